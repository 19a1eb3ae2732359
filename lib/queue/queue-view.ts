// Options -> Queue's view of the queue: its items as the page shows them (no made link or text), the Telegram
// destinations with their settings, and the settings saved after their checks.

import { localValidationError } from '../core/api/errors';
import { t } from '../core/i18n';
import type { Destination } from '../posting/destination';
import { dealTitleOf } from './deal-title';
import type { QueueContext } from './queue-context';
import {
  type DestinationQueueSettings,
  DUPLICATE_HOURS_MAX,
  destinationSettings,
  type QueueSettings,
  queueSettingsRecord,
} from './queue-settings';
import type { QueuedPost } from './queue-store';
import { queuedLink } from './sent-record';
import { slotSettingsProblem } from './slots';
import { parseClock } from './zoned-time';

/** What the Queue page shows of an item. */
export type QueueItemView = Omit<QueuedPost, 'made' | 'text' | 'link'> & { destinationName: string; link: string };

export function viewOf(item: QueuedPost, all: readonly Destination[]): QueueItemView {
  const { made: _made, text: _text, link: _link, ...rest } = item;
  const destination = all.find((d) => d.id === item.destinationId);
  const disclosure = destination?.addDisclosure ? destination.disclosure : null;
  return {
    ...rest,
    title: dealTitleOf(item.caption, disclosure) || item.title,
    link: queuedLink(item),
    destinationName: destination?.name ?? '',
  };
}

export async function queueState(ctx: QueueContext) {
  const [items, settings, all, lastRunningAt] = await Promise.all([
    ctx.store.items(),
    queueSettingsRecord.get(),
    ctx.destinations(),
    ctx.store.lastRunningAt(),
  ]);
  const sending = all.filter((d) => !!ctx.runtimeOf(d).send);
  return {
    items: items
      .map((i) => viewOf(i, all))
      .sort((a, b) => (a.postedAt ?? a.slotAt ?? a.createdAt) - (b.postedAt ?? b.slotAt ?? b.createdAt)),
    destinations: sending.map((d) => ({
      id: d.id,
      name: d.name,
      settings: destinationSettings(settings, d.id),
    })),
    timeZone: settings.timeZone,
    duplicateHours: settings.duplicateHours,
    lastRunningAt,
  };
}

export interface SettingsRequest {
  destinationId?: string;
  settings?: DestinationQueueSettings;
  timeZone?: string;
  duplicateHours?: number;
}

/** The settings after the request, each part checked (a wrong one names its field); nothing is saved here. */
export async function nextSettings(ctx: QueueContext, request: SettingsRequest): Promise<QueueSettings> {
  const current = await queueSettingsRecord.get();
  const next: QueueSettings = { ...current, destinations: { ...current.destinations } };
  if (request.timeZone !== undefined) next.timeZone = request.timeZone;
  if (request.duplicateHours !== undefined) {
    const hours = request.duplicateHours;
    if (!Number.isInteger(hours) || hours < 0 || hours > DUPLICATE_HOURS_MAX) {
      throw localValidationError('duplicateHours', t('queueDuplicateHoursInvalid', DUPLICATE_HOURS_MAX));
    }
    next.duplicateHours = hours;
  }
  if (request.destinationId && request.settings) {
    await ctx.sendingDestination(request.destinationId);
    const s = request.settings;
    const problem = slotSettingsProblem({ ...s, timeZone: next.timeZone });
    if (problem === 'minutes_between') throw localValidationError('minutesBetween', t('queueMinutesInvalid'));
    if (problem === 'active_from') throw localValidationError('activeFrom', t('queueTimeInvalid'));
    if (problem === 'active_until') throw localValidationError('activeUntil', t('queueTimeInvalid'));
    if (parseClock(s.digestAt) === null) throw localValidationError('digestAt', t('queueTimeInvalid'));
    next.destinations[request.destinationId] = s;
  }
  if (slotSettingsProblem({ minutesBetween: 1, activeFrom: '00:00', activeUntil: '00:00', timeZone: next.timeZone })) {
    throw localValidationError('timeZone', t('queueTimeZoneInvalid'));
  }
  return next;
}
