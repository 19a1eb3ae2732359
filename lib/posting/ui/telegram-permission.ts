// The Bot API's host permission, asked for on the click that needs it (Check connection, Post now): the base address
// is read ahead, so the request itself happens inside the click, as browsers require.
import { useEffect, useState } from 'preact/hooks';
import { ApiError } from '../../core/api/errors';
import { browser } from '../../core/browser';
import { t } from '../../core/i18n';
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

/** The Bot API's host permission was not given: said the same way wherever a send or a check needed it. */
export function telegramPermissionRefused(): ApiError {
  return new ApiError({ kind: 'no_permission', origin: TELEGRAM_API, message: t('postingNoPermission') });
}
