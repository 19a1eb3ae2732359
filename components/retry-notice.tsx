// "The API did not answer; trying again (2 of 4)…": shown on an open page while the background retries a read,
// and gone with the final answer (the background says so), or at the latest once the retry is due plus a moment.
import { useEffect, useState } from 'preact/hooks';
import { browser } from '../lib/core/browser';
import { t } from '../lib/core/i18n';
import { isRetryNotice, type RetryNotice as Notice } from '../lib/core/messaging/retry-notice';
import { StatusMessage } from './status-message';

/** How long a notice stays after its retry was due, if nothing newer comes. */
export const NOTICE_GRACE_MS = 20_000;

export function RetryNotice() {
  const [notice, setNotice] = useState<Notice | null>(null);

  useEffect(() => {
    const listener = (message: unknown) => {
      if (isRetryNotice(message)) setNotice(message.done ? null : message);
      return undefined;
    };
    browser.runtime.onMessage.addListener(listener);
    return () => browser.runtime.onMessage.removeListener(listener);
  }, []);

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), notice.delayMs + NOTICE_GRACE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  if (!notice) return null;
  return <StatusMessage class="retrying">{t('commonApiRetrying', notice.attempt + 1, notice.attempts)}</StatusMessage>;
}
