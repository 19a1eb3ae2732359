// Every protocol message's handler, in one table: a message without a handler is a type error.

import type { Account } from '../../account/account';
import { accountHandlers } from '../../account/feature';
import { type CampaignHandlersDeps, campaignHandlers } from '../../campaigns/feature';
import { historyHandlers } from '../../history/feature';
import type { LinkHistory } from '../../history/link-history';
import type { OfferHistory } from '../../history/offer-history';
import type { Conversion } from '../../links/conversion';
import { linkHandlers } from '../../links/feature';
import type { SiteInfoOf } from '../../links/site-info';
import type { MessageName } from '../../messaging/protocol';
import { postHandlers } from '../../post/feature';
import type { ConvertPostLink } from '../../post/post-conversion';
import { salesHandlers } from '../../sales/feature';
import type { SalesSync } from '../../sales/sync';
import type { RunApiCall } from '../api-call';
import { apiCallHandlers } from '../api-call-feature';
import { popupHandlers } from './popup';
import type { HandlerMap } from './types';

export interface HandlersDeps extends CampaignHandlersDeps {
  account: Account;
  conversion: Conversion;
  siteInfo: SiteInfoOf;
  runApiCall: RunApiCall;
  convertPostLink: ConvertPostLink;
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
