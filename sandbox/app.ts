// The sandbox as a Hono app: foreign hosts get merchant pages, /__sandbox the test controls, and
// /pub_api/v3 the API (request log, injected faults, then the key check in front of every route).
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { API_PREFIX, authenticate } from './auth';
import { createControls } from './controls/controls';
import { injectFaults, logRequests } from './controls/middleware';
import { utcDay } from './dates';
import { discordControlRoutes, discordRoutes } from './discord/routes';
import { createDiscordSandbox } from './discord/state';
import { ApiProblem } from './errors';
import { foreignHost, isOwnHost } from './merchant-page';
import { accessRoutes } from './routes/access';
import { campaignRoutes } from './routes/campaigns';
import { channelRoutes } from './routes/channels';
import { claimRoutes } from './routes/claims';
import { controlRoutes } from './routes/control';
import { cpcClickRoutes } from './routes/cpc-clicks';
import { earningsRoutes } from './routes/earnings';
import { invoiceRoutes } from './routes/invoices';
import { linkRoutes } from './routes/links';
import { lookupRoutes } from './routes/lookups';
import { offerRoutes } from './routes/offers';
import { pingRoutes } from './routes/ping';
import { reportRoutes } from './routes/reports';
import { transactionRoutes } from './routes/transactions';
import { unmonetizedRoutes } from './routes/unmonetized';
import { DEFAULT_SEED, type Env, type Runtime, type SandboxOptions } from './runtime';
import { createState } from './state';
import { chatPageRoutes, telegramControlRoutes } from './telegram/chat-page';
import { telegramRoutes } from './telegram/routes';
import { createTelegramSandbox } from './telegram/state';

export function createRuntime(opts: SandboxOptions = {}): Runtime {
  const fixed = opts.today ? new Date(opts.today.getTime()) : null;
  const now = () => (fixed ? new Date(fixed.getTime()) : new Date());
  const build = () => {
    const at = now();
    return createState({
      today: utcDay(at),
      nowMs: at.getTime(),
      scale: opts.scale ?? 'normal',
      seed: opts.seed ?? DEFAULT_SEED,
    });
  };
  const rt: Runtime = {
    state: build(),
    controls: createControls(),
    telegram: createTelegramSandbox(),
    discord: createDiscordSandbox(),
    quiet: opts.quiet ?? false,
    now,
    reset() {
      rt.state = build();
      rt.controls.faults.clear();
      rt.controls.log.clear();
      rt.controls.aiFails = false;
      rt.controls.shuffleTies = false;
      rt.telegram.reset();
      rt.discord.reset();
    },
  };
  return rt;
}

export function createApp(rt: Runtime): Hono<Env> {
  const app = new Hono<Env>();

  // The server's clock as every answer shows it (the sandbox's own "now", fixed or real).
  app.use('*', async (c, next) => {
    await next();
    c.res.headers.set('Date', rt.now().toUTCString());
  });
  app.use('*', async (c, next) => (isOwnHost(c.req.header('host')) ? next() : foreignHost(rt, c)));

  app.route('/__sandbox/telegram', telegramControlRoutes(rt.telegram));
  app.route('/__sandbox/discord', discordControlRoutes(rt.discord));
  app.route('/__sandbox', controlRoutes(rt));
  // The Telegram Bot API (`/bot<token>/<method>`) and its fake chats' page.
  app.use('/bot*', cors({ origin: '*' }));
  app.route('/', telegramRoutes(rt.telegram));
  app.route('/telegram', chatPageRoutes(rt.telegram));
  // Discord's webhooks (`/api/webhooks/<id>/<token>`).
  app.use('/api/webhooks/*', cors({ origin: '*' }));
  app.route('/', discordRoutes(rt.discord));

  app.use(`${API_PREFIX}/*`, cors({ origin: '*', allowHeaders: ['Authorization', 'Content-Type'] }));
  app.use(`${API_PREFIX}/*`, logRequests(rt), injectFaults(rt), authenticate(rt));
  for (const routes of [
    pingRoutes(),
    lookupRoutes(),
    campaignRoutes(rt),
    accessRoutes(rt),
    linkRoutes(rt),
    offerRoutes(rt),
    channelRoutes(rt),
    transactionRoutes(rt),
    cpcClickRoutes(rt),
    reportRoutes(rt),
    earningsRoutes(rt),
    unmonetizedRoutes(rt),
    invoiceRoutes(rt),
    claimRoutes(rt),
  ]) {
    app.route(API_PREFIX, routes);
  }

  app.get('/', (c) =>
    c.json({
      name: 'Monetization API v3 sandbox',
      base_url: `${new URL(c.req.url).origin}${API_PREFIX}`,
      controls: `${new URL(c.req.url).origin}/__sandbox`,
    }),
  );
  app.notFound((c) => c.json({ error: `Not found: ${c.req.method} ${c.req.path}` }, 404));
  app.onError((err, c) => {
    if (err instanceof ApiProblem) return c.json(err.body, err.status);
    if (!rt.quiet) console.error(err);
    return c.json({ error: `Internal sandbox error: ${err.message}` }, 500);
  });
  return app;
}
