// The stored connection as a call to the relay: its address and member code (remembered by the mask as soon as it is
// read, so no answer or log carries it).
import { localValidationError } from '../core/api/errors';
import type { Kernel } from '../core/background/kernel';
import { rememberKey } from '../core/background/key-mask';
import { t } from '../core/i18n';
import type { RelayCall } from './relay-client';
import { type RelayConnection, relayConnectionRecord } from './relay-connection';

/** The connection, its code remembered by the mask; throws when there is none. */
export async function connectionOf(): Promise<RelayConnection> {
  const connection = await relayConnectionRecord.get();
  if (!connection) throw localValidationError('relay', t('relayNotConnected'));
  rememberKey(connection.code);
  return connection;
}

export function callOf(k: Kernel, connection: Pick<RelayConnection, 'address' | 'code'>): RelayCall {
  return { fetch: k.fetch, address: connection.address, code: connection.code };
}
