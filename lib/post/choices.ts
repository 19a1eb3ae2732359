// The converter's Channel and Short links, kept between opens (the options page and the side panel share them). Until
// the person chooses, Short links follows the "Short links by default" setting. Pages read and write it directly:
// it holds no secret.

import { getSettings } from '../account/settings';
import { readLocal, writeLocal } from '../storage/local-record';

const STORAGE_KEY = 'postChoices';

export interface PostChoices {
  channelId: number | null;
  shorten: boolean;
}

export async function loadPostChoices(): Promise<PostChoices> {
  const raw = await readLocal(STORAGE_KEY);
  const r = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const channelId = typeof r.channelId === 'number' && Number.isInteger(r.channelId) ? r.channelId : null;
  const shorten = typeof r.shorten === 'boolean' ? r.shorten : (await getSettings()).preferShortLink;
  return { channelId, shorten };
}

export async function savePostChoices(choices: PostChoices): Promise<void> {
  await writeLocal(STORAGE_KEY, { channelId: choices.channelId, shorten: choices.shorten });
}
