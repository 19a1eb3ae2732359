import { CHANNEL_CATEGORIES, type ChannelCategory, isKnown } from '../../../lib/api/enums';

const STATUS_WORDS: Record<string, string> = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' };

/** `pending` -> `Pending`; a status this client does not know is shown as the API sent it. */
export function channelStatusLabel(status: string): string {
  return STATUS_WORDS[status] ?? status;
}

export function isChannelCategory(value: string): value is ChannelCategory {
  return isKnown(CHANNEL_CATEGORIES, value);
}
