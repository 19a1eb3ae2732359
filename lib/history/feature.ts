// Link history (Options -> History): the popup's Copy, an offer's link, the settings, Clear history.
import * as z from 'zod/mini';
import { campaignIndexOf } from '../campaigns/services';
import { readAccount } from '../core/account/key-store';
import { localValidationError } from '../core/api/errors';
import { defineFeature, message } from '../core/background/feature';
import { empty, id, subIds, text, url } from '../core/background/request-parts';
import { t } from '../core/i18n';
import { parseWebUrl } from '../core/web-url';
import { conversionOf } from '../links/services';
import { readOwnCopy } from '../sales/own-copy';
import { salesStoreOf } from '../sales/services';
import { goneOffers } from './offer-watch';
import { readOfferWatch } from './offer-watch-record';
import { linkHistoryOf, offerHistoryOf } from './services';
import { getHistorySettings, setHistorySettings } from './settings';
import { historyIdbStore } from './store';
import { historyStoreOf } from './store-service';

export const historyFeature = defineFeature({
  name: 'history',
  stores: { history: historyIdbStore },
  messages: {
    /**
     * The popup's Copy: the link shown is converted again with the options shown (the link cache answers, no
     * request, and no new tag), so what is recorded is what the background made, not what a page says it made.
     */
    'history.record': message(
      z.object({
        url,
        link: url,
        title: z.optional(text(2000)),
        channelId: z.nullable(id),
        shorten: z.boolean(),
        subIds,
      }),
      async ({ url, link, title, channelId, shorten, subIds }, k) => {
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
    ),
    /** An offer's link copied or added to a post (popup, Options -> Deals): checked against the offer served. */
    'history.recordOffer': message(
      z.object({ offerId: id, channelId: z.nullable(id), link: url }),
      async (request, k) => ({ recorded: await offerHistoryOf(k).record(await k.api.context(), request) }),
    ),
    /** An empty patch reads them. */
    'history.settings': message(
      z.object({ keep: z.optional(z.boolean()), trackEarnings: z.optional(z.boolean()) }),
      (patch) => (Object.keys(patch).length ? setHistorySettings(patch) : getHistorySettings()),
    ),
    /** What Options -> History shows, from the stores' owners: the history, the saved account's sales copy, its
     * campaign index (id and access only) and the offers found gone. No request. */
    'history.read': message(empty, async (_, k) => {
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
    }),
    'history.clear': message(empty, async (_, k) => {
      await Promise.all([linkHistoryOf(k).clear(), offerHistoryOf(k).clear()]);
      return { cleared: true as const };
    }),
  },
});
