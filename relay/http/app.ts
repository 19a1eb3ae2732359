// The relay's HTTP API as a Hono app: the extension's origins only, bodies limited in size, every /v1 request signed
// in and counted, and every failure a JSON `{ error: { code, message } }` (relay/README.md documents the routes).
import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Relay } from '../context';
import { authenticate } from './auth';
import { extensionOnly } from './cors';
import type { RelayEnv } from './env';
import { RelayError } from './errors';
import { createRateLimit } from './rate-limit';
import { destinationRoutes } from './routes/destinations';
import { meRoutes } from './routes/me';
import { memberRoutes } from './routes/members';
import { queueRoutes } from './routes/queue';
import { reportRoutes } from './routes/report';

const FAILED_SIGN_INS_PER_MINUTE = 30;

export function createRelayApp(relay: Relay) {
  const app = new Hono<RelayEnv>();
  const limits = {
    perMember: createRateLimit(relay.config.ratePerMinute),
    failures: createRateLimit(FAILED_SIGN_INS_PER_MINUTE),
  };
  const addressOf = (c: Parameters<typeof getConnInfo>[0]) => {
    try {
      return getConnInfo(c).remote.address ?? 'unknown';
    } catch {
      return 'in-process';
    }
  };
  app.use('*', ...extensionOnly(relay.config.allowedOrigins));
  app.use(
    '*',
    bodyLimit({
      maxSize: relay.config.bodyLimitBytes,
      onError: () => {
        throw new RelayError(413, 'too_large', `The body is over ${relay.config.bodyLimitBytes} bytes.`);
      },
    }),
  );
  app.get('/health', (c) => c.json({ ok: true }));
  app.use('/v1/*', authenticate(relay.db, limits, addressOf));
  for (const routes of [meRoutes, destinationRoutes, queueRoutes, memberRoutes, reportRoutes]) {
    app.route('/v1', routes(relay));
  }
  app.notFound((c) =>
    c.json(new RelayError(404, 'not_found', `No route ${c.req.method} ${c.req.path}.`).toJSON(), 404),
  );
  app.onError((error, c) => {
    if (error instanceof RelayError) return c.json(error.toJSON(), error.status);
    console.error('Relay error:', error);
    return c.json({ error: { code: 'internal', message: 'The relay failed; nothing was changed.' } }, 500);
  });
  return app;
}
