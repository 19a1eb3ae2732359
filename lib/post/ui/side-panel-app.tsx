// The browser's side panel (Chrome's side_panel, Firefox's sidebar_action; sidepanel.html opens
// options.html?view=panel#convert): the options page's post converter alone, beside the page the person is reading.
// The draft is shared with options.html#convert.
import { AccountContext } from '../../../components/account-context';
import { ErrorAlert } from '../../../components/error-alert';
import { Section } from '../../../components/options/section';
import { useAccountState } from '../../../components/options/use-account-state';
import { RetryNotice } from '../../../components/retry-notice';
import { SendContext } from '../../../components/send-context';
import { LoadingMessage, StatusMessage } from '../../../components/status-message';
import { t, tParts } from '../../core/i18n';
import { type Send, sendMessage } from '../../send';
import { requestOrigins } from './convert-section';
import { Converter } from './converter';
import type { RequestOrigins } from './use-post-conversion';

export function SidePanelApp({
  send = sendMessage,
  request = requestOrigins,
}: {
  send?: Send;
  request?: RequestOrigins;
}) {
  const { account, error, reload } = useAccountState(send);
  return (
    <SendContext.Provider value={send}>
      <AccountContext.Provider value={account}>
        <main class="side-panel">
          {error !== undefined && <ErrorAlert error={error} onRetry={() => void reload()} />}
          <RetryNotice />
          <Section id="convert" title={t('postTitle')} class="convert-section" scope="write:links">
            {account === undefined ? (
              <LoadingMessage>{t('optionsLoadingAccount')}</LoadingMessage>
            ) : account.keySet ? (
              <Converter requestOrigins={request} />
            ) : (
              <StatusMessage>
                {tParts(
                  'optionsRequireKey',
                  <a href="options.html#account" target="_blank" rel="noreferrer">
                    {t('optionsRequireKeyLink')}
                  </a>,
                )}
              </StatusMessage>
            )}
          </Section>
        </main>
      </AccountContext.Provider>
    </SendContext.Provider>
  );
}

/** `options.html?view=panel`: the side panel's view of the options page. */
export function isPanelView(search: string): boolean {
  return new URLSearchParams(search).get('view') === 'panel';
}
