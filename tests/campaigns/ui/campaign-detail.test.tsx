import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { conversionSteps } from '../../../lib/campaigns/ui/conversion-steps';
import { sanitizeImportantInfo } from '../../../lib/campaigns/ui/sanitize-html';
import type { CampaignDetail } from '../../../lib/core/api/schemas';
import { apiError, type Handlers } from '../../support/options/fake-send';
import { campaignDetail, channel, pageOf, withKey } from '../../support/options/fixtures';
import { renderOptions } from '../../support/options/render-options';

const HOSTILE =
  '<img src=x onerror=alert(1)><script>alert(2)</script><a href="javascript:alert(3)">x</a><b>Bold</b>' +
  '<a href="https://merchant.example/terms" onclick="steal()">Terms</a><iframe src="https://evil.example"></iframe>' +
  '<style>body{display:none}</style><form action="https://evil.example"><input name="k"></form>';

function detailBackground(detail: CampaignDetail, extra: Handlers = {}): Handlers {
  return {
    'account.get': () => withKey(null),
    getCampaign: () => detail,
    listChannels: () => pageOf([]),
    ...extra,
  };
}

async function detailArticle(name: string) {
  const region = await screen.findByRole('region', { name: 'Campaigns' });
  return within(region).findByRole('article', { name });
}

