// Campaign updates (spec §6's `live`, `paused`, `new_campaign`, which reach only webhooks): each refresh of the
// campaign index is compared with the last one, and the changes that matter to this publisher become one
// notification under the Sales alerts switch. GET /campaigns lists live campaigns only, so one missing from a
// refresh has paused (or was deleted); one back in the list is live again; an id never seen before is new.
// The last refresh's ids live in their own storage.local record, so each change is told once, across restarts.

import type { Campaign } from '../core/api/schemas';
import { t, tPlural } from '../core/i18n';
import { defineRecord } from '../core/storage/local-record';
import type { NotificationText } from '../sales/notify-text';

export const CAMPAIGN_UPDATES_RECORD = 'campaignUpdates';

/** What the last refresh knew, in its own `storage.local` record (read through parseState when compared). */
export const campaignUpdatesRecord = defineRecord<unknown>(CAMPAIGN_UPDATES_RECORD, (raw) => raw);

/** What the last refresh saw: the live campaigns (id, name, access approved) and every id seen since the first. */
export interface CampaignUpdatesState {
  keyId: string | null;
  live: [id: number, name: string, approved: boolean][];
  seen: number[];
}

export interface CampaignChanges {
  paused: { id: number; name: string; approved: boolean }[];
  live: Campaign[];
  added: Campaign[];
}

/** The channel categories (spec §2) whose channels promote on social media or run a cashback site. */
const SOCIAL = new Set(['Facebook', 'Twitter', 'Instagram', 'Linkedin', 'Youtube', 'Whatsapp', 'Telegram']);
const CASHBACK = 'Cashback Website';

export function stateOf(keyId: string | null, campaigns: readonly Campaign[], previous: CampaignUpdatesState | null) {
  const seen = new Set(previous?.keyId === keyId ? previous.seen : []);
  for (const c of campaigns) seen.add(c.id);
  return {
    keyId,
    live: campaigns.map((c): [number, string, boolean] => [c.id, c.name, c.access_status === 'approved']),
    seen: [...seen],
  } satisfies CampaignUpdatesState;
}

/** Null on the first refresh of a key: there is nothing to compare with yet. */
export function campaignChanges(
  previous: CampaignUpdatesState | null,
  keyId: string | null,
  campaigns: readonly Campaign[],
): CampaignChanges | null {
  if (!previous || previous.keyId !== keyId) return null;
  const now = new Set(campaigns.map((c) => c.id));
  const before = new Set(previous.live.map(([id]) => id));
  const seen = new Set(previous.seen);
  return {
    paused: previous.live.filter(([id]) => !now.has(id)).map(([id, name, approved]) => ({ id, name, approved })),
    live: campaigns.filter((c) => !before.has(c.id) && seen.has(c.id)),
    added: campaigns.filter((c) => !seen.has(c.id)),
  };
}

/**
 * Whether a campaign takes traffic of a channel of this category: social media and cashback channels only where
 * the campaign allows them; every other kind of channel everywhere. (Channel categories say how a publisher
 * promotes; campaign categories are product groups: the spec gives no mapping between them. See ASSUMPTIONS.md.)
 */
export function fitsChannel(campaign: Campaign, channelCategory: string | null): boolean {
  if (channelCategory === null) return true;
  if (SOCIAL.has(channelCategory)) return campaign.social_media_publishers_allowed;
  if (channelCategory === CASHBACK) return campaign.cashback_publishers_allowed;
  return true;
}

export interface Relevance {
  /** Campaigns the History has links for. */
  linked: ReadonlySet<number>;
  /** The categories of the publisher's approved channels. */
  channelCategories: readonly (string | null)[];
}

/** Only what concerns this publisher: their campaigns (History links or access), and new ones for their channels. */
export function relevantChanges(changes: CampaignChanges, { linked, channelCategories }: Relevance): CampaignChanges {
  const theirs = (id: number, approved: boolean) => approved || linked.has(id);
  return {
    paused: changes.paused.filter((c) => theirs(c.id, c.approved)),
    live: changes.live.filter((c) => theirs(c.id, c.access_status === 'approved')),
    added: changes.added.filter((c) => channelCategories.some((category) => fitsChannel(c, category))),
  };
}

const MAX_NAMED = 3;
function names(list: readonly { name: string }[]): string {
  const shown = list.slice(0, MAX_NAMED).map((c) => c.name);
  return list.length > MAX_NAMED
    ? t('campaignUpdatesMore', shown.join(', '), list.length - MAX_NAMED)
    : shown.join(', ');
}

/** Null when there is nothing to say. */
export function campaignUpdatesText({ paused, live, added }: CampaignChanges): NotificationText | null {
  const parts: string[] = [];
  if (paused.length) parts.push(tPlural(paused.length, 'campaignUpdatesPaused', names(paused)));
  if (live.length) parts.push(tPlural(live.length, 'campaignUpdatesLive', names(live)));
  if (added.length) parts.push(tPlural(added.length, 'campaignUpdatesNew', names(added)));
  return parts.length ? { title: t('campaignUpdatesTitle'), message: parts.join('\n') } : null;
}

export interface CampaignUpdatesDeps {
  readState: () => Promise<unknown>;
  writeState: (state: CampaignUpdatesState) => Promise<void>;
  /** The Sales alerts switch. */
  alertsOn: () => Promise<boolean>;
  relevance: () => Promise<Relevance>;
  notify: (text: NotificationText) => Promise<void>;
  /** Cached conversions of campaigns that paused are dropped: their links no longer earn. */
  dropLinksOf: (campaignIds: ReadonlySet<number>) => Promise<void>;
}

/** Call after each stored refresh of the index, with every campaign it read. */
export function createCampaignUpdates(deps: CampaignUpdatesDeps) {
  let queue: Promise<unknown> = Promise.resolve();
  async function refreshed(keyId: string | null, campaigns: readonly Campaign[]): Promise<void> {
    const previous = parseState(await deps.readState());
    const changes = campaignChanges(previous, keyId, campaigns);
    // The new state is written first: a notification that fails is not sent again on the next refresh.
    await deps.writeState(stateOf(keyId, campaigns, previous));
    if (!changes) return;
    await deps.dropLinksOf(new Set(changes.paused.map((c) => c.id)));
    if (!(await deps.alertsOn())) return;
    const text = campaignUpdatesText(relevantChanges(changes, await deps.relevance()));
    if (text) await deps.notify(text);
  }
  return {
    /** One at a time, in the order the refreshes were stored. */
    refreshed(keyId: string | null, campaigns: readonly Campaign[]): Promise<void> {
      const run = queue.then(() => refreshed(keyId, campaigns));
      queue = run.catch((error: unknown) => console.warn('Campaign updates could not be worked out', error));
      return run;
    },
  };
}

function parseState(raw: unknown): CampaignUpdatesState | null {
  if (!raw || typeof raw !== 'object') return null;
  const s = raw as Partial<CampaignUpdatesState>;
  if (!Array.isArray(s.live) || !Array.isArray(s.seen)) return null;
  return { keyId: typeof s.keyId === 'string' ? s.keyId : null, live: s.live, seen: s.seen };
}
