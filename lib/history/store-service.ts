// The link history's store over a kernel, apart from the history's services: features that only read the entries
// (campaign updates) need no more.
import { perBackground } from '../core/background/kernel';
import { createHistoryStore } from './store';

export const historyStoreOf = perBackground((k) => createHistoryStore(k.store('history')));
