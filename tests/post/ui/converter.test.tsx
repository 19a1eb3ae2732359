// The converter page against a fake background: at most four requests at once, progress and Cancel keeping what is
// done, only affiliated links replaced, one failure never losing the others and tried again alone, more than 200
// links refused before anything is sent, a user-info link untouched and marked, the draft kept.
import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { setSettings } from '../../../lib/account/settings';
import type { ConvertResult } from '../../../lib/core/api/schemas';
import { t } from '../../../lib/core/i18n';
import { linkVerdict } from '../../../lib/core/link-verdict';
import { loadPostDraft, savePostDraft } from '../../../lib/post/draft';
import { ConvertSection } from '../../../lib/post/ui/convert-section';
import type { PostLinkRequest, PostLinkResponse } from '../../../lib/protocol';
import * as samples from '../../core/api/samples';
import { apiError } from '../../support/fake-background';
import { renderSection } from '../../support/options/section-harness';

function answer(url: string, affiliated: boolean, campaign: string | null): PostLinkResponse {
  const result: ConvertResult = {
    tracking_url: `https://track.net.test/t?cid=1&url=${encodeURIComponent(url)}`,
    short_url: 'https://s.net.test/Ab12345',
    affiliated,
    original_url: url,
    campaign: campaign ? { id: 1, name: campaign } : null,
  };
  return { result, merchantUrl: url, expanded: false, cached: false, rules: null };
}

function byHost(url: string): PostLinkResponse {
  if (url.includes('kiranabasket')) return answer(url, true, 'Kirana Basket');
  if (url.includes('lumenlane')) return answer(url, false, 'Lumen Lane Home');
  return answer(url, false, null);
}

const channels = () => ({
  data: [],
  meta: { page: 1, per_page: 100, total: 0, total_pages: 0, next_page: null, prev_page: null },
});

function setup(
  convert: (r: PostLinkRequest) => Promise<PostLinkResponse> | PostLinkResponse,
  request = vi.fn(async () => true),
) {
  const view = renderSection(<ConvertSection request={request} />, {
    'post.convertLink': convert,
    listChannels: channels as never,
  });
  return { ...view, request };
}

async function typePost(text: string) {
  const box = await screen.findByRole('textbox', { name: 'Post' });
  fireEvent.input(box, { target: { value: text } });
  return box as HTMLTextAreaElement;
}

function rowOf(link: string) {
  const table = screen.getByRole('table', { name: 'Links' });
  const row = within(table)
    .getAllByRole('row')
    .find((r) => r.querySelector('td')?.textContent === link);
  if (!row) throw new Error(`no row for ${link}`);
  return row;
}