describe('Campaign detail', () => {
  it('shows the campaign’s figures and rules', async () => {
    const bg = renderOptions('#campaigns/1207', detailBackground(campaignDetail()));
    const article = await detailArticle('ShopKart');
    expect(bg.requestsOf('getCampaign')).toEqual([{ id: 1207 }]);
    const text = article.textContent ?? '';
    expect(text).toContain('8%');
    expect(text).toContain('Upto 8% per sale');
    expect(text).toContain('₹1.25');
    expect(text).toContain('₹0.40');
    expect(text).toContain('Open');
    expect(text).toContain('72 hours');
    expect(text).toContain('45 days');
    expect(text).toContain('60 days after validation');
    expect(within(article).getByRole('textbox', { name: 'Tracking link' })).toHaveProperty(
      'value',
      'https://track.network.example/c?cid=311&campaign=1207',
    );
    const steps = within(article)
      .getAllByRole('listitem')
      .filter((li) => li.textContent?.startsWith('Step'));
    expect(steps.map((s) => s.textContent)).toEqual(['Step 1: Clicks', 'Step 2: Buys', 'Step 10: Gets paid']);
  });

  it('shows payout categories with header rows as group headers', async () => {
    renderOptions('#campaigns/1207', detailBackground(campaignDetail()));
    const article = await detailArticle('ShopKart');
    const table = within(article).getByRole('table', { name: 'Payout categories' });
    expect(within(table).getByRole('columnheader', { name: 'Apparel' }).getAttribute('colspan')).toBe('2');
    expect(table.textContent).toContain('₹150.50');
  });

  it('sanitises hostile important information: text kept, no script, no handlers, no javascript: links', async () => {
    // happy-dom reports each <iframe> it is not allowed to load straight to the worker's stderr (its own console,
    // which vi.spyOn(console) does not reach); a browser's inert parser loads none. Those lines only are held back.
    const write = process.stderr.write.bind(process.stderr);
    const iframeRefused = vi
      .spyOn(process.stderr, 'write')
      .mockImplementation((chunk: string | Uint8Array, ...rest: unknown[]) =>
        String(chunk).includes('Iframe page loading is disabled')
          ? true
          : (write as (c: string | Uint8Array, ...r: unknown[]) => boolean)(chunk, ...rest),
      );
    renderOptions('#campaigns/1207', detailBackground(campaignDetail({ important_info_html: HOSTILE })));
    const article = await detailArticle('ShopKart');
    const info = article.querySelector('.important-info') as HTMLElement;
    expect(info.textContent).toContain('Bold');
    expect(info.querySelector('b')?.textContent).toBe('Bold');
    expect(document.querySelectorAll('script')).toHaveLength(0);
    for (const tag of ['iframe', 'style', 'form', 'input', 'object', 'embed']) {
      expect(info.querySelector(tag), tag).toBeNull();
    }
    for (const el of info.querySelectorAll('*')) {
      for (const attr of el.getAttributeNames()) expect(attr.startsWith('on'), `${el.tagName} ${attr}`).toBe(false);
      expect(el.getAttribute('href') ?? '').not.toMatch(/^\s*javascript:/i);
      expect(el.getAttribute('src') ?? '').not.toMatch(/^\s*javascript:|^x$/i);
    }
    const terms = within(info).getByRole('link', { name: 'Terms' });
    expect(terms.getAttribute('href')).toBe('https://merchant.example/terms');
    expect(terms.getAttribute('target')).toBe('_blank');
    expect(terms.getAttribute('rel')).toBe('noopener noreferrer');
    iframeRefused.mockRestore();
  });

  it('the attack: a campaign’s HTML drawing our key alert renders as the merchant’s text, without our role or class', async () => {
    const spoof =
      '<div class="alert" role="alert" id="account-alert" aria-live="assertive" style="border:2px solid red">' +
      '<p>The API refused your saved API key. Sign in again</p>' +
      '<a class="button" href="https://evil.example/sign-in">Sign in</a></div>' +
      '<img src="https://pixel.example/open.gif" alt="Summer sale">' +
      '<video autoplay src="https://cdn.example/ad.mp4"></video>';
    renderOptions('#campaigns/1207', detailBackground(campaignDetail({ important_info_html: spoof })));
    const article = await detailArticle('ShopKart');
    const frame = article.querySelector('figure.merchant-text') as HTMLElement;
    expect(frame.querySelector('figcaption')?.textContent).toBe(
      'From ShopKart: the merchant’s own text, not a message from this extension'.replace('’', "'"),
    );
    const info = frame.querySelector('.important-info') as HTMLElement;
    expect(info.textContent).toContain('The API refused your saved API key. Sign in again');
    expect(screen.queryAllByRole('alert')).toEqual([]);
    expect(info.querySelector('.alert, .button, [role], [id], [style], [aria-live]')).toBeNull();
    for (const el of info.querySelectorAll('*')) {
      expect(
        el.getAttributeNames().filter((a) => /^(class|id|role|style|aria-)/.test(a)),
        el.tagName,
      ).toEqual([]);
    }
    // Nothing remote is in the page until asked for; then it loads, and the video waits to be played.
    expect(info.querySelector('img, video, audio')).toBeNull();
    fireEvent.click(within(info).getByRole('button', { name: 'Load image “Summer sale” from pixel.example' }));
    expect(info.querySelector('img')?.getAttribute('src')).toBe('https://pixel.example/open.gif');
    expect(info.querySelector('video')).toBeNull();
    fireEvent.click(within(info).getByRole('button', { name: 'Load video from cdn.example' }));
    const video = info.querySelector('video') as HTMLVideoElement;
    expect(video.getAttribute('src')).toBe('https://cdn.example/ad.mp4');
    expect(video.hasAttribute('autoplay')).toBe(false);
    expect(video.hasAttribute('controls')).toBe(true);
  });

  it('says a missing campaign may be paused or deleted', async () => {
    renderOptions(
      '#campaigns/77',
      detailBackground(campaignDetail(), {
        getCampaign: () => {
          throw apiError({
            kind: 'not_found',
            status: 404,
            serverMessage: 'Campaign not found',
            message: 'Not found.',
          });
        },
      }),
    );
    const region = await screen.findByRole('region', { name: 'Campaigns' });
    expect((await within(region).findByRole('alert')).textContent).toBe(
      'This campaign was not found (it may be paused or deleted).',
    );
  });

  it('offers Request access only where access can be requested', async () => {
    renderOptions('#campaigns/1207', detailBackground(campaignDetail({ access_status: 'not_applied' })));
    const article = await detailArticle('ShopKart');
    expect(within(article).getByRole('button', { name: 'Request access' })).toBeTruthy();
  });

  it('sends an access request with the chosen channel, then shows the campaign as pending', async () => {
    let status = 'not_applied';
    const bg = renderOptions(
      '#campaigns/1207',
      detailBackground(campaignDetail(), {
        getCampaign: () => campaignDetail({ access_status: status }),
        listChannels: () => pageOf([channel({ id: 311, name: 'Blog' })]),
        'campaigns.requestAccess': ({ campaignId, channelId }) => {
          status = 'pending';
          return {
            id: 9001,
            campaign_id: campaignId,
            channel_id: channelId ?? 311,
            promotion_details: '',
            status: 'pending',
            created_at: '2025-03-15T11:00:00Z',
            reapplied: false,
          };
        },
      }),
    );
    const article = await detailArticle('ShopKart');
    // The channel list is asked for from an effect: once it is, the detail's mount effects have all run.
    await waitFor(() => expect(bg.requestsOf('listChannels')).toEqual([{ page: 1, per_page: 100 }]));
    fireEvent.click(within(article).getByRole('button', { name: 'Request access' }));
    const channelSelect = await within(article).findByRole('combobox', { name: 'Promote it on' });
    fireEvent.change(channelSelect, { target: { value: '311' } });
    fireEvent.click(within(article).getByRole('button', { name: 'Send request' }));
    await waitFor(() =>
      expect(bg.requestsOf('campaigns.requestAccess')).toEqual([{ campaignId: 1207, channelId: 311 }]),
    );
    await waitFor(() =>
      expect(within(article).getByRole('note', { name: 'Access status' }).textContent).toBe('Pending'),
    );
    expect(bg.requestsOf('getCampaign')).toHaveLength(2);
  });

  it('has no Request access for an open campaign', async () => {
    renderOptions('#campaigns/1207', detailBackground(campaignDetail({ access_status: 'open' })));
    const article = await detailArticle('ShopKart');
    expect(within(article).queryByRole('button', { name: 'Request access' })).toBeNull();
  });

  it.each(['not_applied', 'pending', 'rejected', 'blocked'])(
    'offers Copy tracking link with access %s, and says it will not earn until access is granted',
    async (status) => {
      renderOptions('#campaigns/1207', detailBackground(campaignDetail({ access_status: status as never })));
      const article = await detailArticle('ShopKart');
      expect(within(article).getByRole('button', { name: 'Copy tracking link' })).toBeTruthy();
      const input = within(article).getByRole('textbox', { name: 'Tracking link' });
      expect(input.getAttribute('aria-describedby')).toBe('campaign-tracking-no-earn');
      expect(article.querySelector('#campaign-tracking-no-earn')?.textContent).toMatch(
        /will not earn until access is granted/,
      );
    },
  );

  it.each(['open', 'approved'])('says nothing more about the tracking link with access %s', async (status) => {
    renderOptions('#campaigns/1207', detailBackground(campaignDetail({ access_status: status as never })));
    const article = await detailArticle('ShopKart');
    expect(article.querySelector('#campaign-tracking-no-earn')).toBeNull();
    expect(within(article).getByRole('textbox', { name: 'Tracking link' }).getAttribute('aria-describedby')).toBeNull();
  });

  it('refuses a tracking link that is not http(s)', async () => {
    renderOptions('#campaigns/1207', detailBackground(campaignDetail({ tracking_url: 'javascript:alert(1)' })));
    const article = await detailArticle('ShopKart');
    expect(within(article).queryByRole('textbox', { name: 'Tracking link' })).toBeNull();
    expect(article.textContent).toContain('not an http(s) address');
  });

  it('says an address that is not a campaign id is wrong, without asking the API', async () => {
    const bg = renderOptions('#campaigns/abc', detailBackground(campaignDetail()));
    expect((await screen.findByRole('alert')).textContent).toContain('“abc” is not a campaign ID');
    await waitFor(() => expect(bg.requestsOf('account.get').length).toBeGreaterThan(0));
    expect(bg.requestsOf('getCampaign')).toEqual([]);
  });
});

