// Discord's webhook API as the sandbox fakes it: GET describes the webhook, POST (`?wait=true`: the message in the
// answer) takes a JSON body or a multipart one with `payload_json` and `files[n]`, PATCH `/messages/<id>` edits a
// post; `/__sandbox/discord` shows the posts and tells it to give a 429.
import { Hono } from 'hono';
import { DISCORD_GUILD_ID, DISCORD_WEBHOOKS, type DiscordSandbox } from './state';

const known = (id: string, token: string) =>
  Object.values(DISCORD_WEBHOOKS).find((w) => w.id === id && w.token === token);

export function discordRoutes(dc: DiscordSandbox): Hono {
  const app = new Hono();
  app.all('/api/webhooks/:id/:token/*', handle);
  app.all('/api/webhooks/:id/:token', handle);

  async function handle(c: import('hono').Context) {
    const { id, token } = c.req.param() as { id: string; token: string };
    const webhook = known(id, token);
    const method = c.req.method;
    if (!webhook) {
      dc.calls.push({ method, webhookId: id, status: 404 });
      return c.json({ message: 'Unknown Webhook', code: 10015 }, 404);
    }
    const bucket = dc.take(id);
    for (const [k, v] of Object.entries(bucket.headers)) c.header(k, v);
    if (bucket.retryAfter !== null) {
      dc.calls.push({ method, webhookId: id, status: 429 });
      c.header('Retry-After', String(Math.ceil(bucket.retryAfter)));
      return c.json({ message: 'You are being rate limited.', retry_after: bucket.retryAfter, global: false }, 429);
    }
    dc.calls.push({ method, webhookId: id, status: 200 });
    if (method === 'GET') {
      return c.json({
        id,
        type: 1,
        name: webhook.name,
        channel_id: webhook.channelId,
        guild_id: DISCORD_GUILD_ID,
        token,
      });
    }
    if (method === 'PATCH') {
      const messageId = c.req.path.split('/messages/')[1] ?? '';
      const post = dc.posts.find((p) => p.id === messageId && p.webhookId === id);
      if (!post) return c.json({ message: 'Unknown Message', code: 10008 }, 404);
      post.edits.push(await c.req.json().catch(() => null));
      return c.json({ id: post.id, channel_id: post.channelId });
    }
    if (method !== 'POST') return c.json({ message: '405: Method Not Allowed', code: 0 }, 405);
    const type = c.req.header('Content-Type') ?? '';
    let payload: DiscordSandboxPayload = {};
    let files = 0;
    if (type.startsWith('multipart/form-data')) {
      const form = await c.req.parseBody({ all: true });
      payload = JSON.parse(String(form.payload_json ?? '{}'));
      files = Object.keys(form).filter((k) => k.startsWith('files[')).length;
    } else payload = await c.req.json().catch(() => ({}));
    const embeds = payload.embeds ?? [];
    const e = embeds[0];
    if (!e || (e.title?.length ?? 0) > 256 || (e.description?.length ?? 0) > 4096) {
      return c.json({ message: 'Invalid Form Body', code: 50035 }, 400);
    }
    const post = { id: dc.nextId(), webhookId: id, channelId: webhook.channelId, payload, files, edits: [] };
    dc.posts.push(post);
    return c.json({ id: post.id, channel_id: post.channelId, type: 0, webhook_id: id, embeds });
  }
  return app;
}

type DiscordSandboxPayload = DiscordSandbox['posts'][number]['payload'];

export function discordControlRoutes(dc: DiscordSandbox): Hono {
  const app = new Hono();
  app.get('/', (c) => c.json({ data: { posts: dc.posts, calls: dc.calls } }));
  app.post('/too-many', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { count?: unknown; retry_after?: unknown };
    const count = typeof body.count === 'number' && body.count > 0 ? Math.floor(body.count) : 1;
    const retryAfter = typeof body.retry_after === 'number' && body.retry_after >= 0 ? body.retry_after : 0.5;
    dc.tooMany(count, retryAfter);
    return c.json({ data: { count, retry_after: retryAfter } });
  });
  return app;
}
