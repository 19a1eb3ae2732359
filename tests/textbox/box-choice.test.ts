// Which choices Convert links in this box converts with, through the feature's background code (a real background
// over the fake API): one channel and one link style for the whole box, never a site's remembered popup choices: the
// default channel with "Short links by default", or the chosen destination's channel and Short links; a deleted
// destination falls back to the default, said once in the notice, and is forgotten.
import { describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { setSettings } from '../../lib/account/settings';
import { DESTINATIONS_RECORD } from '../../lib/posting/destination';
import { boxChoiceRecord } from '../../lib/textbox/box-choice';
import { boxConversion } from '../../lib/textbox/box-conversion';
import type { BoxPage } from '../../lib/textbox/convert-in-box';
import { saveGoodKey, useBackground } from '../core/background/harness';

const bg = useBackground();

const RICE = 'https://www.kiranabasket.in/p/rice';
const DAL = 'https://www.dalmart.in/p/dal';
const TEXT = `Rice ${RICE}\nDal ${DAL}`;
const TOKEN = '7000000001:AAGoodSandboxBotTokenForPostingDeals01';

const destination = (id: string, channelId: number | null, shorten: boolean) => ({
  id,
  name: `Destination ${id}`,
  sendsTo: 'telegram',
  botToken: TOKEN,
  chat: '@deals',
  channelId,
  shorten,
  template: '{title}\n{link}',
  disclosure: '#ad',
  addDisclosure: true,
  hashtags: '',
  chatUsername: null,
});

/** A page whose focused box holds `text`; what is written and said is kept. */
function fakePage(text: string) {
  const seen = { writes: [] as string[], notices: [] as string[] };
  const page: BoxPage = {
    read: async () => [{ frameId: 0, read: { ok: true, text } }],
    write: async (_tab, _frame, written) => {
      seen.writes.push(written);
      return 'written';
    },
    notice: async (_tab, _frame, said) => {
      seen.notices.push(said);
    },
  };
  return { page, seen };
}

async function convertBox() {
  const { page, seen } = fakePage(TEXT);
  const outcome = await boxConversion(bg.background(), page)({ tabId: 1 });
  const sent = bg
    .api()
    .calls.filter((c) => c.method === 'POST' && c.path === '/links/convert')
    .map((c) => c.body as Record<string, unknown>);
  return { outcome, seen, sent: sent.sort((a, b) => Number(a.url === RICE) - Number(b.url === RICE)) };
}

async function rememberForRice() {
  const { linkOptions } = bg.background();
  await linkOptions.rememberUsed(await linkOptions.siteOf(RICE), { channelId: 2, shorten: true, subIds: ['blog'] });
}

describe('Convert links in text boxes with', () => {
  it('by default, the default channel and the short-link setting for every link: not rice’s remembered choices', async () => {
    await saveGoodKey();
    await rememberForRice();
    await fakeBrowser.storage.local.set({ [DESTINATIONS_RECORD]: [destination('d1', 1, false)] });
    const { outcome, seen, sent } = await convertBox();
    expect(sent).toEqual([
      { url: DAL, shorten: false },
      { url: RICE, shorten: false },
    ]);
    await setSettings({ preferShortLink: true });
    const next = (await convertBox()).sent.filter((body) => body.shorten);
    expect(next).toEqual([
      { url: DAL, shorten: true },
      { url: RICE, shorten: true },
    ]);
    expect(outcome.done).toBe('converted');
    expect(seen.notices).toEqual(['2 links converted']);
  });

  it('a chosen destination: its channel and Short links for every link, no sub IDs, the verdict against that channel', async () => {
    await saveGoodKey();
    await rememberForRice();
    await fakeBrowser.storage.local.set({
      [DESTINATIONS_RECORD]: [destination('d1', 1, false), destination('d2', 2, true)],
    });
    await boxChoiceRecord.set({ destinationId: 'd2' });
    const { outcome, seen, sent } = await convertBox();
    expect(sent).toEqual([
      { url: DAL, channel_id: 2, shorten: true },
      { url: RICE, channel_id: 2, shorten: true },
    ]);
    expect(seen.writes).toEqual([expect.stringMatching(/^Rice https:\/\/sho\.rt\/\d+\nDal https:\/\/sho\.rt\/\d+$/)]);
    expect(outcome).toMatchObject({ done: 'converted', counts: { converted: 2, mayNotEarn: 0, left: 0 } });
    expect(seen.notices).toEqual(['2 links converted']);
    // Nothing of the destination reached the page: only the converted text and the notice.
    expect(JSON.stringify(seen)).not.toContain(TOKEN);
    expect(await boxChoiceRecord.get()).toEqual({ destinationId: 'd2' });
  });

  it('a deleted destination: the default channel, the notice says so once, and the choice is back to the default', async () => {
    await saveGoodKey();
    await rememberForRice();
    await fakeBrowser.storage.local.set({ [DESTINATIONS_RECORD]: [destination('d1', 1, false)] });
    await boxChoiceRecord.set({ destinationId: 'gone' });
    const first = await convertBox();
    expect(first.sent).toEqual([
      { url: DAL, shorten: false },
      { url: RICE, shorten: false },
    ]);
    expect(first.seen.notices).toEqual([
      '2 links converted · The destination chosen for text boxes was deleted, so the default channel was used',
    ]);
    expect(await boxChoiceRecord.get()).toEqual({ destinationId: null });
    // The next conversion says nothing of it.
    const again = await convertBox();
    expect(again.seen.notices).toEqual(['2 links converted']);
  });
});
