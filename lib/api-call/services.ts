// The generic `api.call` over a kernel: the offers it serves are kept for the link history.
import { perBackground } from '../core/background/kernel';
import { offerHistoryOf } from '../history/services';
import { createApiCall } from './api-call';

export const runApiCallOf = perBackground((k) =>
  createApiCall({ api: k.api, apiCaches: k.apiCaches, offerHistory: offerHistoryOf(k) }),
);
