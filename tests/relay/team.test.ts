// A team on one database and two relays: the duplicate guard decides a race in the database, roles keep tokens
// and approvals where they belong, bad requests are refused in JSON and change nothing, and sent posts come back
// to the extension (posts sent since), get their ended-deal edit and go into the digest.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runDigestJob } from '../../relay/posts/digest-job';
import { expandShortLink } from '../../relay/safe-fetch';
import type { RelayHandle } from '../../relay/start-relay';
import { TELEGRAM_BOTS, TELEGRAM_FIXTURES } from '../../sandbox/telegram/fixtures';
import { ALL_DAY, client, startWorld, type World } from './world';

let world: World;
let one: RelayHandle;
let two: RelayHandle;
let owner: ReturnType<typeof client>;
let destinationId: string;

beforeAll(async () => {
  world = await startWorld();
  [one, two] = await Promise.all([world.startInProcess(), world.startInProcess()]);
  owner = client(one.origin, world.ownerCode);
  const added = await owner('POST', '/destinations', {
    name: 'Sandbox Deals',
    chat: TELEGRAM_FIXTURES.publicChat,
    botToken: TELEGRAM_BOTS.good.token,
    settings: { ...ALL_DAY, markEnded: true, digest: true },
  });
  expect(added.status).toBe(201);
  destinationId = added.body.destination.id;
});

afterAll(async () => {
  await world?.close();
});

async function invite(name: string, role: 'editor' | 'contributor', origin = one.origin) {
  const invited = await owner('POST', '/members', { name, role });
  expect(invited.status).toBe(201);
  return client(origin, invited.body.code);
}

function post(n: number, link: string, extra: Record<string, unknown> = {}) {
  return { destinationId, caption: `Deal ${n}\n${link}`, title: `Deal ${n}`, link, ...extra };
}

