import { StatusMessage } from '../../../components/status-message';
import { t, tParts } from '../../core/i18n';
import type { AccountState } from '../../core/model';
import { missingFeatures } from './features';

/** The saved key as a page may see it: masked tail, the identity `/ping` returned, and what its scopes allow. */
export function KeySummary({ account }: { account: AccountState }) {
  const identity = account.identity;
  const masked = `••••${account.keyTail ?? ''}`;
  return (
    <div class="key-summary">
      <h3>{t('optionsSavedKey')}</h3>
      <dl class="facts">
        <dt>{t('optionsKey')}</dt>
        <dd>
          <code>{masked}</code>
          {identity && <span class="muted"> ({identity.api_key.name})</span>}
        </dd>
        {identity && (
          <>
            <dt>{t('optionsPublisher')}</dt>
            <dd>{identity.publisher.name}</dd>
            <dt>{t('optionsEmail')}</dt>
            <dd>{identity.publisher.email}</dd>
            <dt>{t('optionsPublisherId')}</dt>
            <dd>{identity.publisher.publisher_id}</dd>
            <dt>{t('optionsAccountCurrency')}</dt>
            <dd>{identity.publisher.currency}</dd>
            <dt>{t('optionsScopes')}</dt>
            <dd>
              <ul class="scopes" aria-label={t('optionsScopesOfThisKey')}>
                {identity.api_key.scopes === null ? (
                  <li>{t('optionsFullAccessLegacyKey')}</li>
                ) : identity.api_key.scopes.length === 0 ? (
                  <li>{t('optionsNoScopes')}</li>
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
        <StatusMessage>{t('optionsKeyDetailsNotRead')}</StatusMessage>
      )}
    </div>
  );
}

function MissingFeatures({ scopes }: { scopes: string[] | null }) {
  const missing = missingFeatures(scopes);
  if (missing.length === 0) return null;
  return (
    <StatusMessage class="scope-missing">
      <p>{t('optionsMissingScopesIntro')}</p>
      <ul>
        {missing.map((m) => (
          <li key={m.scope}>{tParts('optionsFeatureNeedsScope', m.feature, <code>{m.scope}</code>)}</li>
        ))}
      </ul>
    </StatusMessage>
  );
}
