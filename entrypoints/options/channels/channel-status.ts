import { CHANNEL_CATEGORIES, type ChannelCategory, isKnown } from '../../../lib/api/enums';
import { t } from '../../../lib/i18n';

const STATUS_WORDS: Record<string, string> = {
  pending: t('optionsPending'),
  approved: t('optionsApproved'),
  rejected: t('optionsRejected'),
};

/** `pending` -> `Pending`; a status this client does not know is shown as the API sent it. */
export function channelStatusLabel(status: string): string {
  return STATUS_WORDS[status] ?? status;
}

export function isChannelCategory(value: string): value is ChannelCategory {
  return isKnown(CHANNEL_CATEGORIES, value);
}