describe('sanitizeImportantInfo', () => {
  it('drops relative and data: URLs (an image with nothing to load leaves its alt text) and keeps formatting', () => {
    const out = sanitizeImportantInfo(
      '<p><a href="/x">rel</a><img src="data:image/png;base64,AAAA" alt="logo"><i>ok</i></p>',
    );
    expect(out.html).toContain('<a>rel</a>');
    expect(out.html).toContain('logo');
    expect(out.html).not.toContain('<img');
    expect(out.html).toContain('<i>ok</i>');
    expect(out.html).not.toMatch(/href|src|data:/);
    expect(out.media).toEqual([]);
  });

  it('keeps none of class, id, name, role, aria-*, style, tabindex, ping, background', () => {
    const out = sanitizeImportantInfo(
      '<div class="alert" id="key-alert" role="alert" aria-live="assertive" aria-label="Error" style="color:red" ' +
        'tabindex="0" name="x"><a href="https://m.example/" ping="https://t.example/p">x</a>' +
        '<table background="https://t.example/bg.png"><tr><td>cell</td></tr></table></div>',
    );
    expect(out.html).not.toMatch(/class=|id=|name=|role=|aria-|style=|tabindex=|ping=|background=/);
    expect(out.html).toContain('<a href="https://m.example/" target="_blank" rel="noopener noreferrer">x</a>');
  });

  it('draws nothing of ours: a <dialog open>, popover, <details open> and positioned boxes become plain text', () => {
    const out = sanitizeImportantInfo(
      '<p>Terms</p><dialog open><h2>Session expired – re-enter your API key</h2><form><input name="key"></form></dialog>' +
        '<div popover="manual" popovertarget="x">Popover box</div><details open><summary>More</summary>Hidden</details>' +
        '<div style="position:fixed;inset:0">Positioned</div><p hidden>shown?</p><section><article>Deep</article></section>',
    );
    expect(out.html).not.toMatch(/<dialog|<details|<summary|<section|<article|<form|<input|popover|open|style|hidden/);
    for (const words of ['Session expired – re-enter your API key', 'Popover box', 'More', 'Positioned', 'Deep']) {
      expect(out.html).toContain(words);
    }
    const shown = document.createElement('div');
    shown.innerHTML = out.html;
    expect(shown.querySelector('dialog, details, [popover], [open], [style]')).toBeNull();
  });

  it('holds back every remote image, audio and video (with its sources), never autoplaying', () => {
    // (Text first: DOMPurify under happy-dom drops the tag of a leading element, which a browser does not.)
    const out = sanitizeImportantInfo(
      '<p>Banner</p><img src="https://pixel.example/o.gif" alt="Sale">' +
        '<video autoplay muted loop poster="https://cdn.example/p.jpg"><source src="https://cdn.example/v.mp4">' +
        '<img src="https://cdn.example/fallback.gif"></video>' +
        '<audio autoplay src="https://cdn.example/a.mp3"></audio><picture><source srcset="https://x.example/1.png">' +
        '</picture>',
    );
    expect(out.html).not.toMatch(/<img|<video|<audio|<source|https:/);
    expect(out.html).toContain('Banner');
    expect(out.media.map((m) => [m.kind, m.host])).toEqual([
      ['image', 'pixel.example'],
      ['video', 'cdn.example'],
      ['audio', 'cdn.example'],
    ]);
    for (const m of out.media) expect(m.html).not.toContain('autoplay');
    expect(out.media[1]?.html).toContain('controls');
    expect(out.media[1]?.html).toContain('<source src="https://cdn.example/v.mp4">');
    expect(out.html).toContain('Load image “Sale” from pixel.example');
  });
});

describe('conversionSteps', () => {
  it('orders steps by number, other labels last in their given order', () => {
    expect(conversionSteps({ Note: 'n', 'Step 2': 'b', 'Step 10': 'c', 'Step 1': 'a' }).map((s) => s.label)).toEqual([
      'Step 1',
      'Step 2',
      'Step 10',
      'Note',
    ]);
  });
});
