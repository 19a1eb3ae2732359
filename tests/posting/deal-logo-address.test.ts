// @vitest-environment node
// A campaign's `image` on a loopback or private address is never the deal card's logo (issue 44, item 4): the
// prepared deal the Post dialog draws from leaves it out, so no page fetches it with the extension's rights.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { telegramSandboxRecord } from '../../lib/posting/telegram-base';
import { DEMO_KEYS } from '../../sandbox/keys';
import { type SandboxHandle, startSandbox } from '../../sandbox/server';
import { ownPage } from '../core/background/harness';
import { type TestBackground as Background, freshStores, testBackground } from '../support/background-deps';
import { saveTelegramDestination } from '../support/sandbox-background';

let sandbox: SandboxHandle;
let bg: Background;
const KEY = DEMO_KEYS.inrLegacy.key;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, quiet: true });
});
afterAll(() => sandbox.close());

beforeEach(async () => {
  sandbox.reset();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  fakeBrowser.permissions.contains = (async () => true) as never;
  bg = testBackground({ stores: freshStores(), fetch: globalThis.fetch, transport: { maxRetries: 0 } });
  await bg.account.saveAccount({ apiKey: KEY, baseUrl: sandbox.baseUrl });
  await telegramSandboxRecord.set(sandbox.origin);
});

// biome-ignore lint/suspicious/noExplicitAny: answers of several messages, read loosely in assertions
type Answer = { ok: boolean; data?: any; error?: any };
const send = async (name: string, request: unknown) =>
  (await bg.handleMessage({ name, request }, ownPage('/options.html'))) as Answer;

async function preparedLogo(image: string): Promise<string | null> {
  const destinationId = await saveTelegramDestination(send, { name: 'Deals channel' });
  const offers = await send('api.call', { operation: 'listOffers', input: { per_page: 50 } });
  const offer = (offers.data.data as { id: number; campaign_id: number; tracking_url: string | null }[]).find(
    (o) => o.tracking_url,
  );
  const headers = { Authorization: `Token ${KEY}` };
  const real = (await (await fetch(`${sandbox.baseUrl}/campaigns/${offer?.campaign_id}`, { headers })).json()) as {
    data: Record<string, unknown>;
  };
  sandbox.addFault({
    path: `/campaigns/${offer?.campaign_id}`,
    status: 200,
    body: JSON.stringify({ data: { ...real.data, image } }),
    count: 5,
  });
  const prepared = await send('posting.prepare', {
    destinationId,
    source: { kind: 'offer', offerId: offer?.id },
    postId: 'logo',
  });
  expect(prepared.ok).toBe(true);
  return prepared.data.deal.logoUrl;
}

describe('the deal card’s logo', () => {
  it.each([
    'http://127.0.0.1:8787/logo.png',
    'http://localhost/logo.png',
    'http://192.168.1.10/logo.png',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::1]/logo.png',
  ])('is left out when the campaign image is on %s', async (image) => {
    expect(await preparedLogo(image)).toBeNull();
  });

  it('is the campaign image on a public address', async () => {
    expect(await preparedLogo('https://cdn.example.com/logos/store.png')).toBe(
      'https://cdn.example.com/logos/store.png',
    );
  });
});
