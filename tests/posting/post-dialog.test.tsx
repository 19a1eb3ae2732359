// The Post dialog against a fake background: the caption from the destination's template (disclosure first), its
// length against the photo limit, the card, Post now keeping the press's id until the background answers for certain,
// and "Posted to" with Open post.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { SendContext } from '../../components/send-context';
import { ApiError } from '../../lib/core/api/errors';
import type { DestinationView } from '../../lib/posting/destination';
import { PostDialog } from '../../lib/posting/ui/post-dialog';
import { fakeBackground, type Handlers } from '../support/fake-background';

vi.mock('../../lib/posting/ui/card-image', () => ({
  drawCard: async () => ({ blob: new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }), url: 'blob:card' }),
  blobBase64: async () => 'AQID',
}));

const destination: DestinationView = {
  id: 'd1',
  name: 'Deals channel',
  sendsTo: 'telegram',
  chat: '@deals',
  channelId: 502,
  shorten: false,
  template: '{title}\n{price} (MRP {mrp})\n{link}',
  disclosure: '#ad',
  addDisclosure: true,
  hashtags: 'deals',
  chatUsername: 'deals',
  tokenSet: true,
  tokenTail: 'ls01',
};

const prepared = {
  text: null,
  link: 'https://track.example/t?cid=502',
  title: 'Rice 😀',
  affiliated: true,
  takesImages: true,
  deal: {
    title: 'Rice 😀',
    price: 499,
    mrp: 799,
    percentOff: 38,
    coupon: null,
    validTill: '2026-12-31',
    store: 'Kirana',
    logoUrl: null,
    currency: 'INR',
    priceReadAt: null,
    imageUrl: null,
    disclosure: '#ad',
  },
  verdict: null,
  pageUrl: 'https://www.kiranabasket.in/rice',
  removedParams: [] as string[],
};

const posted = {
  destinationId: 'd1',
  destinationName: 'Deals channel',
  messageId: 7,
  followUpId: null,
  postUrl: 'https://t.me/deals/7',
  followUpProblem: null,
};

function open(handlers: Handlers) {
  const bg = fakeBackground({
    'destinations.list': () => [destination],
    'posting.prepare': () => prepared,
    ...handlers,
  });
  render(
    <SendContext.Provider value={bg.send}>
      <PostDialog source={{ kind: 'offer', offerId: 9 }} onClose={() => {}} />
    </SendContext.Provider>,
  );
  return bg;
}

