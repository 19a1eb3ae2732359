// The names of the publisher's channels as the background last saw them in an API answer (a channel list, a
// channel created or renamed), in their own `browser.storage.local` record, so that a link recorded in the history
// keeps its channel's name without a request. Channel ids are the network's own, so one map serves every key.
import { defineRecord } from '../core/storage/local-record';

export const CHANNEL_NAMES_RECORD = 'channelNames';

export type ChannelNames = Record<string, string>;

const channelNamesRecord = defineRecord<ChannelNames>(CHANNEL_NAMES_RECORD, (raw) =>
  raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as ChannelNames) : {},
);

export const readChannelNames = channelNamesRecord.get;

let writes: Promise<unknown> = Promise.resolve();

/** Adds or renames these channels; writes only when a name changed. Writes run one after another. */
export function rememberChannelNames(channels: readonly { id: number; name: string }[]): Promise<void> {
  const write = writes.then(async () => {
    const names = await readChannelNames();
    const changed = channels.filter((c) => names[c.id] !== c.name);
    if (changed.length === 0) return;
    await channelNamesRecord.set({
      ...names,
      ...Object.fromEntries(changed.map((c) => [c.id, c.name])),
    });
  });
  writes = write.catch(() => undefined);
  return write;
}
