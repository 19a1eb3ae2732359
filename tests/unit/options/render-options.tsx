import { cleanup, render } from '@testing-library/preact';
import { afterEach } from 'vitest';
import { OptionsApp } from '../../../entrypoints/options/options-app';
import { type FakeSend, fakeSend, type Handlers } from './fake-send';

afterEach(() => {
  cleanup();
  window.location.hash = '';
});

/** The whole options page at `hash`, talking to a fake background. */
export function renderOptions(hash: string, handlers: Handlers): FakeSend & ReturnType<typeof render> {
  window.location.hash = hash;
  const fake = fakeSend(handlers);
  return { ...fake, ...render(<OptionsApp send={fake.send} />) };
}
