import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { postText } from '../../../lib/links/ui/monetize-form';
import type { MonetizeRequest } from '../../../lib/protocol';
import { CAMPAIGN, converted, PAGE_URL } from './fixtures';
import { apiError, defaultHandlers, renderPopup, stubClipboard } from './render-popup';

function monetized(r: MonetizeRequest, ai: boolean) {
  const base = converted({ url: r.url, channelId: r.channelId, shorten: r.shorten, subIds: r.subIds });
  return {
    title: ai ? `Grab ${r.title} at the best price!` : r.title,
    original_title: r.title,
    ...(r.description ? { description: ai ? `Fresh deal: ${r.description}` : r.description } : {}),
    tracking_url: base.tracking_url,
    ...(base.short_url ? { short_url: base.short_url } : {}),
    affiliated: true,
    original_url: r.url,
    campaign: { id: CAMPAIGN.id, name: CAMPAIGN.name },
    ai_rewritten: ai && r.rewriteWithAi,
  };
}

const title = () => screen.getByRole('textbox', { name: 'Title' }) as HTMLInputElement;
const description = () => screen.getByRole('textbox', { name: 'Description' }) as HTMLTextAreaElement;
const post = () => screen.findByRole('textbox', { name: 'Post text' }) as Promise<HTMLTextAreaElement>;

/** Waits for the link, then opens "Post with your link" (the form loads when first opened). */
async function linkShown() {
  await waitFor(() =>
    expect((screen.getByRole('textbox', { name: 'Affiliate link' }) as HTMLTextAreaElement).value).toMatch(/^https:/),
  );
  const disclosure = document.querySelector('details.post-panel') as HTMLDetailsElement;
  disclosure.open = true;
  disclosure.dispatchEvent(new Event('toggle'));
  await screen.findByRole('textbox', { name: 'Title' });
}

describe('Monetize', () => {
  it('puts no link with a user name or password in a post: an alert, and no Post text', async () => {
    renderPopup(
      defaultHandlers({
        'link.monetize': (r) => ({ ...monetized(r, false), tracking_url: 'https://www.amazon.in@evil.test/x' }),
      }),
    );
    await linkShown();
    fireEvent.click(screen.getByRole('button', { name: 'Monetize' }));
    expect((await screen.findByRole('alert')).textContent).toContain('user name or password');
    expect(screen.queryByRole('textbox', { name: 'Post text' })).toBeNull();
  });

  it('starts from the tab’s title; with AI, shows the rewritten post and keeps what was typed', async () => {
    const bg = renderPopup(defaultHandlers({ 'link.monetize': (r) => monetized(r, true) }));
    await linkShown();
    expect(title().value).toBe('Basmati rice 5 kg – Kirana Basket');
    fireEvent.input(title(), { target: { value: 'Basmati rice 5 kg' } });
    fireEvent.input(description(), { target: { value: 'Aged long-grain rice.' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Rewrite with AI' }));
    fireEvent.click(screen.getByRole('button', { name: 'Monetize' }));

    const text = (await post()).value;
    const lines = text.split('\n\n');
    expect(lines[0]).toBe('Grab Basmati rice 5 kg at the best price!');
    expect(lines[1]).toBe('Fresh deal: Aged long-grain rice.');
    expect(lines[2]).toMatch(/^https:\/\/track\.example\.test\/c\?cid=501/);
    expect(bg.requestsOf('link.monetize')).toEqual([
      {
        url: PAGE_URL,
        title: 'Basmati rice 5 kg',
        description: 'Aged long-grain rice.',
        rewriteWithAi: true,
        channelId: 501,
        shorten: false,
        subIds: [],
      },
    ]);
    expect(title().value).toBe('Basmati rice 5 kg');
    expect(description().value).toBe('Aged long-grain rice.');
    expect(screen.queryByText(/AI rewrite was not applied/)).toBeNull();
  });

  it('says when the AI rewrite was not applied, and the post uses the person’s own title', async () => {
    renderPopup(defaultHandlers({ 'link.monetize': (r) => monetized(r, false) }));
    await linkShown();
    fireEvent.input(title(), { target: { value: 'Basmati rice 10 kg' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Rewrite with AI' }));
    fireEvent.click(screen.getByRole('button', { name: 'Monetize' }));
    expect((await post()).value).toMatch(/^Basmati rice 10 kg\n\nhttps:\/\//);
    expect((await screen.findByText(/AI rewrite was not applied/)).getAttribute('role')).toBe('status');
  });

  it('uses the short link while Short link is on, and copies the post', async () => {
    const writeText = stubClipboard();
    const bg = renderPopup(defaultHandlers({ 'link.monetize': (r) => monetized(r, false) }));
    await linkShown();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Short link' }));
    fireEvent.click(screen.getByRole('button', { name: 'Monetize' }));
    const text = (await post()).value;
    expect(text).toMatch(/\n\nhttps:\/\/sho\.rt\/501$/);
    expect(bg.requestsOf('link.monetize')[0]).toMatchObject({ shorten: true });
    fireEvent.click(screen.getByRole('button', { name: 'Copy post text' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(text));
  });

  it('a blank title: an inline message and nothing sent', async () => {
    const bg = renderPopup(defaultHandlers({ 'link.monetize': (r) => monetized(r, false) }), {
      url: PAGE_URL,
      title: null,
    });
    await linkShown();
    expect(title().value).toBe('');
    fireEvent.input(title(), { target: { value: '   ' } });
    fireEvent.submit(title().closest('form') as HTMLFormElement);
    expect((await screen.findByText('Enter a title for the post.')).getAttribute('role')).toBe('alert');
    expect(title().getAttribute('aria-invalid')).toBe('true');
    expect(bg.requestsOf('link.monetize')).toEqual([]);
  });

  it('an error: an alert, and what was typed stays', async () => {
    renderPopup(
      defaultHandlers({
        'link.monetize': () => {
          throw apiError({ kind: 'server', status: 502, message: 'The API had a problem on its side (HTTP 502).' });
        },
      }),
    );
    await linkShown();
    fireEvent.input(description(), { target: { value: 'Mine' } });
    fireEvent.click(screen.getByRole('button', { name: 'Monetize' }));
    expect((await screen.findByRole('alert')).textContent).toContain('HTTP 502');
    expect(description().value).toBe('Mine');
    expect(screen.queryByRole('textbox', { name: 'Post text' })).toBeNull();
  });
});

describe('postText', () => {
  it('leaves out a missing description', () => {
    expect(postText('T', undefined, 'https://x.test/')).toBe('T\n\nhttps://x.test/');
    expect(postText('T', ' D ', 'https://x.test/')).toBe('T\n\nD\n\nhttps://x.test/');
  });
});