beforeEach(() => {
  fakeBrowser.permissions.request = (async () => true) as never;
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the Post dialog', () => {
  it('renders the caption from the template with the disclosure first, counts it as Telegram does, and shows the card', async () => {
    open({});
    const dialog = await screen.findByRole('dialog', { name: 'Post' });
    const caption = (await within(dialog).findByRole('textbox', { name: 'Caption' })) as HTMLTextAreaElement;
    await waitFor(() => expect(caption.value).not.toBe(''));
    expect(caption.value).toBe('#ad\nRice 😀\n₹499 (MRP ₹799)\nhttps://track.example/t?cid=502\n#deals');
    expect(await within(dialog).findByRole('img', { name: 'Deal card' })).toBeTruthy();
    // The emoji counts 2, as Telegram counts it; with the card the limit is a photo caption's.
    expect(screen.getByLabelText('Caption length').textContent).toBe(`${caption.value.length} / 1024`);
    expect(caption.value.length).toBe([...caption.value].length + 1);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Include deal card' }));
    expect(screen.getByLabelText('Caption length').textContent).toBe(`${caption.value.length} / 4096`);
  });

  it('keeps the press’s id after no answer, takes a new one after a refusal, and says where it was posted', async () => {
    const answers: (() => unknown)[] = [
      () => {
        throw new ApiError({ kind: 'unreachable', message: 'No answer.' });
      },
      () => {
        throw new ApiError({ kind: 'validation', status: 400, message: 'Telegram refused the post (400).' });
      },
      () => posted,
    ];
    // Post now goes through the queue's duplicate guard, then posting's send (issue 29).
    const bg = open({ 'queue.postNow': () => ({ posted: answers.shift()!() as typeof posted }) });
    await screen.findByRole('img', { name: 'Deal card' });
    const postNow = () => screen.getByRole('button', { name: 'Post now' }) as HTMLButtonElement;
    for (let press = 0; press < 3; press++) {
      await waitFor(() => expect(postNow().disabled).toBe(false));
      fireEvent.click(postNow());
      await waitFor(() => expect(bg.requestsOf('queue.postNow')).toHaveLength(press + 1));
      await waitFor(() => expect(screen.queryByText('Posting…')).toBeNull());
    }
    expect(postNow().disabled).toBe(true);
    const ids = bg.requestsOf('queue.postNow').map((r) => r.attemptId);
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).not.toBe(ids[1]);
    expect(bg.requestsOf('queue.postNow')[0]).toMatchObject({
      card: 'AQID',
      destinationId: 'd1',
      source: { kind: 'offer', offerId: 9 },
    });
    const status = await screen.findByText(/^Posted to Deals channel\./);
    expect(within(status).getByRole('link', { name: 'Open post' }).getAttribute('href')).toBe('https://t.me/deals/7');
  });

  it('keeps the press’s id after "outcome unknown" (a 500 after Telegram posted): the next press sends no second copy', async () => {
    const bg = open({
      'queue.postNow': () => {
        throw new ApiError({ kind: 'outcome_unknown', message: 'Whether it went out is unknown. Check the chat.' });
      },
    });
    await screen.findByRole('img', { name: 'Deal card' });
    const postNow = () => screen.getByRole('button', { name: 'Post now' }) as HTMLButtonElement;
    for (let press = 0; press < 2; press++) {
      await waitFor(() => expect(postNow().disabled).toBe(false));
      fireEvent.click(postNow());
      await waitFor(() => expect(bg.requestsOf('queue.postNow')).toHaveLength(press + 1));
      await waitFor(() => expect(screen.queryByText('Posting…')).toBeNull());
    }
    const ids = bg.requestsOf('queue.postNow').map((r) => r.attemptId);
    expect(ids[1]).toBe(ids[0]);
    expect(await screen.findByText(/Check the chat/)).toBeTruthy();
  });

  it('says a post was not checked for duplicates, and that a deal is being posted right now', async () => {
    let sending = true;
    open({
      'queue.postNow': () =>
        sending
          ? { duplicate: { at: Date.now(), destinationName: 'Deals channel', postUrl: null, queued: false, sending } }
          : { posted, unchecked: true },
    });
    await screen.findByRole('img', { name: 'Deal card' });
    const postNow = () => screen.getByRole('button', { name: 'Post now' }) as HTMLButtonElement;
    await waitFor(() => expect(postNow().disabled).toBe(false));
    fireEvent.click(postNow());
    expect(await screen.findByText(/is being posted to Deals channel right now/)).toBeTruthy();
    sending = false;
    fireEvent.click(screen.getByRole('button', { name: 'Post anyway' }));
    expect(await screen.findByText(/^Not checked for duplicates: a store short link/)).toBeTruthy();
  });

  it('says when a converted post has no affiliate link, and when an offer’s link may not earn', async () => {
    const text = 'Recipe https://dailyrecipes.net/dal';
    const bg = fakeBackground({
      'destinations.list': () => [destination],
      'posting.prepare': () => ({ ...prepared, text, link: 'https://dailyrecipes.net/dal', affiliated: false }),
    });
    render(
      <SendContext.Provider value={bg.send}>
        <PostDialog source={{ kind: 'text', text }} onClose={() => {}} />
      </SendContext.Provider>,
    );
    expect(await screen.findByText(/None of this post's links is an affiliate link/)).toBeTruthy();
    expect(screen.queryByText(/The API says this link may not earn/)).toBeNull();
    cleanup();
    open({ 'posting.prepare': () => ({ ...prepared, affiliated: false }) });
    expect(await screen.findByText(/The API says this link may not earn/)).toBeTruthy();
  });

  it('shows the verdict for the destination’s channel before the buttons, and Post now stays possible', async () => {
    const verdict = {
      outcome: 'mayNot' as const,
      problems: [
        { rule: 'socialMedia' as const, key: 'popupVerdictNoSocialMedia' as const, args: ['Deals TG', 'Telegram'] },
      ],
    };
    open({ 'posting.prepare': () => ({ ...prepared, verdict, removedParams: ['tag', 'linkCode'] }) });
    const words = await screen.findByText(/^May not earn: /);
    expect(words.textContent).toBe(
      'May not earn: the campaign does not allow social media, and your channel Deals TG is Telegram.',
    );
    expect(screen.getByText("Removed someone else's tag: tag, linkCode.")).toBeTruthy();
    expect(screen.queryByText(/The API says this link may not earn/)).toBeNull();
    const postNow = screen.getByRole('button', { name: 'Post now' }) as HTMLButtonElement;
    // Before any button that sends.
    expect(words.compareDocumentPosition(postNow) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await waitFor(() => expect(postNow.disabled).toBe(false));
  });
});

describe('Also post to', () => {
  const discord: DestinationView = {
    ...destination,
    id: 'd2',
    name: 'Deals server',
    sendsTo: 'discord',
    chat: '',
    channelId: 503,
    template: '{title} — {link}',
    chatUsername: null,
  };
  const whatsapp: DestinationView = { ...destination, id: 'd3', name: 'Family group', sendsTo: 'whatsapp' };

  function openWithThree(postNow: (r: { destinationId: string }) => unknown) {
    const bg = fakeBackground({
      'destinations.list': () => [destination, discord, whatsapp],
      'posting.prepare': (r) => ({
        ...prepared,
        link: `https://track.example/t?cid=${r.destinationId === 'd2' ? 503 : 502}`,
      }),
      'queue.postNow': postNow as never,
    });
    render(
      <SendContext.Provider value={bg.send}>
        <PostDialog source={{ kind: 'offer', offerId: 9 }} onClose={() => {}} />
      </SendContext.Provider>,
    );
    return bg;
  }

  it('sends one press to each chosen destination, each with its own link, caption and attempt, named in one status', async () => {
    const bg = openWithThree((r) => ({
      posted: {
        ...posted,
        destinationId: r.destinationId,
        destinationName: r.destinationId === 'd2' ? 'Deals server' : 'Deals channel',
      },
    }));
    const group = await screen.findByRole('group', { name: 'Also post to' });
    // Only destinations that post by themselves: not the WhatsApp one.
    expect(
      within(group)
        .getAllByRole('checkbox')
        .map((c) => c.getAttribute('id')),
    ).toEqual(['post-also-d2']);
    fireEvent.click(within(group).getByRole('checkbox', { name: 'Deals server' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Post now' }));
    expect(await screen.findByText('Posted to Deals channel, Deals server.')).toBeTruthy();
    const sent = bg.requestsOf('queue.postNow') as { destinationId: string; attemptId: string; caption: string }[];
    expect(sent.map((r) => r.destinationId).sort()).toEqual(['d1', 'd2']);
    expect(new Set(sent.map((r) => r.attemptId)).size).toBe(2);
    expect(sent.find((r) => r.destinationId === 'd2')!.caption).toBe(
      '#ad\nRice 😀 — https://track.example/t?cid=503\n#deals',
    );
  });

  it('says a failed destination on its own and still posts to the others', async () => {
    openWithThree((r) => {
      if (r.destinationId === 'd2')
        throw new ApiError({ kind: 'validation', status: 404, message: 'Discord does not know this webhook.' });
      return { posted };
    });
    fireEvent.click(
      within(await screen.findByRole('group', { name: 'Also post to' })).getByRole('checkbox', {
        name: 'Deals server',
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Post now' }));
    expect(await screen.findByText('Posted to Deals channel.')).toBeTruthy();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Not posted to Deals server: Discord does not know this webhook.');
  });
});
