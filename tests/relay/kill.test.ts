// Two relay processes share one database and send 100 queued posts to three channels of the sandbox's Telegram, on a
// clock running 120 times faster (a one-minute slot every half second). One is killed with SIGKILL while Telegram holds its
// send: every post is then sent exactly once or held as "outcome unknown", never twice; slots are kept; and a
// restarted relay lists the same queue.
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { openDatabase } from '../../relay/db/database';
import { TELEGRAM_BOTS, TELEGRAM_FIXTURES } from '../../sandbox/telegram/fixtures';
import { type ChildRelay, startChildRelay } from './child-relay';
import { ALL_DAY, client, startWorld, THIRD_CHAT, type World } from './world';

const POSTS = 100;
const MINUTE = 60_000;
const SCALE = 120;

let world: World;
const children: ChildRelay[] = [];

beforeAll(async () => {
  world = await startWorld({ RELAY_TIME_SCALE: String(SCALE), RELAY_TIME_EPOCH: String(Date.now()) });
});

afterAll(async () => {
  for (const child of children) await child.kill('SIGTERM');
  await world?.close();
});

interface Row {
  id: string;
  destination_id: string;
  caption: string;
  state: string;
  slot_at: number;
  posted_at: number | null;
  message_id: number | null;
  sending_by: string | null;
}

type Member = ReturnType<typeof client>;

async function start(name: string): Promise<ChildRelay> {
  const child = await startChildRelay(name, world.env);
  children.push(child);
  return child;
}

/** Three channels of the sandbox, each a destination with one-minute slots all day. */
async function addDestinations(owner: Member): Promise<string[]> {
  const chats = [TELEGRAM_FIXTURES.publicChat, String(TELEGRAM_FIXTURES.privateChatId), `@${THIRD_CHAT.username}`];
  const destinations: string[] = [];
  for (const [i, chat] of chats.entries()) {
    const added = await owner('POST', '/destinations', {
      name: `Channel ${i + 1}`,
      chat,
      botToken: TELEGRAM_BOTS.good.token,
      settings: ALL_DAY,
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    destinations.push(added.body.destination.id);
  }
  return destinations;
}

/** The posts, added through both relays twenty at a time, spread over the destinations. */
async function addPosts(relays: Member[], destinations: string[]): Promise<void> {
  for (let n = 0; n < POSTS; n += 20) {
    const batch = Array.from({ length: 20 }, (_, i) => n + i);
    const answers = await Promise.all(
      batch.map((k) =>
        (relays[k % relays.length] as Member)('POST', '/queue', {
          destinationId: destinations[k % destinations.length],
          caption: `Deal no. ${k} today`,
          title: `Deal ${k}`,
          link: `https://shop.example/item/${k}`,
        }),
      ),
    );
    for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  }
}

/** Telegram holds the next send; the relay sending it is killed, then Telegram lets the send through. */
async function killMidSend(rows: () => Promise<Row[]>): Promise<ChildRelay> {
  world.sandbox.telegram.hold();
  await world.sandbox.telegram.held();
  const sending = (await rows()).find((r) => r.state === 'sending');
  const victim = children.find((c) => c.name === sending?.sending_by);
  expect(victim, 'a relay is sending').toBeDefined();
  await victim?.kill('SIGKILL');
  world.sandbox.telegram.release();
  return victim as ChildRelay;
}

/** Each post sent is in its chat once; one held may be there at most once; nothing else is in the chats. */
function expectOnceOrHeld(final: Row[]): void {
  const states = new Set(final.map((r) => r.state));
  expect(
    [...states].every((s) => s === 'posted' || s === 'unknown'),
    [...states].join(),
  ).toBe(true);
  const messages = world.sandbox.telegram.messages;
  let inChats = 0;
  for (const row of final) {
    const copies = messages.filter((m) => m.text.endsWith(`\n${row.caption}`));
    inChats += copies.length;
    if (row.state === 'posted') {
      expect(copies, row.caption).toHaveLength(1);
      expect(copies[0]?.message_id).toBe(row.message_id);
    } else {
      expect(copies.length, row.caption).toBeLessThanOrEqual(1);
    }
  }
  expect(messages).toHaveLength(inChats);
  // The send the kill cut off is held for a person, not sent again.
  expect(final.filter((r) => r.state === 'unknown').length).toBeGreaterThanOrEqual(1);
}

/** One slot a minute per destination at most, and no post before its slot or long after it. */
function expectSlotsKept(final: Row[], destinations: string[]): void {
  for (const destination of destinations) {
    const slots = final.filter((r) => r.destination_id === destination).map((r) => r.slot_at);
    for (let i = 1; i < slots.length; i++) {
      expect((slots[i] as number) - (slots[i - 1] as number)).toBeGreaterThanOrEqual(MINUTE);
    }
  }
  for (const row of final.filter((r) => r.state === 'posted')) {
    expect(row.posted_at as number).toBeGreaterThanOrEqual(row.slot_at);
    expect((row.posted_at as number) - row.slot_at).toBeLessThan(30 * MINUTE);
  }
}

it('sends every post once or holds it, keeps the slots, and keeps the queue across a kill and a restart', async () => {
  const [a, b] = await Promise.all([start('relay-a'), start('relay-b')]);
  const destinations = await addDestinations(client(a.origin, world.ownerCode));
  await addPosts([client(a.origin, world.ownerCode), client(b.origin, world.ownerCode)], destinations);

  const db = openDatabase(world.databaseUrl, 2);
  const rows = async () => (await db.query<Row>('SELECT * FROM relay.posts ORDER BY slot_at')).rows;
  const count = async (states: string[]) => (await rows()).filter((r) => states.includes(r.state)).length;
  await vi.waitFor(async () => expect(await count(['posted'])).toBeGreaterThanOrEqual(30), {
    timeout: 60_000,
    interval: 200,
  });
  const victim = await killMidSend(rows);
  const restarting = start(`${victim.name}-again`);
  await vi.waitFor(async () => expect(await count(['waiting', 'sending', 'needs_approval'])).toBe(0), {
    timeout: 90_000,
    interval: 250,
  });
  const final = await rows();
  await db.close();

  expectOnceOrHeld(final);
  expectSlotsKept(final, destinations);
  // The restarted relay lists the same queue, post for post and state for state.
  const listed = await client((await restarting).origin, world.ownerCode)('GET', '/queue');
  const byId = new Map(final.map((r) => [r.id, r.state]));
  expect(listed.body.posts).toHaveLength(POSTS);
  for (const p of listed.body.posts as { id: string; state: string }[]) expect(p.state).toBe(byId.get(p.id));
});
