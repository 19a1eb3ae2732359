// @vitest-environment node
// Posting and the queue with the settings a publisher turns on: Track earnings per link (a tag of its own in Sub ID 5
// for each new link) and Short links on the destination, through the real background against the sandbox's API and
// Telegram over HTTP. The tagged short link goes out, History keeps the post with its tag, and the duplicate guard
// still knows the product when the next link would carry another tag.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Background, BackgroundStores } from '../../../lib/background/create-background';
import { historySettingsRecord } from '../../../lib/history/settings';
import { isTag } from '../../../lib/history/tag';
import { FIXTURES } from '../../../sandbox/fixtures';
import { type SandboxHandle, startSandbox } from '../../../sandbox/server';
import { TELEGRAM_BOTS, TELEGRAM_FIXTURES } from '../../../sandbox/telegram/fixtures';
import { freshStores } from '../background-deps';
import { connectToSandbox, resetSandboxWorld, sandboxBackground, sendFromOptions } from './sandbox-background';

const MIN = 60_000;
const PAGE = `${FIXTURES.openCampaignUrl}pressure-cooker`;

let sandbox: SandboxHandle;
let stores: BackgroundStores;
let bg: Background;
let clock: number;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, quiet: true });
});
afterAll(() => sandbox.close());

beforeEach(async () => {
  resetSandboxWorld(sandbox);
  clock = Date.UTC(2026, 10, 26, 6, 0);
  stores = freshStores();
  bg = sandboxBackground(stores, () => clock);
  await connectToSandbox(bg, sandbox);
  await historySettingsRecord.set({ keep: true, trackEarnings: true });
});
afterEach(() => vi.restoreAllMocks());

const send = (name: string, request: unknown) => sendFromOptions(bg, name, request);

async function shortLinkDestination(): Promise<string> {
  const saved = await send('destinations.save', {
    name: 'Deals with short links',
    sendsTo: 'telegram',
    botToken: TELEGRAM_BOTS.good.token,
    chat: TELEGRAM_FIXTURES.publicChat,
    channelId: FIXTURES.approvedChannelId,
    shorten: true,
    template: '{title}\n{link}',
    disclosure: '#ad',
    addDisclosure: true,
    hashtags: '',
  });
  expect(saved.ok).toBe(true);
  return saved.data.id as string;
}

const conversions = () =>
  sandbox.requests().filter((r) => r.path === '/links/convert') as { body: Record<string, unknown> }[];

describe('posting with Track earnings per link and Short links on', () => {
  it('posts the tagged short link, keeps the post in History with its tag, and stops the same product next time', async () => {
    const id = await shortLinkDestination();
    const source = { kind: 'link', url: PAGE, title: 'Pressure cooker' };
    const prepared = await send('posting.prepare', { destinationId: id, source, postId: 'post-1' });
    expect(prepared.ok).toBe(true);
    const { link } = prepared.data as { link: string };
    // The dialog renders the caption from the destination's template ({title}\n{link}), the disclosure first.
    const caption = `#ad\nPressure cooker\n${link}`;

    // The conversion carried the destination's channel, asked for a short link and had a tag in Sub ID 5.
    const asked = conversions().at(-1)?.body ?? {};
    expect(asked).toMatchObject({ url: PAGE, channel_id: FIXTURES.approvedChannelId, shorten: true });
    expect(isTag(asked.subid5 as string)).toBe(true);
    // The link is the short one the API made for that conversion, not the long tracking link.
    const made = sandbox.requests().filter((r) => r.path === '/links/convert');
    expect(made).toHaveLength(1);
    expect(link).toMatch(/^https?:\/\//);
    expect(link).not.toContain('subid5');

    const posted = await send('queue.postNow', {
      destinationId: id,
      source,
      postId: 'post-1',
      caption,
      card: null,
      title: 'Pressure cooker',
      force: false,
      attemptId: 'press-1',
    });
    expect(posted.data.posted).toMatchObject({ destinationName: 'Deals with short links' });
    const sent = sandbox.telegram.messages.filter((m) => !m.deleted);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.text.startsWith('#ad')).toBe(true);
    expect(sent[0]?.text).toContain(link);

    // History: the post, where it went, the link taken and its tag.
    const entries = await bg.historyStore.readAll();
    const post = entries.find((e) => e.source === 'posting');
    expect(post).toMatchObject({ pageUrl: PAGE, link, short: true, tag: asked.subid5 });
    expect(post?.posted).toMatchObject({
      destination: 'Deals with short links',
      messageId: posted.data.posted.messageId,
    });

    // An hour later the same page would get a new tag, yet the product is the same: the guard stops it.
    clock += 60 * MIN;
    const again = await send('queue.postNow', {
      destinationId: id,
      source,
      postId: 'post-2',
      caption,
      card: null,
      title: 'Pressure cooker',
      force: false,
      attemptId: 'press-2',
    });
    expect(again.data.duplicate).toMatchObject({ destinationName: 'Deals with short links', queued: false });
    const queued = await send('queue.add', {
      destinationId: id,
      source,
      postId: 'post-3',
      caption,
      card: null,
      title: 'Pressure cooker',
      force: false,
    });
    expect(queued.data.duplicate).toMatchObject({ queued: false });
    expect(sandbox.telegram.messages.filter((m) => !m.deleted)).toHaveLength(1);
  });
});
