import type { HandlerMap } from '../background/handlers/types';
import type { ConvertPostLink } from './post-conversion';

export function postHandlers({
  convertPostLink,
}: {
  convertPostLink: ConvertPostLink;
}): HandlerMap<'post.convertLink'> {
  return {
    'post.convertLink': (request) => convertPostLink(request),
  };
}
