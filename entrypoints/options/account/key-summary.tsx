import { StatusMessage } from '../../../components/status-message';
import type { AccountState } from '../../../lib/messaging/protocol';
import { missingFeatures } from './features';

/** The saved key as a page may see it: masked tail, the identity `/ping` returned, and what its scopes allow. */
export function KeySummary({ account }: { account: AccountState }) {
  const identity = account.identity;
  const masked = `••••${account.keyTail ?? ''}`;
  return (
    <div class="key-summary">
      <h3>Saved key</h3>
      <dl class="facts">
        <dt>Key</dt>
        <dd>
          <code>{masked}</code>
          {identity && <span class="muted"> ({identity.api_key.name})</span>}
        </dd>
        {identity && (
          <>
            <dt>Publisher</dt>
            <dd>{identity.publisher.name}</dd>
            <dt>E-mail</dt>
            <dd>{identity.publisher.email}</dd>
            <dt>Publisher ID</dt>
            <dd>{identity.publisher.publisher_id}</dd>
            <dt>Account currency</dt>
            <dd>{identity.publisher.currency}</dd>
            <dt>Scopes</dt>
            <dd>
              <ul class="scopes" aria-label="Scopes of this key">
                {identity.api_key.scopes === null ? (
                  <li>Full access (a legacy key: every feature works)</li>
                ) : identity.api_key.scopes.length === 0 ? (
                  <li>No scopes</li>
                ) : (
                  identity.api_key.scopes.map((s) => (
                    <li key={s}>
                      <code>{s}</code>
                    </li>
                  ))
                )}
              </ul>
            </dd>
          </>
        )}
      </dl>
      {identity ? (
        <MissingFeatures scopes={identity.api_key.scopes} />
      ) : (
        <StatusMessage>The key is saved, but its details have not been read from the API yet.</StatusMessage>
      )}
    </div>
  );
}

function MissingFeatures({ scopes }: { scopes: string[] | null }) {
  const missing = missingFeatures(scopes);
  if (missing.length === 0) return null;
  return (
    <StatusMessage class="scope-missing">
      <p>This key’s scopes do not allow these features (create a key with the scope named to use one):</p>
      <ul>
        {missing.map((m) => (
          <li key={m.scope}>
            {m.feature}: needs <code>{m.scope}</code>
          </li>
        ))}
      </ul>
    </StatusMessage>
  );
}
