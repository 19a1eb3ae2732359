// Switching Sales alerts on answers with the first sync already running, so Options -> Sales follows it to its end
// (it polls only while the status says running; a sync started later by the settings watcher went unseen).
import { describe, expect, it } from 'vitest';
import { BASE_URL, GOOD_KEY } from '../core/background/fake-api';
import { ok, useBackground } from '../core/background/harness';

describe('sales.settings', () => {
  useBackground();

  it('switching Sales alerts on answers that the first sync runs', async () => {
    await ok('account.save', { apiKey: GOOD_KEY, baseUrl: BASE_URL });
    const on = await ok('sales.settings', { enabled: true });
    expect(on.running).toBe(true);
  });
});
