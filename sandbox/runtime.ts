// What every route reaches: the current state (replaced on reset), the clock and the test controls.
import type { Controls } from './controls/controls';
import type { DiscordSandbox } from './discord/state';
import type { TelegramSandbox } from './telegram/state';
import type { ApiKeyRecord, PublisherState, SandboxState, Scale } from './types';

export interface SandboxOptions {
  /** Default 8787; 0 picks a free port. */
  port?: number;
  host?: '127.0.0.1';
  /** The sandbox's "now": data is dated relative to its UTC day, and the clock stays at it. Default: real time. */
  today?: Date;
  scale?: Scale;
  seed?: number;
  /** No request lines or errors on the console. */
  quiet?: boolean;
}

export const DEFAULT_SEED = 1729;
export const DEFAULT_PORT = 8787;

export interface Runtime {
  state: SandboxState;
  readonly controls: Controls;
  /** The Telegram Bot API's chats, posts and controls (sandbox/telegram/). */
  readonly telegram: TelegramSandbox;
  /** Discord's webhooks, their posts and controls (sandbox/discord/). */
  readonly discord: DiscordSandbox;
  readonly quiet: boolean;
  now(): Date;
  /** A fresh seeded state (same seed, scale and clock); the controls are cleared too. */
  reset(): void;
}

export interface AuthContext {
  key: ApiKeyRecord;
  pub: PublisherState;
}

export type Env = { Variables: { auth: AuthContext } };
