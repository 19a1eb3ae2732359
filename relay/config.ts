// The relay's settings, all from the environment (relay/README.md lists them). Read once as a relay starts; a wrong
// value stops the start with the variable's name.
import { z } from 'zod';

const TELEGRAM_API = 'https://api.telegram.org';
const DEFAULT_ORIGINS = 'chrome-extension://*,moz-extension://*';

const number = (fallback: number, min: number) => z.coerce.number().min(min).default(fallback);

const Env = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(8790),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z.string().optional(),
  RELAY_DATA_DIR: z.string().default('.relay-data'),
  RELAY_SECRET_KEY: z.string().optional(),
  RELAY_ALLOWED_ORIGINS: z.string().default(DEFAULT_ORIGINS),
  TELEGRAM_API_BASE: z.url().default(TELEGRAM_API),
  RELAY_RATE_PER_MINUTE: number(600, 1),
  RELAY_BODY_LIMIT_BYTES: number(64 * 1024, 1024),
  RELAY_SEND_TIMEOUT_MS: number(30_000, 100),
  RELAY_JOB_EXPIRE_SECONDS: number(120, 1),
  RELAY_SUPERVISE_SECONDS: number(60, 1),
  RELAY_POLL_SECONDS: number(2, 0.5),
  RELAY_TIME_SCALE: number(1, 0.001),
  RELAY_TIME_EPOCH: z.coerce.number().optional(),
  RELAY_INSTANCE: z.string().optional(),
});

export interface RelayConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  /** 32 bytes for AES-256-GCM; from RELAY_SECRET_KEY (base64 or hex). */
  secretKey: Buffer | null;
  allowedOrigins: string[];
  telegramBase: string;
  ratePerMinute: number;
  bodyLimitBytes: number;
  sendTimeoutMs: number;
  jobExpireSeconds: number;
  superviseSeconds: number;
  pollSeconds: number;
  timeScale: number;
  timeEpoch: number | undefined;
  instance: string;
}

export function readSecretKey(text: string): Buffer {
  const key = /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  if (key.length !== 32) throw new Error('RELAY_SECRET_KEY must be 32 bytes, as base64 (44 characters) or hex (64)');
  return key;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): RelayConfig {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`The relay's environment is not valid: ${problems}`);
  }
  const e = parsed.data;
  const base = new URL(e.TELEGRAM_API_BASE);
  if (base.protocol !== 'https:' && base.protocol !== 'http:') throw new Error('TELEGRAM_API_BASE must be http(s)');
  // The send must have finished, or failed, before the engine hands its job to another instance.
  if (e.RELAY_SEND_TIMEOUT_MS >= e.RELAY_JOB_EXPIRE_SECONDS * 1000) {
    throw new Error('RELAY_SEND_TIMEOUT_MS must be shorter than RELAY_JOB_EXPIRE_SECONDS');
  }
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL || undefined,
    dataDir: e.RELAY_DATA_DIR,
    secretKey: e.RELAY_SECRET_KEY ? readSecretKey(e.RELAY_SECRET_KEY) : null,
    allowedOrigins: e.RELAY_ALLOWED_ORIGINS.split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    telegramBase: `${base.origin}${base.pathname}`.replace(/\/+$/, ''),
    ratePerMinute: e.RELAY_RATE_PER_MINUTE,
    bodyLimitBytes: e.RELAY_BODY_LIMIT_BYTES,
    sendTimeoutMs: e.RELAY_SEND_TIMEOUT_MS,
    jobExpireSeconds: Math.ceil(e.RELAY_JOB_EXPIRE_SECONDS),
    superviseSeconds: Math.ceil(e.RELAY_SUPERVISE_SECONDS),
    pollSeconds: e.RELAY_POLL_SECONDS,
    timeScale: e.RELAY_TIME_SCALE,
    timeEpoch: e.RELAY_TIME_EPOCH,
    instance: e.RELAY_INSTANCE ?? `pid-${process.pid}`,
  };
}
