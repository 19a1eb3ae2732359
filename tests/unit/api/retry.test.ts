import { describe, expect, it } from 'vitest';
import { BACKOFF_CAP_MS, backoffDelay } from '../../../lib/api/transport';
import { clientWith, hang, json, text } from './fake-fetch';
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
