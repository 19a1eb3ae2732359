// Who may talk to the background: only this extension's own pages (popup, options, offscreen document). Content
// scripts, web pages and other extensions are refused, whatever they send.
import type { Browser } from 'wxt/browser';
import type { ExtensionApi } from '../browser';

export type MessageSender = Browser.runtime.MessageSender;

export function isOwnPage(sender: MessageSender | undefined, browser: ExtensionApi): boolean {
  if (!sender || sender.id !== browser.runtime.id) return false;
  // `chrome-extension://<id>/` or `moz-extension://<uuid>/`. A content script shares our id, but its url is the
  // web page's.
  const base = browser.runtime.getURL('/');
  if (typeof sender.url !== 'string' || !sender.url.startsWith(base)) return false;
  if (sender.origin !== undefined && sender.origin !== base.slice(0, -1)) return false;
  return true;
}
