import type { ConvertPostLink } from '../post-conversion';
import type { HandlerMap } from './types';

export function postHandlers({
  convertPostLink,
}: {
  convertPostLink: ConvertPostLink;
}): HandlerMap<'post.convertLink'> {
  return {
    'post.convertLink': (request) => convertPostLink(request),
  };
}
