// Which campaign the popup describes: the one the campaign index matched (the site part), else the one the
// conversion named (then its details are asked for), else "No campaign".
import { ErrorAlert, toApiError } from '../../../components/error-alert';
import { LoadingMessage, StatusMessage } from '../../../components/status-message';
import type { RequestState } from '../../../components/use-request';
import type { Campaign, Channel } from '../../core/api/schemas';
import { t, tParts } from '../../core/i18n';
import type { Verdict } from '../../core/link-verdict';
import type { SiteInfo } from '../../core/model';
import type { RequestAccessResponse } from '../../protocol';
import { CampaignCard } from './campaign-card';

interface Props {
  site: RequestState<Pick<SiteInfo, 'campaign'>>;
  /** The campaign with its details, when known (index match or fetched detail). */
  campaign: Campaign | null;
  /** The campaign the conversion named, when the index did not know it. */
  named: { id: number; name: string } | null;
  detail: RequestState<Campaign> | null;
  /** The conversion has answered or failed, so "no campaign" from the index is final. */
  conversionDone: boolean;
  channels: readonly Channel[] | undefined;
  verdict: Verdict | null;
  onRequested: (response: RequestAccessResponse) => void;
}

export function CampaignSection({
  site,
  campaign,
  named,
  detail,
  conversionDone,
  channels,
  verdict,
  onRequested,
}: Props) {
  if (campaign) {
    return <CampaignCard campaign={campaign} channels={channels} verdict={verdict} onRequested={onRequested} />;
  }
  if (named) {
    return (
      <div class="campaign-card">
        <strong class="campaign-name">{named.name}</strong>
        <NamedDetail detail={detail} />
      </div>
    );
  }
  if (site.error !== undefined) {
    const e = toApiError(site.error);
    if (e.kind === 'unauthorized' || e.kind === 'no_key') return null;
    return <ErrorAlert error={e} onRetry={site.reload} />;
  }
  if (!site.data || (!conversionDone && site.data.campaign === null)) {
    return <p class="muted">{t('popupLookingUpCampaign')}</p>;
  }
  return (
    <p class="no-campaign">
      {/* One sentence, "No campaign" in bold and the rest muted, in the translation's word order. */}
      {tParts('popupNoCampaignOfNetwork', <strong>{t('popupNoCampaign')}</strong>).map((part) =>
        typeof part === 'string' ? part && <span class="muted">{part}</span> : part,
      )}
    </p>
  );
}

function NamedDetail({ detail }: { detail: RequestState<Campaign> | null }) {
  if (!detail) return null;
  if (detail.error !== undefined) {
    const e = toApiError(detail.error);
    if (e.kind === 'not_found') {
      return <StatusMessage>{t('popupCampaignNotListed')}</StatusMessage>;
    }
    if (e.kind === 'forbidden') {
      return (
        <StatusMessage class="scope-missing">
          {tParts('popupCampaignNeedsScope', <code>{'read:campaigns'}</code>)}
        </StatusMessage>
      );
    }
    if (e.kind === 'unauthorized' || e.kind === 'no_key') return null;
    return <ErrorAlert error={e} onRetry={detail.reload} />;
  }
  return <LoadingMessage>{t('popupLoadingCampaignDetails')}</LoadingMessage>;
}
