// The background's features, one line each. The pages' protocol, the router's table and the listeners registered
// as the worker starts all come from this list.
import { accountFeature } from './account/feature';
import { apiCallFeature } from './api-call/feature';
import { campaignsFeature } from './campaigns/feature';
import { dealsFeature } from './deals/feature';
import { historyFeature } from './history/feature';
import { linksFeature } from './links/feature';
import { postFeature } from './post/feature';
import { postingFeature } from './posting/feature';
import { queueFeature } from './queue/feature';
import { relayLinkFeature } from './relay-link/feature';
import { salesFeature } from './sales/feature';
import { textboxFeature } from './textbox/feature';

export const FEATURES = [
  accountFeature,
  linksFeature,
  postFeature,
  campaignsFeature,
  apiCallFeature,
  salesFeature,
  historyFeature,
  textboxFeature,
  postingFeature,
  queueFeature,
  relayLinkFeature,
  dealsFeature,
] as const;