describe('the duplicate guard', () => {
  it('gives one of two members adding the same product at once the post, and the other who queued it', async () => {
    const ravi = await invite('Ravi', 'editor', two.origin);
    // The same Amazon product through two different links, to two relays at the same moment.
    const [a, b] = await Promise.all([
      owner('POST', '/queue', post(1, 'https://www.amazon.in/dp/B0RACE0001?tag=olga-21')),
      ravi('POST', '/queue', post(2, 'https://amazon.in/gp/product/B0RACE0001/?ref=ravi')),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const [won, lost] = a.status === 201 ? [a, b] : [b, a];
    const winner = won.body.post.memberName;
    expect(lost.body.error.message).toMatch(new RegExp(`^Already queued by ${winner} at \\d{4}-\\d\\d-\\d\\dT`));
    const queued = await owner('GET', '/queue');
    expect(queued.body.posts.filter((p: { productKey: string }) => p.productKey === 'amazon:B0RACE0001')).toHaveLength(
      1,
    );
  });
});

describe('roles', () => {
  it('keep tokens on the relay and approvals with editors and the owner', async () => {
    const chen = await invite('Chen', 'contributor');
    const listed = await chen('GET', '/destinations');
    expect(listed.status).toBe(200);
    expect(JSON.stringify(listed.body)).not.toContain(TELEGRAM_BOTS.good.token.split(':')[1]);
    expect(listed.body.destinations[0].tokenTail).toBe(`••••${TELEGRAM_BOTS.good.token.slice(-4)}`);
    const ownersView = await owner('GET', '/destinations');
    expect(JSON.stringify(ownersView.body)).not.toContain(TELEGRAM_BOTS.good.token.split(':')[1]);
    const sealed = await one.relay.db.query('SELECT token_sealed FROM relay.destinations');
    expect(JSON.stringify(sealed.rows)).not.toContain(TELEGRAM_BOTS.good.token.split(':')[1]);

    const addDestination = await chen('POST', '/destinations', {
      name: 'Mine',
      chat: TELEGRAM_FIXTURES.publicChat,
      botToken: TELEGRAM_BOTS.good.token,
    });
    expect(addDestination.status).toBe(403);

    const queued = await chen('POST', '/queue', post(3, 'https://shop.example/item/chen'));
    expect(queued.status).toBe(201);
    expect(queued.body.post.state).toBe('needs_approval');
    const id = queued.body.post.id;
    expect((await chen('POST', `/queue/${id}/approve`)).status).toBe(403);
    const approved = await owner('POST', `/queue/${id}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.body.post.state).toBe('waiting');
    expect((await owner('GET', '/audit')).body.entries.map((e: { action: string }) => e.action)).toEqual(
      expect.arrayContaining(['member.invited', 'post.added', 'post.approve', 'destination.added']),
    );
  });
});

describe('bad requests', () => {
  it('are refused in JSON and change nothing', async () => {
    const before = (await owner('GET', '/queue')).body.posts.length;
    const notJson = await fetch(`${one.origin}/v1/queue`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${world.ownerCode}`, 'Content-Type': 'application/json' },
      body: '{"caption":',
    });
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toMatchObject({ error: { code: 'invalid' } });
    const noLink = await owner('POST', '/queue', { destinationId, caption: 'x', link: 'javascript:alert(1)' });
    expect(noLink.status).toBe(400);
    expect(noLink.body.error.details.field).toBe('link');
    const huge = await owner('POST', '/queue', post(4, 'https://shop.example/big', { caption: 'x'.repeat(70_000) }));
    expect(huge.status).toBe(413);
    expect((await owner('GET', '/queue')).body.posts).toHaveLength(before);

    expect((await client(one.origin, 'rly_nope')('GET', '/me')).status).toBe(401);
    const foreign = await fetch(`${one.origin}/v1/me`, {
      headers: { Authorization: `Bearer ${world.ownerCode}`, Origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
    const extension = await fetch(`${one.origin}/v1/me`, {
      headers: { Authorization: `Bearer ${world.ownerCode}`, Origin: 'chrome-extension://abcdefghijklmnop' },
    });
    expect(extension.status).toBe(200);
    expect(extension.headers.get('access-control-allow-origin')).toBe('chrome-extension://abcdefghijklmnop');
  });

  it('never fetch a private or loopback address for a member', async () => {
    await expect(expandShortLink(`${world.sandbox.origin}/anything`)).rejects.toThrow(/private or loopback/);
    await expect(expandShortLink('http://localhost:9/x')).rejects.toThrow();
  });
});

describe('sent posts', () => {
  it('come back as "sent since", get their ended-deal edit and go into the day’s digest', async () => {
    const since = Date.now() - 1;
    const link = 'https://shop.example/item/ending';
    const added = await owner('POST', '/queue', post(5, link, { endsAt: Date.now() + 1500 }));
    expect(added.status).toBe(201);
    const id = added.body.post.id;
    expect((await owner('POST', `/queue/${id}/post-now`)).body.post.state).toBe('waiting');
    const sent = await vi.waitFor(
      async () => {
        const answer = await owner('GET', `/posts/sent?since=${since}`);
        const found = answer.body.posts.find((p: { id: string }) => p.id === id);
        if (!found) throw new Error('not sent yet');
        return found;
      },
      { timeout: 15_000, interval: 100 },
    );
    expect(sent.postUrl).toMatch(/^https:\/\/t\.me\/sandbox_deals\/\d+$/);
    const message = () =>
      world.sandbox.telegram.messages.find(
        (m) => m.chatId === TELEGRAM_FIXTURES.publicChatId && m.message_id === sent.messageId,
      );
    expect(message()?.text).toMatch(/^#ad\nDeal 5/);
    await vi.waitFor(() => expect(message()?.text).toMatch(/^⛔ Deal ended\n#ad\nDeal 5/), { timeout: 15_000 });

    // The ended post is not in the digest; a second run the same day sends nothing.
    const other = await owner('POST', '/queue', post(6, 'https://shop.example/item/digest'));
    await owner('POST', `/queue/${other.body.post.id}/post-now`);
    await vi.waitFor(
      async () => {
        const { posts } = (await owner('GET', `/posts/sent?since=${since}`)).body;
        expect(posts.map((p: { id: string }) => p.id)).toContain(other.body.post.id);
      },
      { timeout: 15_000, interval: 100 },
    );
    const job = { data: { destinationId } } as Parameters<typeof runDigestJob>[1];
    expect(await runDigestJob(one.relay, job)).toBe(1);
    expect(await runDigestJob(two.relay, job)).toBe(0);
    const digest = world.sandbox.telegram.messages.at(-1);
    expect(digest?.text).toContain('Today\u2019s deals on Sandbox Deals'.replace('\u2019', "'"));
    expect(digest?.text).toContain('Deal 6');
    expect(digest?.text).not.toContain('Deal 5');
  });
});
