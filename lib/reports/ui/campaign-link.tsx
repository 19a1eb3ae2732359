import { useState } from 'preact/hooks';
import { keyHasScope, useAccount } from '../../../components/account-context';
import { toApiError } from '../../../components/error-alert';
import { useSend } from '../../../components/send-context';
import type { UnmonetizedRow } from '../../core/api/schemas';
import { t, tParts } from '../../core/i18n';
import { bareHost } from './campaign-lookup';

/**
 * For a domain with a campaign: a button that finds the campaign in the local campaign index (domain -> campaign,
 * as the popup does; `GET /campaigns?q=` searches names, not domains) and opens its detail in the Campaigns
 * section, where access can be requested when it needs approval.
 */
export function CampaignLink({ row }: { row: UnmonetizedRow }) {
  const send = useSend();
  const account = useAccount();
  const [state, setState] = useState<{ phase: 'idle' | 'finding' } | { phase: 'none' | 'failed'; message: string }>({
    phase: 'idle',
  });
  if (row.status !== 'available' && row.status !== 'available_on_approval') return <span class="muted">—</span>;
  if (!keyHasScope(account, 'read:campaigns')) {
    return <span class="muted">{t('reportsFindingCampaignNeedsScope')}</span>;
  }

  const label =
    row.status === 'available'
      ? t('reportsOpenCampaignFor', row.domain_name)
      : t('reportsOpenCampaignToRequestAccess', row.domain_name);

  async function open() {
    setState({ phase: 'finding' });
    try {
      const { campaign } = await send('site.info', { url: `https://${bareHost(row.domain_name)}/` });
      if (campaign) {
        setState({ phase: 'idle' });
        location.hash = `#campaigns/${campaign.id}`;
        return;
      }
      setState({ phase: 'none', message: t('reportsNoCampaignForDomain', row.domain_name) });
    } catch (e) {
      setState({ phase: 'failed', message: toApiError(e).message });
    }
  }

  return (
    <span class="campaign-link">
      <button type="button" class="link" onClick={open} disabled={state.phase === 'finding'}>
        {state.phase === 'finding' ? t('reportsFindingCampaign', row.domain_name) : label}
      </button>
      {(state.phase === 'none' || state.phase === 'failed') && (
        <span role={state.phase === 'failed' ? 'alert' : 'status'} class="inline-note">
          {state.message} {tParts('reportsSearchInCampaigns', <a href="#campaigns">{t('commonCampaigns')}</a>)}
        </span>
      )}
    </span>
  );
}
