import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/core/api/errors';
import { localZoneTime } from '../../../lib/core/format/time-words';
import { clientWith, failure, hang, json, text } from './fake-fetch';
import * as s from './samples';

// No retries here, so each case is one exchange; retries have their own tests.
const noRetry = { maxRetries: 0 };

afterEach(() => {
  vi.useRealTimers();
});

describe('HTTP failures become ApiError kinds with actionable messages', () => {
  it('401: unauthorized, telling the publisher to check the key in Account settings', async () => {
    const { client } = clientWith([json({ error: 'Invalid API key' }, 401)]);
    const e = await failure(client.ping());
    expect(e).toBeInstanceOf(ApiError);
    expect(e).toMatchObject({ kind: 'unauthorized', status: 401, serverMessage: 'Invalid API key' });
    expect(e.message).toContain('check your API key');
    expect(e.message).toContain('Account settings');
  });

  it('401 with a body that is not JSON is still unauthorized', async () => {
    const { client } = clientWith([text('<html>Unauthorized</html>', 401)]);
    const e = await failure(client.listCampaigns());
    expect(e).toMatchObject({ kind: 'unauthorized', serverMessage: undefined });
  });

  it.each([
    [
      'convertLink',
      'write:links',
      (c: ReturnType<typeof clientWith>['client']) => c.convertLink({ url: 'https://a.example' }),
    ],
    ['requestAccess', 'read:campaigns', (c: ReturnType<typeof clientWith>['client']) => c.requestAccess({ id: 5 })],
    [
      'listCpcClicks',
      'read:transactions',
      (c: ReturnType<typeof clientWith>['client']) => c.listCpcClicks({ date: '2025-03-01' }),
    ],
    [
      'createClaim',
      'write:missing_transactions',
      (c: ReturnType<typeof clientWith>['client']) =>
        c.createClaim({ order_number: 'A1', campaign_id: 1, transaction_date: '2025-03-01', sale_amount: '10' }),
    ],
  ])('403 on %s names the %s scope', async (_, scope, call) => {
    const { client } = clientWith([json({ error: 'Insufficient scope' }, 403)], noRetry);
    const e = await failure(call(client));
    expect(e).toMatchObject({ kind: 'forbidden', status: 403, scope, serverMessage: 'Insufficient scope' });
    expect(e.message).toContain(scope);
  });

  it('404 carries the server message', async () => {
    const { client } = clientWith([json({ error: 'Campaign not found' }, 404)]);
    const e = await failure(client.getCampaign({ id: 99 }));
    expect(e).toMatchObject({ kind: 'not_found', status: 404, serverMessage: 'Campaign not found' });
    expect(e.message).toMatch(/^Campaign not found\. /);
  });

  it('404 without a JSON body is still not_found', async () => {
    const { client } = clientWith([text('', 404)]);
    await expect(client.getTransaction({ id: 3 })).rejects.toMatchObject({ kind: 'not_found' });
  });

  it('422 carries the server message as the sentence', async () => {
    const { client } = clientWith([json({ error: 'Date range cannot exceed 90 days' }, 422)]);
    const e = await failure(client.performanceReport());
    expect(e).toMatchObject({ kind: 'validation', status: 422, serverMessage: 'Date range cannot exceed 90 days' });
    expect(e.message).toBe('Date range cannot exceed 90 days.');
    expect(e.reapplyDate).toBeUndefined();
    expect(e.local).toBeUndefined();
  });

  it('422 cooldown on request_access gives the re-apply date', async () => {
    const error = 'Your request was rejected. You can re-apply after 2025-06-14.';
    const { client } = clientWith([json({ error }, 422)]);
    const e = await failure(client.requestAccess({ id: 1207 }));
    expect(e).toMatchObject({ kind: 'validation', reapplyDate: '2025-06-14', message: error });
  });

  it('422 cooldown with a timestamp still gives YYYY-MM-DD and says it in the message', async () => {
    const { client } = clientWith([json({ error: 'In cooldown until 2025-06-14T00:00:00Z' }, 422)]);
    const e = await failure(client.requestAccess({ id: 1207 }));
    expect(e.reapplyDate).toBe('2025-06-14');
    expect(e.message).toContain('2025-06-14');
  });

  it('422 with a body that is not JSON is still validation, with a generic sentence', async () => {
    const { client } = clientWith([text('Unprocessable', 422, 'text/plain')]);
    const e = await failure(client.createChannel({ name: 'Blog', source_url: 'https://b.example' }));
    expect(e).toMatchObject({ kind: 'validation', status: 422 });
    expect(e.message).toContain('did not accept');
  });

  it('429 reads limit, used and resets_at, and says when the limit resets', async () => {
    const body = { error: 'Daily limit reached', limit: 100, used: 100, resets_at: '2025-03-16T00:00:00Z' };
    const { client } = clientWith([json(body, 429)]);
    const e = await failure(client.createChannel({ name: 'Blog', source_url: 'https://b.example' }));
    expect(e).toMatchObject({
      kind: 'rate_limited',
      status: 429,
      limit: 100,
      used: 100,
      resetsAt: '2025-03-16T00:00:00Z',
      serverMessage: 'Daily limit reached',
    });
    expect(e.message).toContain('2025-03-16 00:00 UTC');
    // And in the publisher's own time zone (the test runs in the machine's).
    expect(e.message).toContain(`(${localZoneTime('2025-03-16T00:00:00Z')} your time)`);
    expect(e.message).toContain('100 of 100');
  });

  it('429 with a body that is not JSON is still rate_limited', async () => {
    const { client } = clientWith([text('Too Many Requests', 429, 'text/plain')]);
    const e = await failure(client.requestAccess({ id: 5 }));
    expect(e).toMatchObject({ kind: 'rate_limited', limit: undefined });
    expect(e.message).toContain('00:00 UTC');
  });

  it.each([500, 502, 503, 504])('%i is a server error', async (status) => {
    const { client } = clientWith([text('<h1>Bad gateway</h1>', status)], noRetry);
    const e = await failure(client.listOffers());
    expect(e).toMatchObject({ kind: 'server', status });
    expect(e.message).toContain(`HTTP ${status}`);
  });

  it('a rejected fetch is a network error naming the host', async () => {
    const { client } = clientWith([new TypeError('Failed to fetch')], noRetry);
    const e = await failure(client.ping());
    expect(e).toMatchObject({ kind: 'network' });
    expect(e.message).toContain('api.example.test');
    expect(e.cause).toBeInstanceOf(TypeError);
  });

  it('no answer within the timeout is a timeout error', async () => {
    const { client, requests } = clientWith([hang], { ...noRetry, timeoutMs: 20 });
    const e = await failure(client.ping());
    expect(e).toMatchObject({ kind: 'timeout' });
    expect(e.message).toContain('within 20 ms');
    expect(requests[0]!.signal?.aborted).toBe(true);
  });

  it('times out after 15 seconds by default', async () => {
    vi.useFakeTimers();
    const { client } = clientWith([hang], noRetry);
    let settled: unknown;
    const pending = client.ping().catch((e) => {
      settled = e;
    });
    await vi.advanceTimersByTimeAsync(14_999);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    await pending;
    expect(settled).toMatchObject({ kind: 'timeout', message: expect.stringContaining('15 seconds') });
  });

  it('an external AbortSignal cancels the request without retrying', async () => {
    const controller = new AbortController();
    const { client, requests } = clientWith([hang], { signal: controller.signal });
    const pending = failure(client.ping());
    controller.abort();
    const e = await pending;
    expect(e).toMatchObject({ kind: 'network' });
    expect(e.message).toContain('cancelled');
    expect(requests).toHaveLength(1);
  });

  it('a body that is not JSON is bad_response, never a SyntaxError', async () => {
    const { client } = clientWith([text('<html>Login</html>', 200)]);
    const e = await failure(client.ping());
    expect(e).toBeInstanceOf(ApiError);
    expect(e).toMatchObject({ kind: 'bad_response', status: 200 });
    expect(e.message).toContain('not JSON');
  });

  it('a body that does not fit the schema is bad_response, never a ZodError', async () => {
    const { client } = clientWith([json({ data: { ...s.transaction, sale_amount: 12.5 } })]);
    const e = await failure(client.getTransaction({ id: 700123 }));
    expect(e).toBeInstanceOf(ApiError);
    expect(e).toMatchObject({ kind: 'bad_response' });
    expect(e.message).toContain('data.sale_amount');
  });

  it('an empty 200 body is bad_response where a record is expected', async () => {
    const { client } = clientWith([new Response(null, { status: 200 })]);
    await expect(client.getOffer({ id: 1 })).rejects.toMatchObject({ kind: 'bad_response' });
  });

  it('no saved key fails with no_key and sends nothing', async () => {
    const { client, mock } = clientWith([json(s.ping)], { apiKey: '  ' });
    await expect(client.ping()).rejects.toMatchObject({ kind: 'no_key' });
    expect(mock).not.toHaveBeenCalled();
  });

  it('a base URL that is not an address is refused before sending', async () => {
    const { client, mock } = clientWith([json(s.ping)], { baseUrl: 'api.example.test' });
    await expect(client.ping()).rejects.toMatchObject({ kind: 'input', field: 'baseUrl', local: true });
    expect(mock).not.toHaveBeenCalled();
  });

  it('serialises for the trip to a page', async () => {
    const { client } = clientWith([json({ error: 'Insufficient scope' }, 403)]);
    const e = (await failure(client.convertLink({ url: 'https://a.example' }))) as unknown as ApiError;
    expect(JSON.parse(JSON.stringify(e))).toEqual({
      kind: 'forbidden',
      status: 403,
      scope: 'write:links',
      serverMessage: 'Insufficient scope',
      message: e.message,
    });
  });
});
