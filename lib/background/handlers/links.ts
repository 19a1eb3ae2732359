import { convert, monetize } from '../conversion';
import { siteInfo } from '../site-info';
import type { HandlerMap } from './types';

export const linkHandlers: HandlerMap<'site.info' | 'link.convert' | 'link.monetize'> = {
  'site.info': ({ url }) => siteInfo(url),
  'link.convert': ({ url, ...options }) => convert(url, options),
  'link.monetize': (request) => monetize(request),
};
