// @vitest-environment node
// Run by vitest.tz.config.ts under TZ=Asia/Kolkata (UTC+05:30): zone-less API times are UTC whatever the zone, and
// what is shown in the person's own zone is theirs. Against the sandbox, whose access-request 429 writes
// `resets_at` without a zone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../../lib/core/api/client';
import { isApiError } from '../../../lib/core/api/errors';
import { apiInstant } from '../../../lib/core/format/api-time';
import { localDateTime } from '../../../lib/core/format/date-time';
import { utcTime } from '../../../lib/core/format/time-words';
import { retryAt } from '../../../lib/sales/backoff';
import { searchSales } from '../../../lib/sales/ui/sales-filter';
import { FIXTURES } from '../../../sandbox/fixtures';
import { DEMO_KEYS } from '../../../sandbox/keys';
import { type SandboxHandle, startSandbox } from '../../../sandbox/server';
import { sale } from '../../sales/sale';

const MIDNIGHT_UTC = Date.UTC(2026, 5, 19);

describe('API times under Asia/Kolkata', () => {
  it('runs in Asia/Kolkata, five and a half hours east of UTC', () => {
    expect(new Date(MIDNIGHT_UTC).getTimezoneOffset()).toBe(-330);
    // What the bug was: the platform reads a zone-less time as local.
    expect(Date.parse('2026-06-19T00:00:00')).not.toBe(MIDNIGHT_UTC);
  });

  it('one parser: a zone-less time, a click_timestamp and a bare date are UTC; a zone is read as written', () => {
    expect(apiInstant('2026-06-19T00:00:00')).toBe(MIDNIGHT_UTC);
    expect(apiInstant('2026-06-19 00:00:00')).toBe(MIDNIGHT_UTC);
    expect(apiInstant('2026-06-19')).toBe(MIDNIGHT_UTC);
    expect(apiInstant('2026-06-19T05:30:00+05:30')).toBe(MIDNIGHT_UTC);
    expect(apiInstant('2026-06-19T00:00:00.000Z')).toBe(MIDNIGHT_UTC);
    expect(apiInstant('soon')).toBeNaN();
  });

  it('utcTime writes the UTC instant of a zone-less time, not a local one', () => {
    expect(utcTime('2026-06-19 00:00:00')).toBe('2026-06-19 00:00 UTC');
    expect(utcTime('2026-06-19T00:00:00Z')).toBe('2026-06-19 00:00 UTC');
  });

  it('a zone-less resets_at holds the sales sync back until that UTC instant', () => {
    const now = MIDNIGHT_UTC - 60_000;
    expect(retryAt(now, 1, '2026-06-19T00:00:00')).toBe(now + 15 * 60_000);
    expect(retryAt(now - 6 * 3_600_000, 1, '2026-06-19T00:00:00')).toBe(MIDNIGHT_UTC);
  });

  it("local times are the person's: 00:00 UTC is 05:30 in Kolkata", () => {
    expect(localDateTime('2026-06-19 00:00:00')).toBe('2026-06-19 05:30');
    expect(localDateTime(MIDNIGHT_UTC)).toBe('2026-06-19 05:30');
  });

  it('synced sales of one day sort by the instant of updated_at, zone or none', () => {
    const a = { ...sale(1, 'pending', '2026-06-19T00:00:00'), seenStatuses: ['pending'] };
    const b = { ...sale(2, 'pending', '2026-06-19T03:00:00+05:30'), seenStatuses: ['pending'] };
    // b is 21:30 UTC the day before: a is newer.
    expect(searchSales([b, a], '').map((s) => s.id)).toEqual([1, 2]);
  });
});

describe('the sandbox`s zone-less resets_at, read by the client under Asia/Kolkata', () => {
  let sandbox: SandboxHandle;
  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, quiet: true, today: new Date('2025-06-18T20:00:00Z') });
  });
  afterAll(() => sandbox.close());

  it('says the limit resets at 00:00 UTC of the next UTC day, and the sales sync waits for that instant', async () => {
    const key = DEMO_KEYS.inrLegacy.key;
    sandbox.setUsage(key, 'access_requests', 100);
    const client = createApiClient({ baseUrl: sandbox.baseUrl, apiKey: key, fetch: globalThis.fetch });
    const error = await client.requestAccess({ id: FIXTURES.notAppliedCampaignId }).catch((e: unknown) => e);
    if (!isApiError(error) || error.kind !== 'rate_limited') throw error;
    expect(error.resetsAt).toBe('2025-06-19T00:00:00');
    // 20:00 UTC is already 01:30 on the 19th in Kolkata: read as local, the reset would seem 5.5 hours ago.
    expect(error.message).toContain('The limit resets at 2025-06-19 00:00 UTC');
    expect(retryAt(Date.parse('2025-06-18T20:00:00Z'), 1, error.resetsAt)).toBe(Date.UTC(2025, 5, 19));
  });
});
