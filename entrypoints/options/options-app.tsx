import { useCallback, useEffect, useRef } from 'preact/hooks';
import { AccountContext } from '../../components/account-context';
import { ErrorAlert } from '../../components/error-alert';
import { defaultRoute } from '../../components/options/routes';
import { useAccountState } from '../../components/options/use-account-state';
import { useHash } from '../../components/options/use-hash';
import { RetryNotice } from '../../components/retry-notice';
import { SendContext } from '../../components/send-context';
import { LoadingMessage } from '../../components/status-message';
import { t } from '../../lib/core/i18n';
import type { AccountState } from '../../lib/core/model';
import { type Send, sendMessage } from '../../lib/send';
import { KeyRefusedAlert } from './key-refused-alert';
import { OptionsNav } from './options-nav';
import { SectionView } from './section-view';
import { routeOf } from './sections';

/**
 * The options page: the publisher's desk. Provides the account and the background's `Send` to every section,
 * shows one section at a time by the location hash, and moves focus to its heading on navigation.
 */
export function OptionsApp({ send = sendMessage }: { send?: Send }) {
  const { account, error, reload, replace } = useAccountState(send);
  // The refused-key banner follows the key's state: the background writes it to the account record (a 401, or the
  // first answer after one), and useAccountState reads the account again whenever that record changes.
  const hash = useHash();
  const route = routeOf(hash) ?? (account || error !== undefined ? defaultRoute(account?.keySet ?? false) : null);

  const onAccountChanged = useCallback(
    (state: AccountState) => {
      replace(state);
      void reload();
    },
    [replace, reload],
  );

  const outlet = useRef<HTMLDivElement>(null);
  const shownHash = useRef<string | null>(null);
  useEffect(() => {
    if (!route) return;
    // The first section shown keeps the browser's own focus; later navigation moves focus to the new heading.
    if (shownHash.current !== null && shownHash.current !== hash) focusHeading(outlet.current);
    shownHash.current = hash;
  }, [hash, route !== null]);

  return (
    <SendContext.Provider value={send}>
      <AccountContext.Provider value={account}>
        <div class="options-page">
          <header class="options-header">
            <h1>{t('extName')}</h1>
            <OptionsNav current={route?.section} />
          </header>
          <main class="options-main">
            {error !== undefined && <ErrorAlert error={error} onRetry={() => void reload()} />}
            {account?.keyInvalid && <KeyRefusedAlert />}
            <RetryNotice />
            <div ref={outlet}>
              {route ? (
                <SectionView route={route} onAccountChanged={onAccountChanged} />
              ) : (
                <LoadingMessage>{t('optionsLoading')}</LoadingMessage>
              )}
            </div>
          </main>
        </div>
      </AccountContext.Provider>
    </SendContext.Provider>
  );
}

function focusHeading(container: HTMLElement | null): void {
  const heading = container?.querySelector<HTMLElement>('section h2, section h1, h2, h1');
  if (!heading) return;
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus();
}
