import { localValidationError } from '../../api/errors';
import { t } from '../../i18n';
import { getHistorySettings, setHistorySettings } from '../../storage/history-settings';
import { parseWebUrl } from '../../web-url';
import type { Conversion } from '../conversion';
import type { LinkHistory } from '../link-history';
import type { HandlerMap } from './types';

export function historyHandlers({
  conversion,
  history,
}: {
  conversion: Conversion;
  history: LinkHistory;
}): HandlerMap<'history.record' | 'history.settings' | 'history.clear'> {
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
    'history.settings': (patch) => (Object.keys(patch).length ? setHistorySettings(patch) : getHistorySettings()),
    'history.clear': async () => {
      await history.clear();
      return { cleared: true };
    },
  };
}
