import type { HandlerMap } from '../background/handlers/types';
import type { SalesStatus } from '../messaging/protocol';
import { getSalesSettings, setSalesSettings } from './settings';
import type { SalesSync } from './sync';

export function salesHandlers(sales: SalesSync): HandlerMap<'sales.status' | 'sales.settings' | 'sales.syncNow'> {
  const status = async (): Promise<SalesStatus> => ({ settings: await getSalesSettings(), ...(await sales.status()) });
  return {
    'sales.status': status,
    'sales.settings': async (patch) => {
      await setSalesSettings(patch);
      return status();
    },
    // Joins a sync already running; with Sales alerts off it asks nothing.
    'sales.syncNow': async () => {
      await sales.sync('manual');
      return status();
    },
  };
}
