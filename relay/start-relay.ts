// One relay instance: the schema migrated, the job engine started with its workers, and the HTTP API listening.
// Several instances may run against one database; each sends only the jobs the engine hands it.
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { PgBoss } from 'pg-boss';
import { createClock } from './clock';
import type { RelayConfig } from './config';
import type { Relay } from './context';
import { openDatabase } from './db/database';
import { migrate } from './db/schema';
import { createRelayApp } from './http/app';
import { DIGEST_QUEUE, ENDED_QUEUE, SEND_QUEUE, type SendJob, startBoss } from './jobs';
import { runDigestJob } from './posts/digest-job';
import { runEndedJob } from './posts/ended-job';
import { runSendJob } from './posts/send-job';
import { expandShortLink } from './safe-fetch';
import { createSealer } from './secrets';
import { relayTelegram } from './telegram';

export interface RelayHandle {
  relay: Relay;
  origin: string;
  app: ReturnType<typeof createRelayApp>;
  stop(): Promise<void>;
}

async function startWorkers(boss: PgBoss, relay: Relay): Promise<void> {
  const poll = relay.config.pollSeconds;
  // Sends are on the clock; an ended deal's edit or a digest may wait a few seconds more.
  const sends = { pollingIntervalSeconds: poll, localConcurrency: 2 };
  await boss.work<SendJob>(SEND_QUEUE, sends, async ([job]) => job && runSendJob(relay, job));
  const ended = { pollingIntervalSeconds: Math.max(poll, 1) };
  await boss.work<{ postId: string }>(ENDED_QUEUE, ended, async ([job]) => job && runEndedJob(relay, job));
  const digests = { pollingIntervalSeconds: Math.max(poll, 5) };
  await boss.work<{ destinationId: string }>(DIGEST_QUEUE, digests, async ([job]) => {
    if (job) await runDigestJob(relay, job);
  });
}

export async function startRelay(config: RelayConfig, databaseUrl: string, secretKey: Buffer): Promise<RelayHandle> {
  const db = openDatabase(databaseUrl);
  await migrate(db.pool);
  const boss = await startBoss(databaseUrl, config);
  const relay: Relay = {
    db,
    boss,
    clock: createClock(config.timeScale, config.timeEpoch),
    config,
    sealer: createSealer(secretKey),
    telegram: relayTelegram(config.telegramBase, config.sendTimeoutMs),
    expand: (url) => expandShortLink(url),
  };
  await startWorkers(boss, relay);
  const app = createRelayApp(relay);
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => resolve(s));
    s.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  return {
    relay,
    app,
    origin: `http://${config.host}:${port}`,
    async stop() {
      await new Promise<void>((resolve) => {
        if ('closeAllConnections' in server) server.closeAllConnections();
        server.close(() => resolve());
      });
      await boss.stop({ graceful: true, timeout: 10_000 });
      await db.close();
    },
  };
}
