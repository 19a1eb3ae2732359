// Link history (Options -> History): the popup's Copy, an offer's link, the settings, Clear history.
import * as z from 'zod/mini';
import { readAccount } from '../core/account/key-store';
import { localValidationError } from '../core/api/errors';
import { defineFeature, message } from '../core/background/feature';
import { empty, id, subIds, text, url } from '../core/background/request-parts';
import { t } from '../core/i18n';
import { parseWebUrl } from '../core/web-url';
import { readOwnCopy } from '../sales/own-copy';
import { goneOffers } from './offer-watch';
import { readOfferWatch } from './offer-watch-record';
import { getHistorySettings, setHistorySettings } from './settings';

export const historyFeature = defineFeature({
  name: 'history',
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
      async ({ url, link, title, channelId, shorten, subIds }, { conversion, history }) => {
        const answer = await conversion.convert(url, { channelId, shorten, subIds }, { tag: false });
        const copied = parseWebUrl(link)?.href;
        const made = [answer.tracking_url, answer.short_url].map((l) => (l ? parseWebUrl(l)?.href : undefined));
        if (!copied || !made.includes(copied)) throw localValidationError('link', t('historyLinkNotMade'));
        const short = copied === made[1] && copied !== made[0];
        const recorded = await history.record(
          [{ pageUrl: url, result: answer, used: { ...answer.used, shorten: short } }],
          { source: 'popup', title },
        );
        return { recorded };
      },
    ),
    /** An offer's link copied or added to a post (popup, Options -> Deals): checked against the offer served. */
    'history.recordOffer': message(
      z.object({ offerId: id, channelId: z.nullable(id), link: url }),
      async (request, { api, offerHistory }) => ({ recorded: await offerHistory.record(await api.context(), request) }),
    ),
    /** An empty patch reads them. */
    'history.settings': message(
      z.object({ keep: z.optional(z.boolean()), trackEarnings: z.optional(z.boolean()) }),
      (patch) => (Object.keys(patch).length ? setHistorySettings(patch) : getHistorySettings()),
    ),
    /** What Options -> History shows, from the stores' owners: the history, the saved account's sales copy, its
     * campaign index (id and access only) and the offers found gone. No request. */
    'history.read': message(empty, async (_, { historyStore, salesStore, campaignIndex }) => {
      const [entries, copy, index, watch] = await Promise.all([
        historyStore.readAll(),
        readAccount().then((account) => readOwnCopy(salesStore, account)),
        campaignIndex.readAll(),
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
    'history.clear': message(empty, async (_, { history, offerHistory }) => {
      await Promise.all([history.clear(), offerHistory.clear()]);
      return { cleared: true as const };
    }),
  },
});
