import 'fake-indexeddb/auto';
import { configure } from '@testing-library/preact';
import { beforeEach } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { fakeGetMessage, loadEnglish } from './i18n-fake';

const english = loadEnglish();

// How long waitFor and findBy* wait before failing (Testing Library's 1 s default): a section's first lazily loaded
// part (the Post dialog) took longer than that on a loaded two-core machine. A passing test waits no longer.
configure({ asyncUtilTimeout: 5_000 });

function installI18n(): void {
  fakeBrowser.i18n.getMessage = fakeGetMessage(english) as typeof fakeBrowser.i18n.getMessage;
  fakeBrowser.i18n.getUILanguage = () => 'en';
}

installI18n();
beforeEach(() => {
  fakeBrowser.reset();
  installI18n();
});