describe('Convert a post', () => {
  it('replaces only affiliated links, keeps every other character, and marks each row', async () => {
    setup((r) => byHost(r.url));
    const post =
      '🔥 डील: https://www.kiranabasket.in/p/rice.\n(https://www.lumenlanehome.com/lamp) https://dailyrecipes.net/x https://www.kiranabasket.in/p/rice';
    await typePost(post);
    fireEvent.click(screen.getByRole('button', { name: 'Convert all' }));
    const out = (await screen.findByRole('textbox', { name: 'Converted post' })) as HTMLTextAreaElement;
    const link = byHost('https://www.kiranabasket.in/p/rice').result.tracking_url;
    await waitFor(() =>
      expect(out.value).toBe(
        `🔥 डील: ${link}.\n(https://www.lumenlanehome.com/lamp) https://dailyrecipes.net/x ${link}`,
      ),
    );
    expect(within(rowOf('https://www.kiranabasket.in/p/rice')).getByText('Converted')).toBeTruthy();
    expect(within(rowOf('https://www.lumenlanehome.com/lamp')).getByText('Not affiliated')).toBeTruthy();
    expect(within(rowOf('https://dailyrecipes.net/x')).getByText('No campaign')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy post' })).toBeTruthy();
  });

  it('sends the options to every link, eight at most in flight, with a progress bar and Cancel keeping what is done', async () => {
    let running = 0;
    let most = 0;
    const gates: (() => void)[] = [];
    const { requestsOf } = setup(async (r) => {
      running++;
      most = Math.max(most, running);
      await new Promise<void>((resolve) => gates.push(resolve));
      running--;
      return byHost(r.url);
    });
    const links = Array.from({ length: 12 }, (_, i) => `https://www.kiranabasket.in/p/${i}`);
    await typePost(links.join('\n'));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Short links' }));
    fireEvent.input(screen.getByRole('textbox', { name: 'Sub ID 2' }), { target: { value: 'tg' } });
    fireEvent.click(screen.getByRole('button', { name: 'Convert all' }));
    // The page keeps eight links with the background (which sends at most four to the API at once).
    await waitFor(() => expect(gates).toHaveLength(8));
    expect(screen.getByRole('progressbar', { name: 'Conversion progress' })).toBeTruthy();
    for (const open of gates.splice(0, 2)) open();
    await waitFor(() => expect(gates).toHaveLength(8));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    for (const open of gates.splice(0)) open();
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect(most).toBe(8);
    expect(requestsOf('post.convertLink')).toHaveLength(10);
    expect(requestsOf('post.convertLink')[0]).toEqual({
      url: links[0],
      channelId: null,
      shorten: true,
      subIds: ['', 'tg', '', '', ''],
      postId: expect.stringMatching(/^p[0-9a-z]+$/),
    });
    // One post id for the run: its links are grouped in the link history.
    const postIds = new Set(requestsOf('post.convertLink').map((r) => (r as { postId?: string }).postId));
    expect(postIds.size).toBe(1);
    const out = screen.getByRole('textbox', { name: 'Converted post' }) as HTMLTextAreaElement;
    expect(out.value.split('\n').filter((l) => l.startsWith('https://s.net.test/'))).toHaveLength(10);
    expect(out.value.split('\n').slice(10)).toEqual(links.slice(10));
    expect(within(rowOf(links[11] as string)).getByText('Failed')).toBeTruthy();
    expect(within(rowOf(links[11] as string)).getByText(/cancelled/)).toBeTruthy();
  });

  it('a failed link loses nothing else, says why, and can be tried again alone', async () => {
    let fail = true;
    const { requestsOf } = setup(async (r) => {
      if (r.url.endsWith('/bad') && fail) {
        throw apiError({
          kind: 'rate_limited',
          status: 429,
          resetsAt: '2026-11-25T00:00:00Z',
          message: 'Daily limit reached; it resets at 2026-11-25 00:00 UTC.',
        });
      }
      return byHost(r.url);
    });
    await typePost('a https://www.kiranabasket.in/ok b https://www.kiranabasket.in/bad c');
    fireEvent.click(screen.getByRole('button', { name: 'Convert all' }));
    await screen.findByText('Failed');
    expect(within(rowOf('https://www.kiranabasket.in/bad')).getByText(/resets at 2026-11-25/)).toBeTruthy();
    expect(within(rowOf('https://www.kiranabasket.in/ok')).getByText('Converted')).toBeTruthy();
    // What was pasted stays, in the box and in the draft.
    expect((screen.getByRole('textbox', { name: 'Post' }) as HTMLTextAreaElement).value).toContain('/bad');
    expect((await loadPostDraft()).text).toContain('/bad');

    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again: https://www.kiranabasket.in/bad' }));
    await waitFor(() => expect(within(rowOf('https://www.kiranabasket.in/bad')).getByText('Converted')).toBeTruthy());
    expect(requestsOf('post.convertLink').map((r) => r.url)).toEqual([
      'https://www.kiranabasket.in/ok',
      'https://www.kiranabasket.in/bad',
      'https://www.kiranabasket.in/bad',
    ]);
    const out = screen.getByRole('textbox', { name: 'Converted post' }) as HTMLTextAreaElement;
    expect(out.value).not.toContain('kiranabasket.in/bad ');
  });

  it('refuses a post of more than 200 distinct links before anything is sent', async () => {
    const { requestsOf } = setup((r) => byHost(r.url));
    const links = Array.from({ length: 201 }, (_, i) => `https://www.kiranabasket.in/p/${i}`);
    await typePost(links.join(' '));
    fireEvent.click(screen.getByRole('button', { name: 'Convert all' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/201 different links; at most 200/);
    expect(requestsOf('post.convertLink')).toHaveLength(0);
    expect(screen.queryByRole('table', { name: 'Links' })).toBeNull();
  });

  it('leaves a user-info link, a tracking link and a non-web address untouched and marks them Skipped, sending nothing for them', async () => {
    const { requestsOf } = setup((r) => byHost(r.url));
    const post =
      'Beware https://www.amazon.in@evil.test/deal. Old: https://track.net.test/t?cid=1&url=https%3A%2F%2Fx.in%2F ftp://files.example.in/x and https://www.kiranabasket.in/p/1';
    await typePost(post);
    fireEvent.click(screen.getByRole('button', { name: 'Convert all' }));
    await screen.findByText('Converted');
    const out = screen.getByRole('textbox', { name: 'Converted post' }) as HTMLTextAreaElement;
    expect(
      out.value.startsWith(
        'Beware https://www.amazon.in@evil.test/deal. Old: https://track.net.test/t?cid=1&url=https%3A%2F%2Fx.in%2F ftp://files.example.in/x and https://track.net.test/',
      ),
    ).toBe(true);
    expect(within(rowOf('https://www.amazon.in@evil.test/deal')).getByText('Skipped')).toBeTruthy();
    expect(within(rowOf('https://www.amazon.in@evil.test/deal')).getByText(/user name or password/)).toBeTruthy();
    expect(screen.getAllByText('Skipped')).toHaveLength(3);
    expect(requestsOf('post.convertLink').map((r) => r.url)).toEqual(['https://www.kiranabasket.in/p/1']);
  });

  it('asks for a store short-link host during the click, once for the post', async () => {
    const request = vi.fn(async () => true);
    setup(
      (r) => ({
        ...byHost('https://www.kiranabasket.in/p/9'),
        merchantUrl: 'https://www.kiranabasket.in/p/9',
        expanded: r.url.includes('amzn'),
      }),
      request,
    );
    await typePost('https://amzn.to/abc https://amzn.to/def https://fkrt.it/x');
    fireEvent.click(screen.getByRole('button', { name: 'Convert all' }));
    expect(request).toHaveBeenCalledTimes(1);
    expect(request).toHaveBeenCalledWith(['https://amzn.to/*', 'https://fkrt.it/*']);
    await waitFor(() => expect(screen.getAllByText('Converted')).toHaveLength(3));
    expect(screen.getAllByText(/A short link to https:\/\/www.kiranabasket.in\/p\/9/)).toHaveLength(2);
  });

  it('keeps the post as a draft, and takes what Deals adds while it is open', async () => {
    await savePostDraft('Saved earlier https://m.styleloom.in/a');
    setup((r) => byHost(r.url));
    const box = (await screen.findByRole('textbox', { name: 'Post' })) as HTMLTextAreaElement;
    await waitFor(() => expect(box.value).toBe('Saved earlier https://m.styleloom.in/a'));
    fireEvent.input(box, { target: { value: 'Typed https://m.styleloom.in/b' } });
    await waitFor(async () => expect((await loadPostDraft()).text).toBe('Typed https://m.styleloom.in/b'));
    await savePostDraft('Typed https://m.styleloom.in/b\n\nDeal https://www.kiranabasket.in/d');
    await waitFor(() => expect(box.value).toBe('Typed https://m.styleloom.in/b\n\nDeal https://www.kiranabasket.in/d'));
  });

  // Issue 25, item 2: the popup's verdict, from the same function and in the same words.
  it('a Telegram channel and a campaign without social media: the row is Converted and says May not earn, and why', async () => {
    const telegram = { ...samples.channel, id: 77, name: 'Deals TG', category: 'Telegram', is_default: true };
    const rules = {
      access_status: 'approved',
      deeplink_allowed: true,
      sub_ids_allowed: true,
      cashback_publishers_allowed: true,
      social_media_publishers_allowed: false,
    };
    const url = 'https://www.kiranabasket.in/p/rice';
    renderSection(<ConvertSection request={vi.fn(async () => true)} />, {
      'post.convertLink': (r: PostLinkRequest) => ({ ...byHost(r.url), rules }),
      listChannels: (() => ({ ...channels(), data: [telegram] })) as never,
    });
    await typePost(`Rice ${url} and https://www.lumenlanehome.com/lamp`);
    await waitFor(() => expect(screen.getAllByRole('option', { name: /Deals TG/ }).length).toBeGreaterThan(0));
    fireEvent.click(screen.getByRole('button', { name: 'Convert all' }));
    await waitFor(() => expect(within(rowOf(url)).getByText('Converted')).toBeTruthy());
    const verdict = linkVerdict(rules as never, telegram, url, []);
    const words = verdict.problems.map((p) => t(p.key, ...p.args)).join(' ');
    expect(words).toBe('the campaign does not allow social media, and your channel Deals TG is Telegram.');
    expect(rowOf(url).textContent).toContain(`May not earn: ${words}`);
    await waitFor(() => expect(screen.getByText(/1 of 2 links converted \(1 may not earn\)/)).toBeTruthy());
  });

  // Issue 25, item 3.
  it('keeps Channel and Short links between opens, starting from Short links by default', async () => {
    await setSettings({ preferShortLink: true });
    const list = [
      { ...samples.channel, id: 5, name: 'Blog' },
      { ...samples.channel, id: 6, name: 'Deals TG', category: 'Telegram' },
    ];
    const open = () =>
      renderSection(<ConvertSection request={vi.fn(async () => true)} />, {
        listChannels: (() => ({ ...channels(), data: list })) as never,
      });
    const first = open();
    const short = (await screen.findByRole('checkbox', { name: 'Short links' })) as HTMLInputElement;
    await waitFor(() => expect(short.checked).toBe(true));
    await waitFor(() => expect(screen.getAllByRole('option', { name: /Deals TG/ }).length).toBeGreaterThan(0));
    fireEvent.change(screen.getByRole('combobox', { name: 'Channel' }), { target: { value: '6' } });
    fireEvent.click(short);
    await waitFor(() => expect(short.checked).toBe(false));
    first.unmount();
    open();
    const again = (await screen.findByRole('checkbox', { name: 'Short links' })) as HTMLInputElement;
    const channel = screen.getByRole('combobox', { name: 'Channel' }) as HTMLSelectElement;
    await waitFor(() => expect(screen.getAllByRole('option', { name: /Deals TG/ }).length).toBeGreaterThan(0));
    await waitFor(() => expect(channel.value).toBe('6'));
    expect(again.checked).toBe(false);
  });

  // Issue 25, item 4.
  it('skips t.me, youtu.be and chat.whatsapp.com at once, with the reason, sending nothing for them', async () => {
    const view = setup((r) => byHost(r.url));
    await typePost(
      'Join https://t.me/dealsindia · https://youtu.be/abc · https://chat.whatsapp.com/Ab12 · https://www.kiranabasket.in/p/1',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Convert all' }));
    await waitFor(() => expect(within(rowOf('https://www.kiranabasket.in/p/1')).getByText('Converted')).toBeTruthy());
    for (const link of ['https://t.me/dealsindia', 'https://youtu.be/abc', 'https://chat.whatsapp.com/Ab12']) {
      expect(within(rowOf(link)).getByText('Skipped')).toBeTruthy();
      expect(rowOf(link).textContent).toContain(`Not a store (${new URL(link).hostname})`);
    }
    expect(view.requestsOf('post.convertLink').map((r) => r.url)).toEqual(['https://www.kiranabasket.in/p/1']);
  });

  // Issue 25, item 1: a refused prompt leaves the other links converting and the short-link rows saying what to do.
  it('with the short-link permission refused, merchant links convert and short-link rows say why', async () => {
    const request = vi.fn(async () => false);
    const view = setup((r) => byHost(r.url), request);
    await typePost('https://amzn.to/abc https://www.kiranabasket.in/p/1 https://bit.ly/x');
    expect(screen.getByText(/This post has short links \(amzn\.to, bit\.ly\)/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Convert all' }));
    expect(request).toHaveBeenCalledTimes(1);
    expect(request).toHaveBeenCalledWith(['https://amzn.to/*', 'https://bit.ly/*']);
    await waitFor(() => expect(within(rowOf('https://amzn.to/abc')).getByText('Failed')).toBeTruthy());
    expect(within(rowOf('https://www.kiranabasket.in/p/1')).getByText('Converted')).toBeTruthy();
    expect(rowOf('https://bit.ly/x').textContent).toContain('access to amzn.to, bit.ly was not allowed');
    expect(view.requestsOf('post.convertLink').map((r) => r.url)).toEqual(['https://www.kiranabasket.in/p/1']);
  });

  it('says a converted plain http: link is not encrypted, as the popup does', async () => {
    setup((r) => ({
      ...byHost(r.url),
      result: { ...byHost(r.url).result, tracking_url: 'http://track.net.test/t?cid=1&url=x' },
    }));
    await typePost('https://www.kiranabasket.in/p/1');
    fireEvent.click(screen.getByRole('button', { name: 'Convert all' }));
    await waitFor(() => expect(within(rowOf('https://www.kiranabasket.in/p/1')).getByText('Converted')).toBeTruthy());
    expect(rowOf('https://www.kiranabasket.in/p/1').textContent).toContain(t('popupLinkNotEncrypted'));
  });

  // The queue's duplicate guard knows a converted post's products by these pages, with History kept or not.
  it('hands Post the converted post with the page each of its links was made for', async () => {
    const merchant = (url: string) => (url.includes('amzn') ? 'https://www.kiranabasket.in/p/9' : url);
    const made: Record<string, string> = {
      'https://www.kiranabasket.in/p/1': 'https://s.net.test/One1111',
      'https://www.kiranabasket.in/p/9': 'https://s.net.test/Nine999',
    };
    const prepare = vi.fn((_: unknown) => ({
      text: 'x',
      link: made['https://www.kiranabasket.in/p/1'],
      title: 'Deals',
      affiliated: true,
      takesImages: false,
      verdict: null,
      pageUrl: null,
      removedParams: [],
      deal: { title: 'Deals', price: null, mrp: null, percentOff: null, coupon: null, validTill: null },
    }));
    renderSection(<ConvertSection request={vi.fn(async () => true)} />, {
      'post.convertLink': (r: PostLinkRequest) => {
        const page = merchant(r.url);
        const base = answer(page, true, 'Kirana Basket');
        return {
          ...base,
          merchantUrl: page,
          expanded: page !== r.url,
          result: { ...base.result, tracking_url: made[page] as string },
        };
      },
      listChannels: channels as never,
      'destinations.list': () => [
        {
          id: 'd1',
          name: 'Deals channel',
          sendsTo: 'telegram',
          chat: '@deals',
          channelId: null,
          shorten: false,
          template: '{title}\n{link}',
          disclosure: '#ad',
          addDisclosure: true,
          hashtags: '',
          chatUsername: 'deals',
          tokenSet: true,
          tokenTail: 'ls01',
        },
      ],
      'posting.prepare': prepare as never,
    });
    await typePost('Rice https://www.kiranabasket.in/p/1 Oil https://amzn.to/abc Recipe https://youtu.be/x');
    fireEvent.click(screen.getByRole('button', { name: 'Convert all' }));
    await waitFor(() => expect(screen.getAllByText('Converted')).toHaveLength(2));
    const output = (screen.getByRole('textbox', { name: 'Converted post' }) as HTMLTextAreaElement).value;
    expect(output).toBe('Rice https://s.net.test/One1111 Oil https://s.net.test/Nine999 Recipe https://youtu.be/x');

    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(prepare).toHaveBeenCalled());
    expect(prepare.mock.calls[0]?.[0]).toMatchObject({
      source: {
        kind: 'text',
        text: output,
        pages: [
          { link: 'https://s.net.test/One1111', page: 'https://www.kiranabasket.in/p/1' },
          { link: 'https://s.net.test/Nine999', page: 'https://www.kiranabasket.in/p/9' },
        ],
      },
    });
  });
});
