// The page's own title and language come from messages.json too: the HTML files only hold English defaults.
import { type MessageKey, t } from '../lib/core/i18n';

export function localizeDocument(titleKey: MessageKey): void {
  document.documentElement.lang = t('htmlLang');
  document.title = t(titleKey);
}
