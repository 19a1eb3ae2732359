// The job engine (pg-boss): every post to send is a job starting at its slot, every ended deal's edit and every
// daily digest one too. Jobs are created in the transaction that makes them due, so a post and its job commit
// together. The engine hands each job to one instance (several relays may share a database) and gives a job whose
// instance died to another once it expires; the send job then finds the post `sending` and holds it (send-job.ts).
import { PgBoss } from 'pg-boss';
import type { Clock } from './clock';
import type { RelayConfig } from './config';
import { bossDb, type Sql } from './db/database';

export const SEND_QUEUE = 'relay-send';
export const ENDED_QUEUE = 'relay-ended';
export const DIGEST_QUEUE = 'relay-digest';

export interface SendJob {
  postId: string;
  generation: number;
}

const YEAR_SECONDS = 365 * 86_400;
const RETRY_DELAY_SECONDS = 1;

/**
 * The longest a due job can wait because the instance that took it died: its expiry, the engine's check that
 * notices, the retry's delay and a poll of another instance; twice, for a slow machine.
 */
export function handOverMs(config: RelayConfig): number {
  const seconds = config.jobExpireSeconds + 2 * config.superviseSeconds + RETRY_DELAY_SECONDS + config.pollSeconds;
  return 2 * seconds * 1000;
}

export async function startBoss(connectionString: string, config: RelayConfig): Promise<PgBoss> {
  const boss = new PgBoss({
    connectionString,
    max: 4,
    superviseIntervalSeconds: config.superviseSeconds,
    monitorIntervalSeconds: config.superviseSeconds,
  });
  // The engine reports a lost connection and goes on; the relay's log is enough.
  boss.on('error', (error) => console.error('Job engine:', error.message));
  await boss.start();
  const common = { retryLimit: 3, retryDelay: RETRY_DELAY_SECONDS, expireInSeconds: config.jobExpireSeconds };
  await boss.createQueue(SEND_QUEUE, { ...common, retentionSeconds: YEAR_SECONDS });
  await boss.createQueue(ENDED_QUEUE, { ...common, retentionSeconds: YEAR_SECONDS });
  await boss.createQueue(DIGEST_QUEUE, common);
  return boss;
}

/** Creates the send job of a post (in the caller's transaction), to start at its slot on the wall clock. */
export async function enqueueSend(
  boss: PgBoss,
  sql: Sql,
  clock: Clock,
  post: { id: string; generation: number; slotAt: number },
): Promise<void> {
  const startAfter = new Date(Math.max(Date.now(), clock.wallAt(post.slotAt)));
  const job: SendJob = { postId: post.id, generation: post.generation };
  await boss.send(SEND_QUEUE, job, { startAfter, db: bossDb(sql) });
}

export async function enqueueEnded(boss: PgBoss, sql: Sql, clock: Clock, postId: string, at: number) {
  const startAfter = new Date(Math.max(Date.now(), clock.wallAt(at)));
  await boss.send(ENDED_QUEUE, { postId }, { startAfter, db: bossDb(sql) });
}
