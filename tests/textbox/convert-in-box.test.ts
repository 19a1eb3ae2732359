// Convert links in this box in the background, against a fake page and a fake converter: the post converter's
// extraction, skipping and verdicts decide what is converted; the box gets the converted text in one write; the
// notice says what happened; a page with no box, a refused page and a box changed meanwhile are told apart.
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/core/api/errors';
import type { Channel } from '../../lib/core/api/schemas';
import type { CampaignRules } from '../../lib/core/link-verdict';
import type { ConvertLinkWith } from '../../lib/post/post-conversion';
import type { BoxRead, BoxWrite } from '../../lib/textbox/box-scripts';
import { type BoxPage, type BoxTarget, createConvertInBox, REFUSED_RETRY_MS } from '../../lib/textbox/convert-in-box';
import { boxTargetOf } from '../../lib/textbox/feature';
import { boxCounts, boxNoticeText } from '../../lib/textbox/notice-text';

const OPEN = 'https://www.kiranabasket.in/p/rice';
const DEEP_ONLY_HOME = 'https://m.styleloom.in/kurta';
const NO_CAMPAIGN = 'https://dailyrecipes.net/dal';
const TRACKING = 'https://track.example/t?cid=1&url=https%3A%2F%2Fwww.kiranabasket.in%2F';
const TEXT = `🔥 Rice ${OPEN} ₹399\nKurta: ${DEEP_ONLY_HOME}.\nRecipe ${NO_CAMPAIGN} · again ${OPEN}\nOurs ${TRACKING} · join https://t.me/deals`;

const RULES: CampaignRules = {
  access_status: 'approved',
  deeplink_allowed: true,
  sub_ids_allowed: true,
  cashback_publishers_allowed: true,
  social_media_publishers_allowed: true,
};

/** `read`: what every read gives, or one per read in turn (the last one repeated). */
function fakePage(reads: BoxRead | Error | (BoxRead | Error)[], write: BoxWrite = 'written') {
  const calls = { reads: [] as BoxTarget[], writes: [] as string[], notices: [] as string[] };
  const page: BoxPage = {
    read: async (target) => {
      calls.reads.push(target);
      const turn = Array.isArray(reads) ? reads[Math.min(calls.reads.length, reads.length) - 1] : reads;
      const read = turn as BoxRead | Error;
      if (read instanceof Error) throw read;
      return [
        { frameId: 0, read: { ok: false } },
        { frameId: 7, read },
      ];
    },
    write: async (_tab, frameId, text) => {
      expect(frameId).toBe(7);
      calls.writes.push(text);
      return write;
    },
    notice: async (_tab, _frame, text) => {
      calls.notices.push(text);
    },
  };
  return { page, calls };
}

const convertLinkWith: ConvertLinkWith = async (url, optionsFor) => {
  const used = await optionsFor(url);
  const affiliated = url !== NO_CAMPAIGN;
  return {
    merchantUrl: url,
    expanded: false,
    cached: false,
    result: {
      tracking_url: `https://track.example/t?cid=1&url=${encodeURIComponent(url)}`,
      short_url: `https://s.example/${url.length}`,
      affiliated,
      campaign: affiliated ? { id: 1, name: 'Shop' } : null,
    } as never,
    // Kurta's campaign allows no deep links: converted, but it may not earn.
    rules: affiliated ? { ...RULES, deeplink_allowed: url !== DEEP_ONLY_HOME } : null,
    used,
  };
};

function setUp(read: BoxRead | Error | (BoxRead | Error)[], write?: BoxWrite, convert = convertLinkWith) {
  const { page, calls } = fakePage(read, write);
  const refused = vi.fn(async () => {});
  const waits: number[] = [];
  const optionsFor = vi.fn(async (_url: string) => ({ channelId: 5, shorten: false, subIds: [] as string[] }));
  const run = createConvertInBox({
    page,
    convertLinkWith: vi.fn(convert),
    options: async () => ({ optionsFor, destinationGone: false }),
    networkHosts: async () => ({ tracking: [], short: [] }),
    channels: async () => [{ id: 5, name: 'Deals', category: 'Website', is_default: true } as Channel],
    refused,
    runId: () => 'box-1',
    sleep: async (ms) => {
      waits.push(ms);
    },
  });
  return { run, calls, refused, optionsFor, waits };
}

