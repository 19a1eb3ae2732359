import type { ComponentChildren } from 'preact';
import { t, tParts } from '../../lib/core/i18n';
import { useAccount } from '../account-context';
import { LoadingMessage, StatusMessage } from '../status-message';

/** Renders `children` once a key is saved; before that, says where to save one (and sends nothing). */
export function RequireKey({ children }: { children: ComponentChildren }) {
  const account = useAccount();
  if (account === undefined) return <LoadingMessage>{t('optionsLoadingAccount')}</LoadingMessage>;
  if (!account.keySet) {
    return (
      <StatusMessage>{tParts('optionsRequireKey', <a href="#account">{t('optionsRequireKeyLink')}</a>)}</StatusMessage>
    );
  }
  return <>{children}</>;
}
