// What a page asks the link history to record (lib/history/feature.ts).
import type { LinkOptions } from '../core/model';

/** The popup's Copy, for the link history: the page, the link copied and the options it was made with. */
export interface HistoryRecordRequest extends Required<LinkOptions> {
  url: string;
  link: string;
  title?: string;
}

/** An offer's link the person copied or added to a post; `channelId` is the channel the offers were asked for. */
export interface HistoryRecordOfferRequest {
  offerId: number;
  channelId: number | null;
  link: string;
}
