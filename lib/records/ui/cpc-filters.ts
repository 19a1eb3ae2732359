// The CPC click filter form -> GET /cpc_clicks parameters (pure). One day per request, from 2024-02-29, not
// in the future (UTC): a date outside that is explained and nothing is sent.
import { type FilterResult, knownStatus, optionalId } from '../../../components/list/rules';
import { dayNumber, utcDay } from '../../core/api/dates';
import { CPC_STATUSES } from '../../core/api/enums';
import { CPC_FIRST_DATE } from '../../core/api/limits';
import type { CpcClickListParams } from '../../core/api/params';
import { isFutureDay, yesterday } from '../../core/format/days';
import { t } from '../../core/i18n';

export interface CpcDraft {
  date: string;
  status: string;
  campaignId: string;
  channelId: string;
}

export function defaultCpcDraft(now: Date): CpcDraft {
  return { date: yesterday(now), status: '', campaignId: '', channelId: '' };
}

/** Why click records cannot be asked for on this day, or null. */
export function cpcDateProblem(date: string, now: Date): string | null {
  if (!date) return t('recordsCpcDateRequired');
  if (dayNumber(date) === null) return t('recordsCpcDateNotReal', date);
  if (date < CPC_FIRST_DATE) {
    return t('recordsCpcDateTooEarly', CPC_FIRST_DATE, date, CPC_FIRST_DATE);
  }
  if (isFutureDay(date, now)) return t('recordsCpcDateInFuture', date, utcDay(now));
  return null;
}

export function cpcParams(draft: CpcDraft, now: Date): FilterResult<CpcClickListParams> {
  const dateProblem = cpcDateProblem(draft.date, now);
  if (dateProblem) return { problem: dateProblem, field: 'date' };
  const params: CpcClickListParams = { date: draft.date };
  const status = knownStatus(CPC_STATUSES, draft.status);
  if (status) params.status = status;
  const campaign = optionalId(draft.campaignId);
  if (campaign === null) return { problem: t('recordsCampaignIdInvalid'), field: 'campaignId' };
  if (campaign.id !== undefined) params.campaign_id = campaign.id;
  const channel = optionalId(draft.channelId);
  if (channel === null) return { problem: t('recordsChannelIdInvalid'), field: 'channelId' };
  if (channel.id !== undefined) params.channel_id = channel.id;
  return { params };
}
