import { describe, expect, it } from 'vitest';
import { extractReapplyDate } from '../../../lib/core/api/error-messages';
import { clientWith, failure, json } from './fake-fetch';

// Issue 18, item 3: the re-apply date is the date the message gives for re-applying, wherever the rejection date is.
describe('the re-apply date of a cooldown 422', () => {
  it.each([
    // rejection date first
    ['Your request was rejected on 2025-03-14. You can re-apply on 2025-06-14.'],
    ['Rejected on 2025-03-14; re-apply after 2025-06-14'],
    ['Access request rejected 2025-03-14, cooldown until 2025-06-14.'],
    ['Application rejected on 2025-03-14 and you may apply again from 2025-06-14'],
    // re-apply date first
    ['You can re-apply after 2025-06-14 (rejected on 2025-03-14).'],
    ['Re-apply from 2025-06-14; your request was rejected on 2025-03-14.'],
    ['In cooldown until 2025-06-14, after the rejection on 2025-03-14'],
    ['Cooldown active until 2025-06-14T00:00:00Z. Request rejected at 2025-03-14T09:30:00Z.'],
    // only the re-apply date
    ['You can re-apply on 2025-06-14.'],
    ['Cannot apply until 2025-06-14'],
    // the date of the request, the rejection and the re-apply date
    ['Requested on 2025-02-01, rejected on 2025-03-14: you can re-apply on 2025-06-14.'],
    // no cue words at all: the later date (re-applying follows the rejection)
    ['Apply: 2025-03-14 / 2025-06-14'],
  ])('%s', (message) => {
    expect(extractReapplyDate(message)).toBe('2025-06-14');
  });

  it.each([
    // Issue 27 (attack): a cue word before the earlier date ("from") and none before the re-apply date.
    ['Application from 2025-03-14 is in cooldown; next window 2025-06-14.'],
    ['Re-apply after review of 2025-03-14; eligible 2025-06-14'],
    // Dates not in ISO form.
    ['You can re-apply after June 14, 2025 (rejected 14 March 2025).'],
    ['Rejected on Mar 14th, 2025. Cooldown until 14 Jun 2025.'],
    ['Apply again on 2025/06/14'],
  ])('is the later date, in any common form: %s', (message) => {
    expect(extractReapplyDate(message)).toBe('2025-06-14');
  });

  it('reads no date that could be two (05/06/2025 is May or June) and no impossible one', () => {
    expect(extractReapplyDate('Cooldown until 05/06/2025')).toBeUndefined();
    expect(extractReapplyDate('Cooldown until February 30, 2025')).toBeUndefined();
  });

  it('is not read from a 422 that is not about applying', () => {
    expect(extractReapplyDate('Date range 2025-01-01 to 2025-06-01 exceeds 90 days')).toBeUndefined();
  });

  it.each([
    ['rejection date first', 'Your request was rejected on 2025-03-14. You can re-apply on 2025-06-14.'],
    ['re-apply date first', 'You can re-apply after 2025-06-14 (rejected on 2025-03-14).'],
    ['cooldown wording', 'Rejected 2025-03-14, in cooldown until 2025-06-14'],
  ])('request_access gives it as reapplyDate (%s)', async (_, error) => {
    const { client } = clientWith([json({ error }, 422)], { maxRetries: 0 });
    const e = await failure(client.requestAccess({ id: 1207 }));
    expect(e).toMatchObject({ kind: 'validation', reapplyDate: '2025-06-14' });
  });
});
