// The demo's product post: the sandbox's product page (its own structured data: name, price, list price, photo) open
// in a tab, the popup about it, Post: the dialog with the product's name and price read at that time (photographed),
// then Post now, which carries Telegram's large link preview of the page.
import { join } from 'node:path';
import type { BrowserContext } from '@playwright/test';
import { FIXTURES } from '../sandbox/fixtures';
import type { SandboxHandle } from '../sandbox/server';

export async function postProductDemo(
  context: BrowserContext,
  extensionId: string,
  sandbox: SandboxHandle,
  outDir: string,
): Promise<string[]> {
  const merchant = await context.newPage();
  await merchant.goto(FIXTURES.productPageUrl);
  const popup = await context.newPage();
  await popup.setViewportSize({ width: 420, height: 1100 });
  await popup.goto(`chrome-extension://${extensionId}/popup.html?url=${encodeURIComponent(FIXTURES.productPageUrl)}`);
  await popup.getByRole('button', { name: 'Post', exact: true }).click({ timeout: 30_000 });
  const dialog = popup.getByRole('dialog', { name: 'Post' });
  await dialog.getByText('Price read at').waitFor({ timeout: 30_000 });
  const shot = join(outDir, 'product-post-dialog.png');
  await popup.screenshot({ path: shot, fullPage: true });
  const before = sandbox.telegram.messages.length;
  await dialog.getByRole('button', { name: 'Post now' }).click();
  await dialog.getByRole('status').filter({ hasText: 'Posted to' }).waitFor({ timeout: 30_000 });
  const posted = sandbox.telegram.messages[before];
  if (!posted?.linkPreview) throw new Error('The demo product post did not carry the link preview');
  console.log(
    `A product post, as the sandbox Telegram got it:\n${posted.text}\n  (link preview: ${JSON.stringify(posted.linkPreview)})`,
  );
  await popup.close();
  await merchant.close();
  return [shot];
}
