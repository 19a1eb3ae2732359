import { CHANNEL_CATEGORIES, type ChannelCategory, isKnown } from '../../core/api/enums';

export function isChannelCategory(value: string): value is ChannelCategory {
  return isKnown(CHANNEL_CATEGORIES, value);
}
