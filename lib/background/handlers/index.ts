// Every protocol message's handler, in one table: a message without a handler is a type error.
import type { MessageName } from '../../messaging/protocol';
import type { Account } from '../account';
import type { RunApiCall } from '../api-call';
import type { Conversion } from '../conversion';
import type { LinkHistory } from '../link-history';
import type { OfferHistory } from '../offer-history';
import type { ConvertPostLink, PostNetworkHosts } from '../post-conversion';
import type { SalesSync } from '../sales-sync';
import type { SiteInfoOf } from '../site-info';
import { accountHandlers } from './account';
import { apiCallHandlers } from './api-call';
import { type CampaignHandlersDeps, campaignHandlers } from './campaigns';
import { historyHandlers } from './history';
import { linkHandlers } from './links';
import { popupHandlers } from './popup';
import { postHandlers } from './post';
import { salesHandlers } from './sales';
import type { HandlerMap } from './types';

export interface HandlersDeps extends CampaignHandlersDeps {
  account: Account;
  conversion: Conversion;
  siteInfo: SiteInfoOf;
  runApiCall: RunApiCall;
  convertPostLink: ConvertPostLink;
  postNetworkHosts: PostNetworkHosts;
  sales: SalesSync;
  history: LinkHistory;
  offerHistory: OfferHistory;
}

export function createHandlers(deps: HandlersDeps): HandlerMap<MessageName> {
  return {
    ...accountHandlers(deps.account),
    ...popupHandlers(deps),
    ...linkHandlers(deps),
    ...postHandlers(deps),
    ...campaignHandlers(deps),
    ...apiCallHandlers(deps.runApiCall),
    ...salesHandlers(deps.sales),
    ...historyHandlers(deps),
  };
}
