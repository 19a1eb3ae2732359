// What the link history's messages do: lib/history/feature.ts declares them and checks their requests in the
// worker's script; this is part of the publishing engine, loaded on the first of them (the popup's Copy, an offer's
// link, Options -> History), never for the popup's first answer.
import { campaignIndexOf } from '../campaigns/services';
import { readAccount } from '../core/account/key-store';
import { localValidationError } from '../core/api/errors';
import { perBackground } from '../core/background/kernel';
import { t } from '../core/i18n';
import { parseWebUrl } from '../core/web-url';
import { conversionOf } from '../links/services';
import { readOwnCopy } from '../sales/own-copy';
import { salesStoreOf } from '../sales/services';
import { linkHistoryOf } from './link-history-service';
import type { HistoryRecordOfferRequest, HistoryRecordRequest } from './messages';
import { goneOffers } from './offer-watch';
import { readOfferWatch } from './offer-watch-record';
import { offerHistoryOf } from './services';
import { getHistorySettings, type HistorySettings, setHistorySettings } from './settings';
import { historyStoreOf } from './store-service';

type RecordRequest = Omit<HistoryRecordRequest, 'title'> & { title?: string | undefined };

export const historyAnswersOf = perBackground((k) => ({
  /**
   * The popup's Copy: the link shown is converted again with the options shown (the link cache answers, no
   * request, and no new tag), so what is recorded is what the background made, not what a page says it made.
   */
  async record({ url, link, title, channelId, shorten, subIds }: RecordRequest): Promise<{ recorded: boolean }> {
    const answer = await conversionOf(k).convert(url, { channelId, shorten, subIds }, { tag: false });
    const copied = parseWebUrl(link)?.href;
    const made = [answer.tracking_url, answer.short_url].map((l) => (l ? parseWebUrl(l)?.href : undefined));
    if (!copied || !made.includes(copied)) throw localValidationError('link', t('historyLinkNotMade'));
    const short = copied === made[1] && copied !== made[0];
    const recorded = await linkHistoryOf(k).record(
      [{ pageUrl: url, result: answer, used: { ...answer.used, shorten: short } }],
      { source: 'popup', title },
    );
    return { recorded };
  },
  /** An offer's link copied or added to a post (popup, Options -> Deals): checked against the offer served. */
  recordOffer: async (request: HistoryRecordOfferRequest) => ({
    recorded: await offerHistoryOf(k).record(await k.api.context(), request, linkHistoryOf(k)),
  }),
  /** An empty patch reads them. */
  settings: (patch: Partial<HistorySettings>): Promise<HistorySettings> =>
    Object.keys(patch).length ? setHistorySettings(patch) : getHistorySettings(),
  /** What Options -> History shows, from the stores' owners: the history, the saved account's sales copy, its
   * campaign index (id and access only) and the offers found gone. No request. */
  async read() {
    const [entries, copy, index, watch] = await Promise.all([
      historyStoreOf(k).readAll(),
      readAccount().then((account) => readOwnCopy(salesStoreOf(k), account)),
      campaignIndexOf(k).readAll(),
      readOfferWatch(),
    ]);
    return {
      entries,
      sales: [...copy.sales, ...copy.clicks],
      campaigns: index ? index.campaigns.map(({ id, access_status }) => ({ id, access_status })) : null,
      indexedAt: index?.indexedAt ?? null,
      goneOffers: [...goneOffers(watch)],
    };
  },
  async clear() {
    await Promise.all([linkHistoryOf(k).clear(), offerHistoryOf(k).clear()]);
    return { cleared: true as const };
  },
}));
