import { cleanup, render } from '@testing-library/preact';
import { afterEach } from 'vitest';
import { OptionsApp } from '../../../entrypoints/options/options-app';
import { type FakeSend, fakeSend, type Handlers } from './fake-send';

afterEach(() => {
  cleanup();
  window.location.hash = '';
});

/** Settings as a fresh install has them, unless a test gives its own. */
const DEFAULT_SETTINGS = { preferShortLink: false, indexRefreshHours: 6 };

/** The whole options page at `hash`, talking to a fake background. */
export function renderOptions(hash: string, handlers: Handlers): FakeSend & ReturnType<typeof render> {
  window.location.hash = hash;
  const fake = fakeSend({ 'settings.get': () => DEFAULT_SETTINGS, ...handlers });
  return { ...fake, ...render(<OptionsApp send={fake.send} />) };
}
