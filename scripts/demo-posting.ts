// The demo's post to Telegram: in the sandbox build (the production build talks to api.telegram.org only), a Telegram
// destination for the sandbox's public channel, a Deals offer posted through the Post dialog with its card, then the
// card PNG and the fake chat written to demo-output/; then a product page's post from the popup (demo-product-post.ts).
// The browser's profile already allows the product page's host, as after the person's Allow (a demo cannot click the
// toolbar icon that grants `activeTab`).
import { rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { FIXTURES } from '../sandbox/fixtures';
import type { SandboxHandle } from '../sandbox/server';
import { chatPageHtml } from '../sandbox/telegram/chat-page';
import { TELEGRAM_BOTS, TELEGRAM_FIXTURES } from '../sandbox/telegram/fixtures';
import { postProductDemo } from './demo-product-post';
import { launchExtension, merchantHostArgs, profileAllowing } from './launch-extension';

declare const chrome: typeof import('@wxt-dev/browser').browser;

export const SANDBOX_BUILD = resolve('.output-sandbox/chrome-mv3-sandbox');

export async function postDealDemo(sandbox: SandboxHandle, key: string, outDir: string): Promise<string[]> {
  const extraArgs = merchantHostArgs(sandbox.origin);
  const pageOrigin = `${new URL(FIXTURES.productPageUrl).origin}/*`;
  const profile = await profileAllowing([pageOrigin], extraArgs, SANDBOX_BUILD);
  const ext = await launchExtension({ dir: SANDBOX_BUILD, headless: true, extraArgs, profile });
  try {
    const page = await ext.context.newPage();
    await page.goto(`chrome-extension://${ext.extensionId}/options.html#offers`);
    const setUp = await page.evaluate(
      async ([apiKey, baseUrl, origin, token, chat, channelId]) => {
        await chrome.storage.local.set({ telegramSandboxBaseUrl: origin });
        const saved = await chrome.runtime.sendMessage({ name: 'account.save', request: { apiKey, baseUrl } });
        const destination = await chrome.runtime.sendMessage({
          name: 'destinations.save',
          request: {
            name: 'Sandbox Deals',
            sendsTo: 'telegram',
            botToken: token,
            chat,
            channelId,
            shorten: false,
            template:
              '{title}\n💰 {price} (MRP {mrp})\n🔥 {percent_off} off\n🎟️ Code: {coupon}\n⏳ Valid till {valid_till}\n{link}',
            disclosure: '#ad',
            addDisclosure: true,
            hashtags: 'deals india',
          },
        });
        return saved.ok && destination.ok;
      },
      [
        key,
        sandbox.baseUrl,
        sandbox.origin,
        TELEGRAM_BOTS.good.token,
        TELEGRAM_FIXTURES.publicChat,
        FIXTURES.approvedChannelId,
      ] as const,
    );
    if (!setUp) throw new Error('The demo could not save the key or the destination');
    await page.reload();
    // An offer with its prices, so the card shows them struck and discounted.
    const offers = page.getByRole('list', { name: 'Offers', exact: true }).getByRole('listitem');
    await offers.first().waitFor();
    const offer = (await offers.filter({ hasText: '₹' }).count())
      ? offers.filter({ hasText: '₹' }).first()
      : offers.first();
    await offer.getByRole('button', { name: 'Post', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Post' });
    await dialog.getByRole('img', { name: 'Deal card' }).waitFor({ timeout: 30_000 });
    await dialog.getByRole('button', { name: 'Post now' }).click();
    await dialog.getByRole('status').filter({ hasText: 'Posted to' }).waitFor({ timeout: 30_000 });
    const posted = sandbox.telegram.messages.find((m) => m.photo);
    if (!posted?.photo) throw new Error('The demo post did not reach the sandbox Telegram');
    const card = join(outDir, 'deal-card.png');
    writeFileSync(card, posted.photo.bytes);
    const product = await postProductDemo(ext.context, ext.extensionId, sandbox, outDir);
    const chatPage = join(outDir, 'telegram-chat.html');
    writeFileSync(chatPage, chatPageHtml(sandbox.telegram, { inline: true }));
    return [card, ...product, chatPage];
  } finally {
    await ext.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
