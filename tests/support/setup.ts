import 'fake-indexeddb/auto';
import { beforeEach } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { fakeGetMessage, loadEnglish } from './i18n-fake';

const english = loadEnglish();

function installI18n(): void {
  fakeBrowser.i18n.getMessage = fakeGetMessage(english) as typeof fakeBrowser.i18n.getMessage;
  fakeBrowser.i18n.getUILanguage = () => 'en';
}

installI18n();
beforeEach(() => {
  fakeBrowser.reset();
  installI18n();
});
