import type { Conversion } from '../conversion';
import type { SiteInfoOf } from '../site-info';
import type { HandlerMap } from './types';

export function linkHandlers({
  conversion,
  siteInfo,
}: {
  conversion: Conversion;
  siteInfo: SiteInfoOf;
}): HandlerMap<'site.info' | 'link.convert' | 'link.monetize'> {
  return {
    'site.info': ({ url }) => siteInfo(url),
    'link.convert': ({ url, ...options }) => conversion.convert(url, options),
    'link.monetize': (request) => conversion.monetize(request),
  };
}
