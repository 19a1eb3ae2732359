import { getSettings, setSettings } from '../../storage/settings';
import type { Account } from '../account';
import type { HandlerMap } from './types';

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
