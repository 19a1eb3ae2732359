import { CHANNEL_CATEGORIES, type ChannelCategory, isKnown } from '../../../lib/api/enums';
import { type MessageKey, t } from '../../../lib/i18n';

const STATUS_WORDS: Partial<Record<string, MessageKey>> = {
  pending: 'optionsPending',
  approved: 'optionsApproved',
  rejected: 'optionsRejected',
};

/** `pending` -> `Pending`; a status this client does not know is shown as the API sent it. */
export function channelStatusLabel(status: string): string {
  const key = STATUS_WORDS[status];
  return key ? t(key) : status;
}

export function isChannelCategory(value: string): value is ChannelCategory {
  return isKnown(CHANNEL_CATEGORIES, value);
}
