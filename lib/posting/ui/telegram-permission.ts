// A kind's host permission (the Bot API's, a Discord webhook's), asked for on the click that needs it (Check
// connection, Save, Post now): the origin is read ahead, so the request itself happens inside the click, as browsers
// require.
import { useEffect, useState } from 'preact/hooks';
import { ApiError } from '../../core/api/errors';
import { browser } from '../../core/browser';
import { t } from '../../core/i18n';
import { TELEGRAM_API } from '../telegram-base';
import type { DestinationKindUi } from './kind-ui';

/** Asks for the kind's permission (true at once for a kind that needs none, or an origin already granted). */
export function useKindPermission(kind: DestinationKindUi | null): () => Promise<boolean> {
  const [origin, setOrigin] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setOrigin(null);
    kind?.permission
      ?.origin()
      .then((o) => live && setOrigin(o))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [kind?.id]);
  return () => {
    if (!kind?.permission) return Promise.resolve(true);
    return browser.permissions.request({ origins: [origin ?? kind.permission.usual] }).catch(() => false);
  };
}

/** The kind's host permission was not given: said the same way wherever a send or a check needed it. */
export function permissionRefused(kind: DestinationKindUi | null): ApiError {
  if (!kind?.permission || kind.id === 'telegram') return telegramPermissionRefused();
  return new ApiError({ kind: 'no_permission', origin: kind.id, message: kind.permission.refused() });
}

/** The Bot API's host permission was not given (the queue's Start asks for it too). */
export function telegramPermissionRefused(): ApiError {
  return new ApiError({ kind: 'no_permission', origin: TELEGRAM_API, message: t('postingNoPermission') });
}
