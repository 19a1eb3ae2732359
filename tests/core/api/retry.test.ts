import { describe, expect, it, vi } from 'vitest';
import { BACKOFF_CAP_MS, backoffDelay } from '../../../lib/core/api/transport';
import { clientWith, failure, hang, json, text } from './fake-fetch';
import * as s from './samples';

const unavailable = () => text('Service Unavailable', 503, 'text/plain');

describe('retry policy', () => {
  it('retries a GET after a 503 and returns the later success', async () => {
    const { client, requests, delays } = clientWith([unavailable(), json(s.ping)]);
    await expect(client.ping()).resolves.toEqual(s.ping);
    expect(requests).toHaveLength(2);
    expect(delays).toHaveLength(1);
  });

  it('retries a GET after a network error and after a timeout', async () => {
    const { client, requests } = clientWith([new TypeError('Failed to fetch'), hang, json(s.ping)], { timeoutMs: 20 });
    await expect(client.ping()).resolves.toEqual(s.ping);
    expect(requests).toHaveLength(3);
  });

  it('gives up on a GET after 3 retries (4 attempts), with growing delays', async () => {
    const { client, requests, delays } = clientWith([unavailable()], { random: () => 0.999 });
    await expect(client.listCampaigns()).rejects.toMatchObject({ kind: 'server', status: 503 });
    expect(requests).toHaveLength(4);
    expect(delays).toHaveLength(3);
    expect(delays[0]!).toBeLessThan(delays[1]!);
    expect(delays[1]!).toBeLessThan(delays[2]!);
    expect(delays).toEqual([299, 599, 1198]);
  });

  it('honours maxRetries', async () => {
    const { client, requests } = clientWith([unavailable()], { maxRetries: 1 });
    await expect(client.ping()).rejects.toMatchObject({ kind: 'server' });
    expect(requests).toHaveLength(2);
  });

  it.each([
    ['POST', (c: ReturnType<typeof clientWith>['client']) => c.convertLink({ url: 'https://a.example' })],
    ['PATCH', (c: ReturnType<typeof clientWith>['client']) => c.updateChannel({ id: 3, name: 'Blog' })],
    ['DELETE', (c: ReturnType<typeof clientWith>['client']) => c.deleteChannel({ id: 3 })],
  ])('never retries a %s, even on 503 or a network error', async (_, call) => {
    for (const reply of [unavailable(), new TypeError('Failed to fetch')]) {
      const { client, requests, delays } = clientWith([reply, json({ data: s.channel })]);
      await expect(call(client)).rejects.toMatchObject({ kind: reply instanceof Error ? 'network' : 'server' });
      expect(requests).toHaveLength(1);
      expect(delays).toHaveLength(0);
    }
  });

  it.each([
    [401, 'unauthorized'],
    [403, 'forbidden'],
    [404, 'not_found'],
    [422, 'validation'],
    [429, 'rate_limited'],
  ])('never retries a %i', async (status, kind) => {
    const { client, requests } = clientWith([json({ error: 'No' }, status), json(s.ping)]);
    await expect(client.ping()).rejects.toMatchObject({ kind });
    expect(requests).toHaveLength(1);
  });

  it('never retries a response that does not fit its schema', async () => {
    const { client, requests } = clientWith([json({ status: 'ok' }), json(s.ping)]);
    await expect(client.ping()).rejects.toMatchObject({ kind: 'bad_response' });
    expect(requests).toHaveLength(1);
  });

  it('backoff uses full jitter under an exponential ceiling capped at 4 s', () => {
    expect(backoffDelay(0, () => 0)).toBe(0);
    expect(backoffDelay(0, () => 0.5)).toBe(150);
    expect(backoffDelay(2, () => 0.5)).toBe(600);
    expect(backoffDelay(10, () => 0.999)).toBeLessThanOrEqual(BACKOFF_CAP_MS);
    expect(backoffDelay(10, () => 0.999)).toBeGreaterThan(3_900);
  });
});

describe('a read being retried (issue 18 item 8c)', () => {
  it('says so before each new attempt', async () => {
    const retries: unknown[] = [];
    const { client } = clientWith([unavailable(), unavailable(), json(s.ping)], {
      onRetry: (info) => retries.push({ ...info, error: info.error.kind }),
    });
    await expect(client.ping()).resolves.toEqual(s.ping);
    expect(retries).toEqual([
      { method: 'GET', path: '/ping', attempt: 1, attempts: 4, error: 'server', delayMs: 150 },
      { method: 'GET', path: '/ping', attempt: 2, attempts: 4, error: 'server', delayMs: 300 },
    ]);
  });

  it('says when the retrying is over, once, after the final answer (success or failure); not for a first-time answer', async () => {
    const over: unknown[] = [];
    const onRetriesOver = (r: unknown) => over.push(r);
    const ok = clientWith([unavailable(), json(s.ping)], { onRetriesOver });
    await ok.client.ping();
    expect(over).toEqual([{ method: 'GET', path: '/ping' }]);
    const failed = clientWith([unavailable(), unavailable(), unavailable(), unavailable()], { onRetriesOver });
    await expect(failed.client.ping()).rejects.toMatchObject({ kind: 'server' });
    expect(over).toHaveLength(2);
    const first = clientWith([json(s.ping)], { onRetriesOver });
    await first.client.ping();
    expect(over).toHaveLength(2);
  });

  it('after 4 timeouts of 15 s, the message gives the real wait (about 61 s), not "15 seconds"', async () => {
    vi.useFakeTimers();
    try {
      const { client, requests, delays } = clientWith([hang]);
      let settled: (Error & { kind?: string }) | undefined;
      const pending = client.listCampaigns().catch((e) => {
        settled = e;
      });
      await vi.advanceTimersByTimeAsync(4 * 15_000);
      await pending;
      expect(requests).toHaveLength(4);
      expect(delays).toEqual([150, 300, 600]);
      expect(settled).toMatchObject({ kind: 'timeout' });
      expect(settled!.message).toBe(
        'The API did not answer: it was asked 4 times, each time given 15 seconds, about 61 seconds in all. Try again in a moment.',
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('a network error or a 5xx after retries says how often and how long it was tried', async () => {
    const { client } = clientWith([unavailable()]);
    const e = await failure(client.listCampaigns());
    expect(e).toMatchObject({ kind: 'server', status: 503 });
    expect(e.message).toMatch(/HTTP 503.*It was asked 4 times over about 1\.\d seconds\.$/);
    const net = clientWith([new TypeError('Failed to fetch')]);
    const n = await failure(net.client.ping());
    expect(n).toMatchObject({ kind: 'network' });
    expect(n.message).toContain('It was asked 4 times');
    expect(n.cause).toBeInstanceOf(TypeError);
  });

  it('a request not retried keeps its one-attempt message', async () => {
    const { client } = clientWith([hang], { maxRetries: 0, timeoutMs: 20 });
    const e = await failure(client.ping());
    expect(e.message).toContain('within 20 ms');
  });
});
