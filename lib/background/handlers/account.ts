import { getSettings, setSettings } from '../../storage/settings';
import { getAccountState, removeAccount, saveAccount } from '../account';
import type { HandlerMap } from './types';

export const accountHandlers: HandlerMap<
  'account.get' | 'account.save' | 'account.remove' | 'settings.get' | 'settings.set'
> = {
  'account.get': () => getAccountState(),
  'account.save': (request) => saveAccount(request),
  'account.remove': () => removeAccount(),
  'settings.get': () => getSettings(),
  'settings.set': (patch) => setSettings(patch),
};
