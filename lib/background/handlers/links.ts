import type { Conversion } from '../conversion';
import type { LinkHistory } from '../link-history';
import type { SiteInfoOf } from '../site-info';
import type { HandlerMap } from './types';

export function linkHandlers({
  conversion,
  siteInfo,
  history,
}: {
  conversion: Conversion;
  siteInfo: SiteInfoOf;
  history: LinkHistory;
}): HandlerMap<'site.info' | 'link.convert' | 'link.monetize'> {
  return {
    'site.info': ({ url }) => siteInfo(url),
    'link.convert': ({ url, ...options }) => conversion.convert(url, options),
    'link.monetize': async (request) => {
      const { used, ...result } = await conversion.monetize(request);
      // A monetize post is a link taken: the person asked for the post with it.
      await history
        .record([{ pageUrl: request.url, result, used }], { source: 'monetize', title: request.title })
        .catch((error: unknown) => console.warn('The link history could not be written', error));
      return result;
    },
  };
}
