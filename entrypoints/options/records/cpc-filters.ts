// The CPC click filter form -> GET /cpc_clicks parameters (pure). One day per request, from 2024-02-29, not
// in the future (UTC): a date outside that is explained and nothing is sent.
import { dayNumber, utcDay } from '../../../lib/api/dates';
import { CPC_STATUSES, isKnown } from '../../../lib/api/enums';
import { CPC_FIRST_DATE } from '../../../lib/api/limits';
import type { CpcClickListParams } from '../../../lib/api/params';
import { t } from '../../../lib/i18n';
import { yesterday } from '../reports/range';
import { type FilterResult, positiveId } from './filter-checks';

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
  if (!date) return t('recordsChooseTheDayWhose');
  if (dayNumber(date) === null) return t('recordsDateNotReal', date);
  if (date < CPC_FIRST_DATE) {
    return t('recordsClickRecordsStartOn', CPC_FIRST_DATE, date, CPC_FIRST_DATE);
  }
  const today = utcDay(now);
  if (date > today) return t('recordsDateInFuture', date, today);
  return null;
}

export function cpcParams(draft: CpcDraft, now: Date): FilterResult<CpcClickListParams> {
  const dateProblem = cpcDateProblem(draft.date, now);
  if (dateProblem) return { problem: dateProblem, field: 'date' };
  const params: CpcClickListParams = { date: draft.date };
  if (draft.status && isKnown(CPC_STATUSES, draft.status)) params.status = draft.status;
  if (draft.campaignId.trim()) {
    const id = positiveId(draft.campaignId);
    if (id === null) return { problem: t('recordsCampaignIdMustBe'), field: 'campaignId' };
    params.campaign_id = id;
  }
  if (draft.channelId.trim()) {
    const id = positiveId(draft.channelId);
    if (id === null) return { problem: t('recordsChannelIdMustBe'), field: 'channelId' };
    params.channel_id = id;
  }
  return { params };
}
