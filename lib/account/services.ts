// The account's service the worker's script needs over a kernel: the account as pages may see it (saving, checking
// and removing the key is account-service.ts, part of the publishing engine).
import { perBackground } from '../core/background/kernel';
import { createAccountState } from './account-state';

export const accountStateOf = perBackground((k) => createAccountState({ api: k.api, apiCaches: k.apiCaches }));
