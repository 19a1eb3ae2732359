import { useState } from 'preact/hooks';
import { useAccount } from '../../../components/account-context';
import { Section } from '../../../components/options/section';
import { LoadingMessage, StatusMessage } from '../../../components/status-message';
import { t } from '../../core/i18n';
import type { AccountState } from '../../core/model';
import { AccountForm } from './account-form';
import { EarningsSetup } from './earnings-setup';
import { KeySummary } from './key-summary';
import { LinkDefaults } from './link-defaults';
import { RemoveKey } from './remove-key';

/** `#account`: the API key, its base URL, and who the key belongs to. */
export function AccountSection({ onAccountChanged }: { onAccountChanged: (state: AccountState) => void }) {
  const account = useAccount();
  const [notice, setNotice] = useState('');
  // Offered once a key was saved in this visit (not on every open of the page).
  const [justSaved, setJustSaved] = useState(false);

  function changed(state: AccountState, message: string) {
    setNotice(message);
    onAccountChanged(state);
  }

  return (
    <Section id="account" title={t('optionsAccount')}>
      {account === undefined ? (
        <LoadingMessage>{t('optionsLoadingAccount')}</LoadingMessage>
      ) : (
        <>
          {account.keySet ? <KeySummary account={account} /> : <p>{t('optionsNoApiKey')}</p>}
          {notice && <StatusMessage class="notice">{notice}</StatusMessage>}
          <AccountForm
            account={account}
            onSaved={(state) => {
              changed(state, t('optionsKeySaved'));
              setJustSaved(true);
            }}
          />
          {justSaved && account.keySet && <EarningsSetup />}
          <RemoveKey keySet={account.keySet} onRemoved={(state) => changed(state, t('optionsKeyRemoved'))} />
          <LinkDefaults />
        </>
      )}
    </Section>
  );
}
