// Issue 18 item 5: one 401 does not colour every later error. The refused state ends with the first successful
// answer to the saved key, each later error is reported as itself, and the scheduled index refresh runs again.
import { describe, expect, it, vi } from 'vitest';
import { readAccount } from '../../lib/core/account/key-store';
import { campaignBody, GOOD_KEY } from '../core/background/fake-api';
import { ok, saveGoodKey, send, useBackground } from '../core/background/harness';

const bg = useBackground();

const campaignsPage = () => ({
  status: 200,
  body: {
    data: [campaignBody(3)],
    meta: { page: 1, per_page: 500, total: 1, total_pages: 1, next_page: null, prev_page: null },
  },
});

async function refusedOnce(): Promise<void> {
  await saveGoodKey();
  bg.api().acceptKey('sk_rotated_elsewhere_1');
  expect(await send('listTransactions', {})).toMatchObject({ ok: false, error: { kind: 'unauthorized' } });
  expect((await readAccount()).keyInvalid).toBe(true);
  bg.api().acceptKey(GOOD_KEY);
}

describe('after a single 401', () => {
  it('a success ends the refused state; a later 429 says 429 and a 500 says 500; the index refresh runs again', async () => {
    await refusedOnce();
    await ok('listTransactions', {});
    expect(await ok('account.get', {})).toMatchObject({ keySet: true, keyInvalid: false });

    bg.api().route('GET /transactions', () => ({
      status: 429,
      body: { error: 'Daily limit reached', limit: 1000, used: 1000, resets_at: '2025-03-16T00:00:00Z' },
    }));
    const limited = await send('listTransactions', {});
    expect(limited).toMatchObject({ ok: false, error: { kind: 'rate_limited', status: 429 } });
    expect(!limited.ok && limited.error.message).toMatch(/Daily limit reached/);
    expect(!limited.ok && limited.error.message).not.toMatch(/refused|API key/i);

    bg.api().route('GET /transactions', () => ({ status: 500, body: { error: 'down' } }));
    expect(await send('listTransactions', {})).toMatchObject({ ok: false, error: { kind: 'server', status: 500 } });
    expect((await readAccount()).keyInvalid).toBe(false);

    bg.api().route('GET /campaigns', campaignsPage);
    await bg.background().campaignIndex.refreshIfDue(0);
    expect(bg.api().count('GET /campaigns')).toBe(1);
    expect((await bg.background().campaignIndex.lookup('https://store3.example.com/p')).campaign?.id).toBe(3);
  });

  it('the scheduled index refresh is not stopped for good: it tries again, and its success ends the refused state', async () => {
    await refusedOnce();
    bg.api().acceptKey('sk_rotated_elsewhere_1');
    bg.api().route('GET /campaigns', campaignsPage);
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await bg.background().campaignIndex.refreshIfDue(0);
    expect(warned).toHaveBeenCalledWith('Campaign index refresh failed', expect.objectContaining({ status: 401 }));
    expect(bg.api().count('GET /campaigns')).toBe(1); // tried while refused: still refused, the old index stays
    expect((await readAccount()).keyInvalid).toBe(true);

    bg.api().acceptKey(GOOD_KEY); // the next alarm
    await bg.background().campaignIndex.refreshIfDue(0);
    expect(bg.api().count('GET /campaigns')).toBe(2);
    expect((await readAccount()).keyInvalid).toBe(false);
    expect((await bg.background().campaignIndex.lookup('https://store3.example.com/')).campaign?.id).toBe(3);
  });

  it('a success for a key that is no longer the saved one clears nothing', async () => {
    await refusedOnce();
    const account = await readAccount();
    const other = bg.background().api.contextOf({
      baseUrl: account.baseUrl,
      apiKey: GOOD_KEY,
      keyId: 'another-key-id',
    });
    await other.api.listTransactions();
    expect((await readAccount()).keyInvalid).toBe(true);
  });
});
