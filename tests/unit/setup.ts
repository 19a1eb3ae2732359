import 'fake-indexeddb/auto';
import { beforeEach } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { setSuffixListSource } from '../../lib/background/suffix-list';
import { fakeGetMessage, loadEnglish } from './i18n-fake';
import { suffixListText } from './suffix-list';

const english = loadEnglish();

function installI18n(): void {
  fakeBrowser.i18n.getMessage = fakeGetMessage(english) as typeof fakeBrowser.i18n.getMessage;
  fakeBrowser.i18n.getUILanguage = () => 'en';
}

installI18n();
// The background reads the list from the built extension; tests from its generator.
setSuffixListSource(async () => suffixListText());
beforeEach(() => {
  fakeBrowser.reset();
  installI18n();
});
