// Firefox's background is a page: the publishing engine (/publishing.js) is added to it as a <script> on its first use
// (lib/core/background/publishing.ts), never as it starts. No key is saved here, so the probe page stays on Options ->
// Account (with a key it opens on Convert, whose converter is part of the engine).
import { describe, expect, test } from 'vitest';
import { AFTER_START_MS } from '../../lib/core/background/after-start';
import { WHATSAPP_DESTINATION } from '../support/whatsapp-destination';
import { useFirefox } from './harness';

// Functions given to inExtension() run inside the extension's pages, where Firefox's `browser` exists.
declare const browser: typeof import('@wxt-dev/browser').browser;

const ff = useFirefox();

describe('Firefox: the publishing engine in the background page', () => {
  test('is not loaded until first used, then comes as one <script> and answers destinations and the queue', async () => {
    const scripts = () =>
      ff.inExtension(async () => {
        const page = (await browser.runtime.getBackgroundPage()) as Window | null;
        return [...(page?.document.querySelectorAll('script') ?? [])].map((s) => new URL(s.src).pathname);
      });
    // Past the start's own checks too (the queue's runs AFTER_START_MS after the page starts).
    await expect
      .poll(() => ff.inExtension(async () => ((await browser.runtime.getBackgroundPage()) as Window).performance.now()))
      .toBeGreaterThan(AFTER_START_MS + 500);
    expect(await scripts()).not.toContain('/publishing.js');
    const saved = await ff.send('destinations.save', WHATSAPP_DESTINATION);
    expect(saved).toMatchObject({ ok: true });
    expect(await ff.send('destinations.list', {})).toMatchObject({
      ok: true,
      data: [{ name: 'WhatsApp group', sendsTo: 'whatsapp' }],
    });
    expect(await ff.send('queue.state', {})).toMatchObject({ ok: true, data: { items: [] } });
    expect((await scripts()).filter((path) => path === '/publishing.js')).toHaveLength(1);
  });
});
