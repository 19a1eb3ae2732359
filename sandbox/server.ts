// Starts the sandbox on a real HTTP port. The same app also runs in-process (`handle.app.request(...)`).
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp, createRuntime } from './app';
import { API_PREFIX } from './auth';
import type { Fault, FaultSpec } from './controls/faults';
import type { LoggedRequest } from './controls/request-log';
import type { DiscordSandbox } from './discord/state';
import { DEMO_KEYS } from './keys';
import { DEFAULT_PORT, type SandboxOptions } from './runtime';
import type { TelegramSandbox } from './telegram/state';
import type { SandboxState } from './types';
import { setUsedToday, type UsageKind } from './usage';

export type { SandboxOptions } from './runtime';

export interface SandboxHandle {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** origin + `/pub_api/v3` */
  baseUrl: string;
  keys: typeof DEMO_KEYS;
  /** The live in-memory state (replaced by reset()). */
  readonly state: SandboxState;
  /** The Hono app, for in-process requests: `app.request('/pub_api/v3/ping', { headers })`. */
  app: ReturnType<typeof createApp>;
  addFault(fault: FaultSpec): Fault;
  clearFaults(): void;
  setAiFailure(fail: boolean): void;
  /** The tie-order fault: records that tie on the sort key in a fresh random order on every request. */
  setShuffleTies(shuffle: boolean): void;
  requests(): LoggedRequest[];
  clearRequests(): void;
  /** Sets today's count of channels or access requests created by the key's publisher. */
  setUsage(key: string, kind: UsageKind, used: number): void;
  /** The Telegram Bot API's chats, posts and controls (its base address is `origin`). */
  readonly telegram: TelegramSandbox;
  /** Discord's webhooks (at `origin`/api/webhooks/…): their posts, calls and a 429 on demand. */
  readonly discord: DiscordSandbox;
  /** A fresh seeded state; faults, the request log and the AI switch are cleared too. */
  reset(): void;
  close(): Promise<void>;
}

export async function startSandbox(opts: SandboxOptions = {}): Promise<SandboxHandle> {
  const rt = createRuntime(opts);
  const app = createApp(rt);
  const host = opts.host ?? '127.0.0.1';
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port: opts.port ?? DEFAULT_PORT, hostname: host }, () => resolve(s));
    s.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  const origin = `http://${host}:${port}`;
  return {
    origin,
    baseUrl: `${origin}${API_PREFIX}`,
    keys: DEMO_KEYS,
    get state() {
      return rt.state;
    },
    app,
    get telegram() {
      return rt.telegram;
    },
    get discord() {
      return rt.discord;
    },
    addFault: (fault) => rt.controls.faults.add(fault),
    clearFaults: () => void rt.controls.faults.clear(),
    setAiFailure: (fail) => {
      rt.controls.aiFails = fail;
    },
    setShuffleTies: (shuffle) => {
      rt.controls.shuffleTies = shuffle;
    },
    requests: () => rt.controls.log.list(),
    clearRequests: () => rt.controls.log.clear(),
    setUsage(key, kind, used) {
      const record = rt.state.keys.get(key);
      if (!record) throw new Error(`Unknown sandbox key: ${key}`);
      setUsedToday(rt.state.publishers.get(record.publisherId)!, kind, rt.now(), used);
    },
    reset: () => rt.reset(),
    close: () =>
      new Promise<void>((resolve, reject) => {
        if ('closeAllConnections' in server) server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
