import { localValidationError } from '../api/errors';
import type { ApiClients } from '../background/api-client';
import type { HandlerMap } from '../background/handlers/types';
import { t } from '../i18n';
import type { Conversion } from '../links/conversion';
import { parseWebUrl } from '../web-url';
import type { LinkHistory } from './link-history';
import type { OfferHistory } from './offer-history';
import { getHistorySettings, setHistorySettings } from './settings';

export function historyHandlers({
  api,
  conversion,
  history,
  offerHistory,
}: {
  api: Pick<ApiClients, 'context'>;
  conversion: Conversion;
  history: LinkHistory;
  offerHistory: OfferHistory;
}): HandlerMap<'history.record' | 'history.recordOffer' | 'history.settings' | 'history.clear'> {
  return {
    /**
     * The popup's Copy: the link shown is converted again with the options shown (the link cache answers, no
     * request, and no new tag), so what is recorded is what the background made, not what a page says it made.
     */
    'history.record': async ({ url, link, title, channelId, shorten, subIds }) => {
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
    /** An offer's link copied or added to a post (popup, Options -> Deals): checked against the offer served. */
    'history.recordOffer': async (request) => ({ recorded: await offerHistory.record(await api.context(), request) }),
    'history.settings': (patch) => (Object.keys(patch).length ? setHistorySettings(patch) : getHistorySettings()),
    'history.clear': async () => {
      await Promise.all([history.clear(), offerHistory.clear()]);
      return { cleared: true };
    },
  };
}
