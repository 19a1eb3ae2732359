// What the popup says of the page it is about, and links to the popup for a page.

import { t } from '../../core/i18n';

/** Why a page cannot carry a link, in words. */
export function unsupportedReason(url: string | null): string {
  if (!url) return t('popupUnsupportedNoPage');
  const scheme = /^([a-z][a-z\d+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  if (scheme === 'file') return t('popupUnsupportedFile');
  if (scheme === 'chrome-extension' || scheme === 'moz-extension') {
    return t('popupUnsupportedExtensionPage');
  }
  return t('popupUnsupportedBrowserPage');
}

/** `https://www.shop.in/x` -> `www.shop.in` (IDNA's ASCII form: see PageHost for the Unicode one). */
export function hostOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return url;
  }
}

/** The popup for `url` in a tab of its own. */
export function popupHref(url: string): string {
  return `popup.html?url=${encodeURIComponent(url)}`;
}
