// What the relay's parts share in one process: the database, the job engine, the clock, the settings, the sealer
// of tokens, Telegram, and the short-link expander (public addresses only).
import type { PgBoss } from 'pg-boss';
import type { TelegramCall } from '../lib/posting/telegram-client';
import type { Clock } from './clock';
import type { RelayConfig } from './config';
import type { Database } from './db/database';
import type { Sealer } from './secrets';

export interface Relay {
  db: Database;
  boss: PgBoss;
  clock: Clock;
  config: RelayConfig;
  sealer: Sealer;
  telegram: TelegramCall;
  expand: (url: string) => Promise<string>;
}