describe('convert links in a box', () => {
  it('replaces each merchant link once known, keeps every other character, and says what happened', async () => {
    const { run, calls, optionsFor } = setUp({ ok: true, text: TEXT });
    const outcome = await run({ tabId: 3 });
    const expected = TEXT.replaceAll(OPEN, `https://track.example/t?cid=1&url=${encodeURIComponent(OPEN)}`).replace(
      DEEP_ONLY_HOME,
      `https://track.example/t?cid=1&url=${encodeURIComponent(DEEP_ONLY_HOME)}`,
    );
    expect(calls.writes).toEqual([expected]);
    expect(outcome).toEqual({ done: 'converted', counts: { converted: 2, mayNotEarn: 1, left: 3 }, text: expected });
    expect(calls.notices).toEqual(['2 links converted · 1 may not earn · 3 left as they were']);
    // The tracking link and t.me were skipped without a request; each merchant's site options were asked for.
    expect(optionsFor.mock.calls.map(([url]) => url).sort()).toEqual([DEEP_ONLY_HOME, NO_CAMPAIGN, OPEN].sort());
  });

  it('asks every frame for the shortcut and only the menu frame for the menu', async () => {
    const { run, calls } = setUp({ ok: true, text: 'no links here' });
    await run({ tabId: 3 });
    await run({ tabId: 3, frameId: 7 });
    expect(calls.reads).toEqual([{ tabId: 3 }, { tabId: 3, frameId: 7 }]);
    expect(calls.notices).toEqual([
      'No links in this box: nothing was changed.',
      'No links in this box: nothing was changed.',
    ]);
    expect(calls.writes).toEqual([]);
  });

  it('tells a page without a focused box what to do, and a page that refuses scripts through the badge and a notification', async () => {
    const none = setUp({ ok: false });
    expect(await none.run({ tabId: 3 })).toEqual({ done: 'not_editable' });
    expect(none.calls.notices[0]).toMatch(/^Nothing was converted: no text box has the focus here\. Click into/);
    const refused = setUp(new Error('Cannot access a chrome:// URL'));
    vi.spyOn(console, 'info').mockImplementation(() => {});
    expect(await refused.run({ tabId: 3 })).toEqual({ done: 'refused' });
    expect(refused.refused).toHaveBeenCalledTimes(1);
    expect(refused.refused).toHaveBeenCalledWith(3, expect.stringMatching(/does not let extensions change it/));
    expect(refused.calls.notices).toEqual([]);
    // Read again after each wait before it is told: four reads, 0.85 s in all.
    expect(refused.calls.reads).toHaveLength(4);
    expect(refused.waits).toEqual([...REFUSED_RETRY_MS]);
    expect(REFUSED_RETRY_MS.reduce((a, b) => a + b, 0)).toBe(850);
  });

  it('reads again a page that refused the gesture’s first script, and converts once it answers', async () => {
    const refusal = new Error('Cannot access contents of url "http://writer.example/".');
    const late = setUp([refusal, refusal, { ok: true, text: `Rice ${OPEN}` }]);
    const outcome = await late.run({ tabId: 3 });
    expect(outcome).toMatchObject({ done: 'converted', counts: { converted: 1 } });
    expect(late.waits).toEqual([100, 250]);
    expect(late.refused).not.toHaveBeenCalled();
    expect(late.calls.notices).toEqual(['1 link converted']);
  });

  it('writes nothing over a box that changed meanwhile, and says so', async () => {
    const { run, calls } = setUp({ ok: true, text: `Rice ${OPEN}` }, 'changed');
    expect((await run({ tabId: 3 })).done).toBe('changed');
    expect(calls.notices).toEqual([
      'The box changed while its links were being converted, so nothing was replaced. Try again.',
    ]);
  });

  it('when nothing could be converted, leaves the box as it was and says why', async () => {
    const noKey = async () => {
      throw new ApiError({ kind: 'no_key', message: 'Add your API key in the extension’s options first.' });
    };
    const { run, calls } = setUp({ ok: true, text: `Rice ${OPEN}` }, 'written', noKey);
    expect((await run({ tabId: 3 })).done).toBe('unchanged');
    expect(calls.writes).toEqual([]);
    expect(calls.notices).toEqual([
      "0 links converted · 1 left as it was · no API key is saved: add it in the extension's Options → Account",
    ]);
  });

  it('writes no server text into the page: an API error that echoes the key gives only our fixed words', async () => {
    const KEY = 'test-key-inr-0b5e9a';
    const echo = async () => {
      throw new ApiError({
        kind: 'validation',
        status: 422,
        message: `Invalid request for key ${KEY}.`,
        serverMessage: `Invalid request for key ${KEY}`,
      });
    };
    const { run, calls } = setUp({ ok: true, text: `Rice ${OPEN}` }, 'written', echo);
    await run({ tabId: 3 });
    expect(calls.notices).toHaveLength(1);
    expect(calls.notices[0]).not.toContain(KEY);
    expect(calls.notices[0]).not.toMatch(/Invalid request|for key/);
    expect(calls.notices[0]).toMatch(/did not convert them/);
  });

  it('refuses a box over the size limit with a clear notice, converting nothing', async () => {
    const convert = vi.fn(convertLinkWith);
    const { run, calls } = setUp({ ok: false, tooLong: 10_485_760 }, 'written', convert);
    expect((await run({ tabId: 3 })).done).toBe('too_long');
    expect(convert).not.toHaveBeenCalled();
    expect(calls.writes).toEqual([]);
    expect(calls.notices).toEqual([
      'This box holds 10485760 characters; at most 100000 are converted at once. Nothing was changed: convert a shorter text, or paste it into Options → Convert a post.',
    ]);
  });

  it('gives a contenteditable each converted link’s place and new link, never the text between', async () => {
    const edits: unknown[] = [];
    const { page, calls } = fakePage({ ok: true, text: `Rice ${OPEN} and ${NO_CAMPAIGN}` });
    page.write = async (_tab, _frame, text, given) => {
      calls.writes.push(text);
      edits.push(given);
      return 'written';
    };
    const run = createConvertInBox({
      page,
      convertLinkWith,
      options: async () => ({
        optionsFor: async () => ({ channelId: 5, shorten: false, subIds: [] }),
        destinationGone: false,
      }),
      networkHosts: async () => ({ tracking: [], short: [] }),
      channels: async () => [],
      refused: async () => {},
      runId: () => 'box-2',
    });
    await run({ tabId: 3 });
    expect(edits).toEqual([
      [{ start: 5, end: 5 + OPEN.length, text: `https://track.example/t?cid=1&url=${encodeURIComponent(OPEN)}` }],
    ]);
  });
});

