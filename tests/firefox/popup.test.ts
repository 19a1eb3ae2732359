// The popup in Firefox (popup.html?url=…), against the sandbox: what the person sees, and what reached the API
// (the sandbox's request log).
import { beforeAll, describe, expect, test } from 'vitest';
import { FIXTURES } from '../../sandbox/fixtures';
import { useFirefox } from './harness';

const ff = useFirefox();
const PRODUCT = `https://www.${FIXTURES.openCampaignDomain}/products/basmati-rice-5kg`;
const LINK = 'Affiliate link';

beforeAll(async () => {
  await ff.saveKey(ff.sandbox.keys.inrLegacy.key);
});

/** The link the popup shows, once it shows one. */
async function shownLink(page: Awaited<ReturnType<typeof ff.openPopup>>): Promise<string> {
  await expect.poll(() => ff.valueOf(page, LINK, 'textbox')).toMatch(/^https?:\/\//);
  return ff.valueOf(page, LINK, 'textbox');
}

describe('Firefox: popup', () => {
  test('shows the tracking link on open, after one conversion request, with the access status', async () => {
    const popup = await ff.openPopup(PRODUCT);
    const link = new URL(await shownLink(popup));
    expect(link.host).toBe(FIXTURES.trackingHost);
    expect(link.searchParams.get('url')).toBe(PRODUCT);
    expect(ff.requests('/links/convert')).toHaveLength(1);
    expect(await ff.valueOf(popup, 'Access status')).toBe('Open');
    await popup.close();
  });

  test('sub IDs and the short link reach the API and the shown link', async () => {
    const popup = await ff.openPopup(PRODUCT);
    await shownLink(popup);
    await ff.disclose(popup, 'Sub IDs');
    await ff.fill(popup, 'Sub ID 1', 'newsletter', 'textbox');
    await ff.fill(popup, 'Sub ID 3', 'nov-week4', 'textbox');
    await expect
      .poll(() => ff.requests('/links/convert').at(-1)?.body)
      .toMatchObject({ subid: 'newsletter', subid3: 'nov-week4' });
    await expect.poll(async () => new URL(await shownLink(popup)).searchParams.get('subid3')).toBe('nov-week4');

    await ff.click(popup, 'Short link', 'checkbox');
    await expect
      .poll(() => ff.requests('/links/convert').at(-1)?.body)
      .toMatchObject({ shorten: true, subid: 'newsletter' });
    await expect.poll(async () => new URL(await shownLink(popup)).host).toBe(FIXTURES.shortHost);
    expect(await ff.valueOf(popup, 'Sub ID 1', 'textbox')).toBe('newsletter');
    await popup.close();
  });

  test('Copy puts the shown link on the clipboard and says so', async () => {
    const popup = await ff.openPopup(PRODUCT);
    const link = await shownLink(popup);
    await ff.click(popup, 'Copy', 'button');
    await expect.poll(() => ff.textsOf(popup, 'status')).toContainEqual(expect.stringContaining('Copied'));
    expect(await ff.readClipboard()).toBe(link);
    await popup.close();
  });

  test('request access on a not-applied campaign, then it is pending', async () => {
    const campaign = ff.sandbox.state.campaigns.find((c) => c.id === FIXTURES.notAppliedCampaignId);
    const popup = await ff.openPopup(`https://www.${campaign?.domain}/item/1`);
    await expect.poll(() => ff.valueOf(popup, 'Access status')).toBe('Not applied');
    await ff.click(popup, 'Request access', 'button');
    await ff.fill(popup, 'Promotion details', 'Weekly deals newsletter', 'textbox');
    await ff.click(popup, 'Send request', 'button');
    await expect.poll(() => ff.valueOf(popup, 'Access status')).toBe('Pending');
    const sent = ff.requests(`/campaigns/${FIXTURES.notAppliedCampaignId}/request_access`, 'POST');
    expect(sent).toEqual([
      expect.objectContaining({
        status: 201,
        body: expect.objectContaining({ promotion_details: 'Weekly deals newsletter' }),
      }),
    ]);
    await popup.close();
  });

  test('offers of the campaign are listed with a coupon that Copy code copies', async () => {
    const popup = await ff.openPopup(`https://www.${FIXTURES.couponCampaignDomain}/`);
    await ff.named(popup, 'Offers', 'list');
    const copied = await popup.evaluate((code: string) => {
      const item = [...document.querySelectorAll('li')].find((li) => li.textContent?.includes(code));
      const button = [...(item?.querySelectorAll('button') ?? [])].find((b) => b.textContent?.trim() === 'Copy code');
      button?.click();
      return !!button;
    }, FIXTURES.couponCode);
    expect(copied, 'a Copy code button beside the coupon').toBe(true);
    await expect.poll(() => ff.readClipboard()).toBe(FIXTURES.couponCode);
    await popup.close();
  });

  test('monetize with the AI rewrite, and when the AI fails what was typed stays', async () => {
    const popup = await ff.openPopup(PRODUCT);
    await shownLink(popup);
    await ff.disclose(popup, 'Post with your link');
    await ff.fill(popup, 'Title', 'Basmati rice 5 kg', 'textbox');
    await ff.fill(popup, 'Description', 'Aged long-grain rice.', 'textbox');
    await ff.click(popup, 'Rewrite with AI', 'checkbox');
    await ff.click(popup, 'Monetize', 'button');
    await expect.poll(() => ff.valueOf(popup, 'Post text', 'textbox')).toMatch(/https?:\/\//);
    expect((await ff.valueOf(popup, 'Post text', 'textbox')).split('\n')[0]).not.toBe('Basmati rice 5 kg');
    expect(ff.requests('/links/monetize').at(-1)?.body).toMatchObject({ rewrite_using_ai: true });

    ff.sandbox.setAiFailure(true);
    try {
      await ff.fill(popup, 'Title', 'Basmati rice 10 kg', 'textbox');
      await ff.click(popup, 'Monetize', 'button');
      await expect.poll(() => ff.valueOf(popup, 'Post text', 'textbox')).toMatch(/^Basmati rice 10 kg/);
      expect(await ff.textsOf(popup, 'status')).toContainEqual(expect.stringMatching(/AI/));
      expect(await ff.valueOf(popup, 'Title', 'textbox')).toBe('Basmati rice 10 kg');
    } finally {
      ff.sandbox.setAiFailure(false);
    }
    await popup.close();
  });

  test('a 500 from the API shows an alert, and Try again works once the API is back', async () => {
    ff.sandbox.addFault({ path: '/links/convert', status: 500, body: '{"error":"Internal server error"}', count: 10 });
    // Another page, so the conversion is not answered from the link cache.
    const popup = await ff.openPopup(`${PRODUCT}?size=10kg`);
    try {
      await expect.poll(() => ff.textsOf(popup, 'alert'), { timeout: 20_000 }).toHaveLength(1);
      expect(await ff.valueOf(popup, 'Access status')).toBe('Open');
    } finally {
      ff.sandbox.clearFaults();
    }
    await ff.click(popup, 'Try again', 'button');
    await shownLink(popup);
    expect(await ff.textsOf(popup, 'alert')).toEqual([]);
    await popup.close();
  });
});
