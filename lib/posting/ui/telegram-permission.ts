// The Bot API's host permission, asked for on the click that needs it (Check connection, Post now): the base address
// is read ahead, so the request itself happens inside the click, as browsers require.
import { useEffect, useState } from 'preact/hooks';
import { browser } from '../../core/browser';
import { TELEGRAM_API, telegramBase, telegramPermission } from '../telegram-base';

export function useTelegramPermission(): () => Promise<boolean> {
  const [pattern, setPattern] = useState(telegramPermission(TELEGRAM_API));
  useEffect(() => {
    let live = true;
    telegramBase()
      .then((base) => live && setPattern(telegramPermission(base)))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, []);
  // An already granted origin answers true without a prompt.
  return () => browser.permissions.request({ origins: [pattern] }).catch(() => false);
}
