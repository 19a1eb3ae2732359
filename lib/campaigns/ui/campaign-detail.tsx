import { AccessStatus } from '../../../components/access-status';
import { keyHasScope, useAccount } from '../../../components/account-context';
import { CampaignLogo } from '../../../components/campaign-logo';
import { CopyButton } from '../../../components/copy-button';
import { ErrorAlert, toApiError } from '../../../components/error-alert';
import { Money } from '../../../components/money';
import { Payout } from '../../../components/payout';
import { canRequestAccess, RequestAccess } from '../../../components/request-access';
import { safeHttpUrl } from '../../../components/safe-url';
import { useApi } from '../../../components/send-context';
import { LoadingMessage, StatusMessage } from '../../../components/status-message';
import { useAllChannels } from '../../../components/use-all-channels';
import { useRequest } from '../../../components/use-request';
import type { CampaignDetail as Detail } from '../../core/api/schemas';
import { unicodeHost } from '../../core/format/unicode-host';
import { t } from '../../core/i18n';
import { accessStatusWord } from '../../core/status-words';
import { CampaignRules } from './campaign-rules';
import { ImportantInfo } from './important-info';
import { PayoutCategories } from './payout-categories';

/** `#campaigns/<id>`: everything `campaigns.get` tells about one campaign, and Request access where it applies. */
export function CampaignDetailView({ id }: { id: number }) {
  const api = useApi();
  const detail = useRequest(() => api('getCampaign', { id }), [api, id]);
  // While another campaign loads, the previous one's data is not shown under the new address.
  const campaign = detail.data?.id === id ? detail.data : undefined;
  const notFound = detail.error !== undefined && toApiError(detail.error).kind === 'not_found';

  return (
    <div class="campaign-detail">
      <p>
        <a href="#campaigns">{t('optionsBackToCampaigns')}</a>
      </p>
      {detail.loading && !campaign && <LoadingMessage>{t('optionsLoadingCampaign')}</LoadingMessage>}
      {notFound ? (
        <div class="alert" role="alert">
          <p>{t('optionsCampaignNotFound')}</p>
        </div>
      ) : (
        detail.error !== undefined && <ErrorAlert error={detail.error} onRetry={detail.reload} />
      )}
      {campaign && <CampaignBody campaign={campaign} onRequested={detail.reload} />}
    </div>
  );
}

function CampaignBody({ campaign: c, onRequested }: { campaign: Detail; onRequested: () => void }) {
  const site = safeHttpUrl(c.url);
  const tracking = safeHttpUrl(c.tracking_url);
  // Copying is still offered (to keep it for later); it just says the link does not earn yet.
  const earns = c.access_status === 'open' || c.access_status === 'approved';
  return (
    <article class="campaign" aria-labelledby="campaign-name">
      <header class="campaign-header">
        <CampaignLogo image={c.image} name={c.name} size={64} class="logo-img" />
        <div>
          <h3 id="campaign-name" class="api-text">
            <bdi>{c.name}</bdi>
          </h3>
          {c.is_featured && <p class="featured small">{t('optionsFeaturedCampaign')}</p>}
          <p class="muted">
            {site ? (
              <a href={site} target="_blank" rel="noopener noreferrer">
                {c.domain ? unicodeHost(c.domain) : c.url}
              </a>
            ) : (
              unicodeHost(c.domain)
            )}
          </p>
        </div>
      </header>
      <dl class="facts">
        <dt>{t('commonPayout')}</dt>
        <dd>
          <Payout payout={c.payout} payoutType={c.payout_type} currency={c.payout_currency} />
        </dd>
        <dt>{t('optionsEpcLast7Days')}</dt>
        <dd>
          <Money amount={c.epc_7d} currency={c.payout_currency} />
        </dd>
        <dt>{t('optionsEpcLast90Days')}</dt>
        <dd>
          <Money amount={c.epc_90d} currency={c.payout_currency} />
        </dd>
        <dt id="campaign-access-label">{t('commonAccessStatus')}</dt>
        <dd>
          <AccessStatus status={c.access_status} labelId="campaign-access-label" />
        </dd>
        <dt>{t('commonCampaignType')}</dt>
        <dd>{c.campaign_type}</dd>
        <dt>{t('optionsReporting')}</dt>
        <dd>{c.reporting_type || '—'}</dd>
        <dt>{t('optionsCategories')}</dt>
        <dd>{c.categories.map((x) => x.name).join(', ') || '—'}</dd>
        <dt>{t('optionsCountries')}</dt>
        <dd>{c.countries.map((x) => x.name).join(', ') || '—'}</dd>
      </dl>
      <AccessRequest campaign={c} onRequested={onRequested} />
      <h4>{t('optionsTrackingLink')}</h4>
      {tracking ? (
        <div class="tracking-link">
          <label for="campaign-tracking-link" class="visually-hidden">
            {t('optionsTrackingLink')}
          </label>
          <input
            id="campaign-tracking-link"
            type="text"
            readOnly
            value={tracking}
            aria-describedby={earns ? undefined : 'campaign-tracking-no-earn'}
          />
          <CopyButton text={tracking} label={t('optionsCopyTrackingLink')} />
          {!earns && (
            <p id="campaign-tracking-no-earn" class="tracking-no-earn" role="note">
              {t('optionsTrackingLinkNoEarn', accessStatusWord(c.access_status))}
            </p>
          )}
        </div>
      ) : (
        <StatusMessage>{t('optionsTrackingLinkInvalid')}</StatusMessage>
      )}
      <CampaignRules campaign={c} />
      <PayoutCategories rows={c.payout_categories} currency={c.payout_currency} />
      <h4>{t('optionsImportantInformation')}</h4>
      <ImportantInfo html={c.important_info_html} merchant={c.name} />
    </article>
  );
}

/**
 * Request access where it can be requested (RequestAccess renders nothing otherwise, and keeps its "sent"
 * confirmation after the status turns pending), with the publisher's channels to choose from when the key may
 * list them.
 */
function AccessRequest({ campaign, onRequested }: { campaign: Detail; onRequested: () => void }) {
  const wanted = keyHasScope(useAccount(), 'read:channels') && canRequestAccess(campaign.access_status);
  const channels = useAllChannels(wanted);
  return <RequestAccess campaign={campaign} channels={channels.data} onRequested={onRequested} />;
}
