// @vitest-environment node
// Posting and the queue with the settings a publisher turns on: Track earnings per link (a tag of its own in Sub ID 5
// for each new link) and Short links on the destination, through the real background against the sandbox's API and
// Telegram over HTTP. The tagged short link goes out, History keeps the post with its tag, and the duplicate guard
// still knows the product when the next link would carry another tag; a converted post (its links made by the post
// converter, tagged and short) goes out as written, and the guard and the slots know it too.
import { beforeEach, describe, expect, it } from 'vitest';
import { historySettingsRecord } from '../../lib/history/settings';
import { isTag } from '../../lib/history/tag';
import { queueService } from '../../lib/queue/queue-service';
import { FIXTURES } from '../../sandbox/fixtures';
import { backgroundPerTest, saveTelegramDestination, setQueueSettings } from '../support/sandbox-background';
import { sandboxForFile } from '../support/sandbox-for-file';

const MIN = 60_000;
const PAGE = `${FIXTURES.openCampaignUrl}pressure-cooker`;

const sandbox = sandboxForFile();
const world = backgroundPerTest(sandbox, Date.UTC(2026, 10, 26, 6, 0));
beforeEach(() => historySettingsRecord.set({ keep: true, trackEarnings: true }));
const send = world.send;

/** A destination with Short links on: the bot's Telegram chat unless `other` says otherwise. */
const shortLinkDestination = (other: Record<string, unknown> = {}) =>
  saveTelegramDestination(send, { name: 'Deals with short links', shorten: true, ...other });

const conversions = () =>
  sandbox.requests().filter((r) => r.path === '/links/convert') as { body: Record<string, unknown> }[];

/** Slots every 5 minutes, all day, for the destination. */
const slotsAllDay = (destinationId: string) =>
  setQueueSettings(send, destinationId, { activeFrom: '00:00', activeUntil: '00:00' });

const POST_PAGES = [PAGE, `${FIXTURES.openCampaignUrl}rice-10kg`];

/** A post converter's run over two links: each converted with the run's id, as the converter page does, and put back
 * in the text as the link the person takes (the short one, Short links being on). */
async function converted(
  run: string,
  subIds: string[] = [],
): Promise<{ links: string[]; text: string; pages: { link: string; page: string }[] }> {
  const links: string[] = [];
  for (const url of POST_PAGES) {
    const answer = await send('post.convertLink', {
      url,
      channelId: FIXTURES.approvedChannelId,
      shorten: true,
      subIds,
      postId: run,
    });
    expect(answer.ok).toBe(true);
    const { result } = answer.data as { result: { tracking_url: string; short_url?: string } };
    links.push(result.short_url ?? result.tracking_url);
  }
  const pages = links.map((link, i) => ({ link, page: POST_PAGES[i] as string }));
  return { links, text: `Two deals today\nCooker ${links[0]}\nRice ${links[1]}`, pages };
}

