// The queue's settings in storage.local: per destination its slots (minutes between posts, active hours), Ask before
// posting, Mark ended deals in posts and the daily digest; for all, the publisher's time zone and the duplicate
// guard's window. The reader only (no zod): the background changes them through `queue.settings`. The settings'
// shape, defaults and rules are destination-settings.ts's, shared with the relay.
import { defineRecord } from '../core/storage/local-record';
import { type QueueSettings, readDestinationSettings, readDuplicateHours } from './destination-settings';
import { QUEUE_SETTINGS_RECORD } from './queue-keys';
import { isTimeZone } from './zoned-time';

export {
  DEFAULT_DESTINATION_SETTINGS,
  type DestinationQueueSettings,
  DUPLICATE_HOURS_MAX,
  destinationSettings,
  type QueueSettings,
  slotSettingsOf,
} from './destination-settings';

function browserZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

export const queueSettingsRecord = defineRecord(QUEUE_SETTINGS_RECORD, (raw): QueueSettings => {
  const r = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const destinations: QueueSettings['destinations'] = {};
  if (r.destinations && typeof r.destinations === 'object') {
    for (const [id, value] of Object.entries(r.destinations)) destinations[id] = readDestinationSettings(value);
  }
  return {
    timeZone: typeof r.timeZone === 'string' && isTimeZone(r.timeZone) ? r.timeZone : browserZone(),
    duplicateHours: readDuplicateHours(r.duplicateHours),
    destinations,
  };
});
