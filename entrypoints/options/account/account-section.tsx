import { useState } from 'preact/hooks';
import { useAccount } from '../../../components/account-context';
import { StatusMessage } from '../../../components/status-message';
import type { AccountState } from '../../../lib/messaging/protocol';
import { Section } from '../section';
import { AccountForm } from './account-form';
import { KeySummary } from './key-summary';
import { RemoveKey } from './remove-key';

/** `#account`: the API key, its base URL, and who the key belongs to. */
export function AccountSection({ onAccountChanged }: { onAccountChanged: (state: AccountState) => void }) {
  const account = useAccount();
  const [notice, setNotice] = useState('');

  function changed(state: AccountState, message: string) {
    setNotice(message);
    onAccountChanged(state);
  }

  return (
    <Section id="account" title="Account">
      {account === undefined ? (
        <StatusMessage>Loading your account…</StatusMessage>
      ) : (
        <>
          {account.keySet ? (
            <KeySummary account={account} />
          ) : (
            <p>No API key is saved yet. Save one to see your campaigns, channels and earnings.</p>
          )}
          {notice && <StatusMessage class="notice">{notice}</StatusMessage>}
          <AccountForm
            account={account}
            onSaved={(state) => changed(state, 'The key was checked with the API and saved.')}
          />
          <RemoveKey
            keySet={account.keySet}
            onRemoved={(state) => changed(state, 'The API key was removed from this browser.')}
          />
        </>
      )}
    </Section>
  );
}