const textPost = (destinationId: string, text: string, run: string, pages?: { link: string; page: string }[]) => ({
  destinationId,
  source: { kind: 'text', text, ...(pages ? { pages } : {}) },
  postId: run,
  caption: `#ad\n${text}`,
  card: null,
  title: 'Two deals today',
  force: false,
});

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
    const entries = await world.bg.historyStore.readAll();
    const post = entries.find((e) => e.source === 'posting');
    expect(post).toMatchObject({ pageUrl: PAGE, link, short: true, tag: asked.subid5 });
    expect(post?.posted).toMatchObject({
      destination: 'Deals with short links',
      messageId: posted.data.posted.messageId,
    });

    // An hour later the same page would get a new tag, yet the product is the same: the guard stops it.
    world.clock += 60 * MIN;
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

  it('remembers a converted post sent with Post now: the guard stops the same products converted again, and its slot is taken', async () => {
    const id = await shortLinkDestination();
    await slotsAllDay(id);
    const postText = (text: string, run: string) =>
      send('queue.postNow', { ...textPost(id, text, run), attemptId: `press-${run}` });

    const first = await converted('run-1');
    const posted = await postText(first.text, 'run-1');
    expect(posted.data.posted).toMatchObject({ destinationName: 'Deals with short links' });
    const slotTaken = world.clock;
    // The post is the converted text as it is, its first link on the Buy now button.
    const [message] = sandbox.telegram.messages.filter((m) => !m.deleted);
    expect(message?.text).toBe(`#ad\n${first.text}`);
    expect(message?.replyMarkup).toEqual({ inline_keyboard: [[{ text: 'Buy now', url: first.links[0] }]] });
    // History: the converter's entries of its two links say where it went (no entry is added).
    const history = await world.bg.historyStore.readAll();
    expect(history.filter((e) => e.source === 'posting')).toEqual([]);
    const marked = history.filter((e) => e.posted);
    expect(marked.map((e) => e.link).sort()).toEqual([...first.links].sort());
    for (const entry of marked) {
      expect(entry.posted).toEqual({
        destination: 'Deals with short links',
        messageId: posted.data.posted.messageId,
        postUrl: posted.data.posted.postUrl,
      });
    }

    // An hour later the same post converted again: new tags, so other short links, yet the same two products.
    world.clock += 60 * MIN;
    const second = await converted('run-2');
    expect(second.links.some((link) => first.links.includes(link))).toBe(false);
    const stopped = await postText(second.text, 'run-2');
    expect(stopped.data.duplicate).toEqual({
      at: slotTaken,
      destinationName: 'Deals with short links',
      postUrl: posted.data.posted.postUrl,
      queued: false,
    });
    expect(sandbox.telegram.messages.filter((m) => !m.deleted)).toHaveLength(1);
    // One of the two products alone is another post.
    const one = await postText(`Cooker only ${second.links[0]}`, 'run-3');
    expect(one.data.posted).toBeTruthy();

    // The queue counts the converted posts as the destination's: the next post waits for the slot after them.
    const queued = await send('queue.add', {
      destinationId: id,
      source: { kind: 'link', url: `${FIXTURES.openCampaignUrl}kettle`, title: 'Kettle' },
      postId: 'post-kettle',
      caption: '#ad\nKettle',
      card: null,
      title: 'Kettle',
      force: false,
    });
    expect(queued.ok).toBe(true);
    expect(queued.data.queued.slotAt).toBeGreaterThanOrEqual(world.clock + 5 * MIN);
  });

  it('queues a converted post: it goes out at its slot as written, and the same post converted again is stopped while it waits', async () => {
    const id = await shortLinkDestination();
    await slotsAllDay(id);
    const first = await converted('run-1');
    const added = await send('queue.add', textPost(id, first.text, 'run-1'));
    expect(added.ok).toBe(true);
    const queued = added.data.queued as { slotAt: number; link: string };
    expect(queued.link).toBe(first.links[0]);

    const second = await converted('run-2');
    const again = await send('queue.add', textPost(id, second.text, 'run-2'));
    expect(again.data.duplicate).toMatchObject({ queued: true, destinationName: 'Deals with short links' });

    world.clock = queued.slotAt;
    await queueService(world.bg).tick();
    const sent = sandbox.telegram.messages.filter((m) => !m.deleted);
    expect(sent.map((m) => m.text)).toEqual([`#ad\n${first.text}`]);
    expect(sent[0]?.replyMarkup).toEqual({ inline_keyboard: [[{ text: 'Buy now', url: first.links[0] }]] });
    const state = (await send('queue.state', {})).data as { items: { status: string }[] };
    expect(state.items.map((i) => i.status)).toEqual(['posted']);
    // Posted now, it stops the same products as a post that went out.
    const later = await send('queue.postNow', { ...textPost(id, second.text, 'run-2'), attemptId: 'press-late' });
    expect(later.data.duplicate).toMatchObject({ queued: false, at: queued.slotAt });
  });

  it('a converted post copied for WhatsApp: its links’ History entries say where it went, with no message', async () => {
    const id = await shortLinkDestination({
      name: 'WhatsApp pack',
      sendsTo: 'whatsapp',
      botToken: undefined,
      chat: '',
    });
    const { links, text } = await converted('run-wa');
    const copied = await send('posting.copied', {
      destinationId: id,
      source: { kind: 'text', text },
      postId: 'run-wa',
      title: 'Two deals today',
    });
    expect(copied.data).toEqual({ recorded: true });
    const history = await world.bg.historyStore.readAll();
    expect(history).toHaveLength(2);
    expect(history.map((e) => e.link).sort()).toEqual([...links].sort());
    for (const entry of history) {
      expect(entry.posted).toEqual({ destination: 'WhatsApp pack', messageId: null, postUrl: null });
    }
  });

  it('with History off, knows a converted post by the pages the converter gives: the same products with other sub IDs are stopped', async () => {
    await historySettingsRecord.set({ keep: false, trackEarnings: false });
    const id = await shortLinkDestination();
    await slotsAllDay(id);
    const first = await converted('run-1');
    const posted = await send('queue.postNow', {
      ...textPost(id, first.text, 'run-1', first.pages),
      attemptId: 'press-1',
    });
    expect(posted.data.posted).toMatchObject({ destinationName: 'Deals with short links' });
    expect(await world.bg.historyStore.readAll()).toEqual([]);

    // Converted again for another sub ID: other short links (nothing in History says where they lead).
    world.clock += 60 * MIN;
    const second = await converted('run-2', ['newsletter']);
    expect(second.links.some((link) => first.links.includes(link))).toBe(false);
    const again = await send('queue.add', textPost(id, second.text, 'run-2', second.pages));
    expect(again.data.duplicate).toMatchObject({ queued: false, destinationName: 'Deals with short links' });
    const pressed = await send('queue.postNow', {
      ...textPost(id, second.text, 'run-2', second.pages),
      attemptId: 'press-2',
    });
    expect(pressed.data.duplicate).toMatchObject({ queued: false, postUrl: posted.data.posted.postUrl });
    expect(sandbox.telegram.messages.filter((m) => !m.deleted)).toHaveLength(1);

    // A page never lists more links than a post may have (200): more is refused with why.
    const tooMany = Array.from({ length: 201 }, (_, i) => ({ link: `https://s.example/${i}`, page: PAGE }));
    const refused = await send('queue.add', textPost(id, second.text, 'run-3', tooMany));
    expect(refused.ok).toBe(false);
    expect(refused.error).toMatchObject({ message: '“source” can hold at most 200 links.', field: 'source' });
  });
});
