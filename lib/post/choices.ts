// The converter's Channel and Short links, kept between opens (the options page and the side panel share them). Until
// the person chooses, Short links follows the "Short links by default" setting. Pages read and write it directly:
// it holds no secret.

import { getSettings } from '../account/settings';
import { defineRecord } from '../core/storage/local-record';

export interface PostChoices {
  channelId: number | null;
  shorten: boolean;
}

/** As stored: Short links stays unset (null) until the person chooses. */
const choicesRecord = defineRecord<{ channelId: number | null; shorten: boolean | null }>('postChoices', (raw) => {
  const r = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  return {
    channelId: typeof r.channelId === 'number' && Number.isInteger(r.channelId) ? r.channelId : null,
    shorten: typeof r.shorten === 'boolean' ? r.shorten : null,
  };
});

export async function loadPostChoices(): Promise<PostChoices> {
  const { channelId, shorten } = await choicesRecord.get();
  return { channelId, shorten: shorten ?? (await getSettings()).preferShortLink };
}

export function savePostChoices(choices: PostChoices): Promise<void> {
  return choicesRecord.set({ channelId: choices.channelId, shorten: choices.shorten });
}