describe('the notice', () => {
  it('counts links once each and words one and many', () => {
    expect(boxNoticeText({ converted: 1, mayNotEarn: 0, left: 1 })).toBe('1 link converted · 1 left as it was');
    expect(boxNoticeText({ converted: 3, mayNotEarn: 1, left: 2 })).toBe(
      '3 links converted · 1 may not earn · 2 left as they were',
    );
    expect(boxNoticeText({ converted: 2, mayNotEarn: 0, left: 0 }, 'ignored')).toBe('2 links converted');
    expect(
      boxCounts([
        { outcome: 'converted' },
        { outcome: 'converted', verdict: { outcome: 'mayNot', problems: [] } },
        { outcome: 'skipped' },
        { outcome: 'failed' },
      ]),
    ).toEqual({ converted: 2, mayNotEarn: 1, left: 2 });
  });
});

describe('the gestures', () => {
  it('the menu item targets its frame, the shortcut the tab, anything else nothing', () => {
    expect(boxTargetOf({ menuItemId: 'convert-links-in-box', frameId: 4 }, { id: 9 })).toEqual({
      tabId: 9,
      frameId: 4,
    });
    expect(boxTargetOf({ command: 'convert-links-in-box' }, { id: 9 })).toEqual({ tabId: 9 });
    expect(boxTargetOf({ menuItemId: 'copy-affiliate-link', frameId: 0 }, { id: 9 })).toBeNull();
    expect(boxTargetOf({ command: 'copy-affiliate-link' }, { id: 9 })).toBeNull();
    expect(boxTargetOf({ command: 'convert-links-in-box' }, undefined)).toBeNull();
  });
});
