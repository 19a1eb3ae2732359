import type { HandlerMap } from '../background/handlers/types';
import type { LinkHistory } from '../history/link-history';
import type { Conversion } from './conversion';
import type { SiteInfoOf } from './site-info';

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
