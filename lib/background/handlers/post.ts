import type { ConvertPostLink, PostNetworkHosts } from '../post-conversion';
import type { HandlerMap } from './types';

export function postHandlers({
  convertPostLink,
  postNetworkHosts,
}: {
  convertPostLink: ConvertPostLink;
  postNetworkHosts: PostNetworkHosts;
}): HandlerMap<'post.convertLink' | 'post.networkHosts'> {
  return {
    'post.convertLink': (request) => convertPostLink(request),
    'post.networkHosts': (request) => postNetworkHosts(request),
  };
}
