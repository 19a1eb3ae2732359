// History's copy of what a relay sent, over a real background and a stand-in relay (its `fetch`): each sent post is
// recorded once however often the relay is read, with its message and the sub ID tag of the member who queued it;
// an answer that does not fit the relay's API is a clear error and records nothing; the member code never leaves
// the background.
import { beforeEach, describe, expect, it } from 'vitest';
import { relayConnectionRecord } from '../../lib/relay-link/relay-connection';
import { relayLinkService } from '../../lib/relay-link/relay-link-service';
import { testBackground } from '../support/background-deps';

const CODE = 'rly_11111111111111111111111111111111_secretpartofthecode';
const T = Date.UTC(2026, 10, 28, 6, 0);

const post = (id: string, postedAt: number, memberId: string) => ({
  id,
  state: 'posted',
  destinationId: 'dest-1',
  memberId,
  slotAt: postedAt,
  createdAt: postedAt - 60_000,
  caption: `Deal ${id}\nhttps://track.example/go?url=https%3A%2F%2Fshop.example%2F${id}`,
  title: `Deal ${id}`,
  link: `https://track.example/go?url=https%3A%2F%2Fshop.example%2F${id}&subid4=tag-${memberId}`,
  memberName: memberId === 'm1' ? 'Olga' : 'Ravi',
  destinationName: 'Team deals',
  postedAt,
  messageId: 40 + Number(id.slice(1)),
  postUrl: `https://t.me/sandbox_deals/${40 + Number(id.slice(1))}`,
  failure: null,
});

/** A relay that has sent `posts` (read by `since`, oldest first), and what it was asked. */
function fakeRelay(posts: ReturnType<typeof post>[], broken = false) {
  const asked: { url: string; auth: string | null }[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    asked.push({ url: url.pathname + url.search, auth: new Headers(init?.headers).get('authorization') });
    if (url.pathname === '/v1/members') {
      return Response.json({
        members: [
          { id: 'm1', name: 'Olga', role: 'owner', subId: 'tag-m1', active: true },
          { id: 'm2', name: 'Ravi', role: 'contributor', subId: 'tag-m2', active: true },
        ],
      });
    }
    if (url.pathname === '/v1/posts/sent') {
      const since = Number(url.searchParams.get('since'));
      const sent = posts.filter((p) => p.postedAt > since);
      return Response.json(broken ? { posts: [{ id: 'p1' }], next: null } : { posts: sent, next: null });
    }
    return Response.json({ error: { code: 'not_found', message: 'No such route.' } }, { status: 404 });
  };
  return { fetch: fetch as typeof globalThis.fetch, asked };
}

async function connect() {
  await relayConnectionRecord.set({
    address: 'http://127.0.0.1:8790',
    code: CODE,
    team: { id: 'team-1', name: 'Deals team', timeZone: 'UTC' },
    member: { id: 'm1', name: 'Olga', role: 'owner', subId: 'tag-m1' },
    sentSince: T,
    sentIdsAt: [],
  });
}

describe('the relay link: History from the relay', () => {
  beforeEach(connect);

  it('records each sent post once, with its message and its member’s sub ID tag', async () => {
    const posts = [post('p1', T + 1000, 'm1'), post('p2', T + 2000, 'm2')];
    const relay = fakeRelay(posts);
    const bg = testBackground({ fetch: relay.fetch });
    expect(await relayLinkService(bg).syncSent()).toBe(2);
    // Read again (and twice at once): nothing new.
    expect(await Promise.all([relayLinkService(bg).syncSent(), relayLinkService(bg).syncSent()])).toEqual([0, 0]);
    posts.push(post('p3', T + 3000, 'm2'));
    expect(await relayLinkService(bg).syncSent()).toBe(1);

    const entries = await bg.historyStore.readAll();
    expect(entries.map((e) => e.pageTitle).sort()).toEqual(['Deal p1', 'Deal p2', 'Deal p3']);
    const p2 = entries.find((e) => e.pageTitle === 'Deal p2');
    expect(p2).toMatchObject({
      source: 'posting',
      pageUrl: 'https://shop.example/p2',
      subIds: ['', '', '', 'tag-m2', ''],
      posted: { destination: 'Team deals', messageId: 42, postUrl: 'https://t.me/sandbox_deals/42' },
    });
    expect((await relayConnectionRecord.get())?.sentSince).toBe(T + 3000);
    expect(relay.asked.every((a) => a.auth === `Bearer ${CODE}`)).toBe(true);
    expect(relay.asked[0]?.url).toBe(`/v1/posts/sent?since=${T}&limit=100`);
  });

  it('says an answer that does not fit is not one it understands, and records nothing', async () => {
    const bg = testBackground({ fetch: fakeRelay([post('p1', T + 1000, 'm1')], true).fetch });
    await expect(relayLinkService(bg).syncSent()).rejects.toMatchObject({
      kind: 'bad_response',
      message: expect.stringContaining('not one this extension understands'),
    });
    expect(await bg.historyStore.readAll()).toEqual([]);
    expect((await relayConnectionRecord.get())?.sentSince).toBe(T);
  });

  it('answers the page with the code masked, and forgets the connection on Disconnect', async () => {
    const bg = testBackground({ fetch: fakeRelay([]).fetch });
    const status = await relayLinkService(bg).status();
    expect(status).toMatchObject({ connected: true, team: 'Deals team', codeTail: '••••code' });
    expect(JSON.stringify(status)).not.toContain('secretpart');
    expect(await relayLinkService(bg).disconnect()).toEqual({ connected: false });
    expect(await relayConnectionRecord.get()).toBeNull();
  });
});
