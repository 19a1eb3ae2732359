// The campaign the page's site belongs to: what it pays, its rules and the publisher's access to it.
import { AccessStatus } from '../../../components/access-status';
import { CampaignLogo } from '../../../components/campaign-logo';
import { lazyComponent } from '../../../components/lazy';
import { Money } from '../../../components/money';
import { Payout } from '../../../components/payout';
import { VerdictLine } from '../../../components/verdict-line';
import type { Campaign, Channel } from '../../core/api/schemas';
import { t } from '../../core/i18n';
import type { Verdict } from '../../core/link-verdict';
import type { RequestAccessResponse } from '../../protocol';

interface Props {
  campaign: Campaign;
  channels: readonly Channel[] | undefined;
  /** Whether the link as chosen earns; null until the link's options are known. */
  verdict: Verdict | null;
  onRequested: (response: RequestAccessResponse) => void;
}

// Shared with the options page; most sites need it only after a click, so it loads after the popup is shown.
const RequestAccess = lazyComponent(() => import('../../../components/request-access').then((m) => m.RequestAccess));

const yesNo = (allowed: boolean) => (allowed ? t('popupAllowed') : t('popupNotAllowed'));

export function CampaignCard({ campaign: c, channels, verdict, onRequested }: Props) {
  return (
    <div class="campaign-card">
      <div class="campaign-head">
        <CampaignLogo image={c.image} name={c.name} size={28} class="campaign-logo" />
        <strong class="campaign-name api-text">
          <bdi>{c.name}</bdi>
        </strong>
        <AccessStatus status={c.access_status} />
        <span class="campaign-payout" title={t('commonPayout')}>
          {/* The spec: campaign payouts are always INR, whatever the account currency. */}
          <Payout payout={c.payout} payoutType={c.payout_type} currency="INR" />
        </span>
      </div>
      {verdict && <VerdictLine verdict={verdict} />}
      <RequestAccess campaign={c} channels={channels} onRequested={onRequested} />
      <details class="campaign-more">
        <summary>{t('popupCampaignDetails')}</summary>
        <dl class="facts">
          <dt>{t('commonPayout')}</dt>
          <dd>
            <Payout payout={c.payout} payoutType={c.payout_type} currency="INR" />
          </dd>
          <dt>{t('commonCampaignType')}</dt>
          <dd>{c.campaign_type}</dd>
          <dt>{t('commonEpc7Days')}</dt>
          <dd>
            <Money amount={c.epc_7d} currency="INR" />
          </dd>
          <dt>{t('commonEpc90Days')}</dt>
          <dd>
            <Money amount={c.epc_90d} currency="INR" />
          </dd>
          <dt>{t('commonCookieDuration')}</dt>
          <dd>
            {c.cookie_duration} <span class="muted">{t('commonUnitNotStated')}</span>
          </dd>
          <dt>{t('popupDeepLinks')}</dt>
          <dd>{yesNo(c.deeplink_allowed)}</dd>
          <dt>{t('commonSubIds')}</dt>
          <dd>{yesNo(c.sub_ids_allowed)}</dd>
        </dl>
      </details>
    </div>
  );
}
