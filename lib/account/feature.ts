import type { HandlerMap } from '../background/handlers/types';
import type { Account } from './account';
import { getSettings, setSettings } from './settings';

export function accountHandlers(
  account: Account,
): HandlerMap<'account.get' | 'account.save' | 'account.remove' | 'settings.get' | 'settings.set'> {
  return {
    'account.get': () => account.getAccountState(),
    'account.save': (request) => account.saveAccount(request),
    'account.remove': () => account.removeAccount(),
    'settings.get': () => getSettings(),
    'settings.set': (patch) => setSettings(patch),
  };
}
