// The relay's answers as the background reads them: a fitting answer parsed, each refusal turned into a sentence
// saying what to do, the duplicate guard's 409 as an answer naming who queued the product, no answer at all as the
// relay not reached at its address; and the relay's address taken only as http(s).
import { describe, expect, it } from 'vitest';
import { parseRelayAddress, relayPermission } from '../../lib/relay-link/relay-address';
import { readMe, readPost } from '../../lib/relay-link/relay-answers';
import { relayAnswer, relayRequest } from '../../lib/relay-link/relay-client';

const ADDRESS = 'https://relay.example.org';
const call = (answer: () => Response | Promise<Response>) => ({
  fetch: (async () => answer()) as unknown as typeof fetch,
  address: ADDRESS,
  code: 'rly_x_secret-code',
});
const ME = {
  team: { id: 't1', name: 'Deals team', timeZone: 'UTC', duplicateHours: 24 },
  member: { id: 'm1', name: 'Olga', role: 'owner', subId: 'olga1a2b' },
};

describe('relay requests', () => {
  it('parses a fitting answer', async () => {
    expect(
      await relayRequest(
        call(() => Response.json(ME)),
        'GET',
        '/me',
        readMe,
      ),
    ).toEqual({
      team: { id: 't1', name: 'Deals team', timeZone: 'UTC' },
      member: ME.member,
    });
  });

  it('refuses an answer that does not fit, a role it does not know, or no JSON at all', async () => {
    const wrongRole = { ...ME, member: { ...ME.member, role: 'admin' } };
    for (const body of [() => Response.json(wrongRole), () => new Response('<html>proxy</html>', { status: 200 })]) {
      await expect(relayRequest(call(body), 'GET', '/me', readMe)).rejects.toMatchObject({
        kind: 'bad_response',
        message: expect.stringContaining('not one this extension understands'),
      });
    }
  });

  it('turns refusals into what to do', async () => {
    const refusal = (status: number, code: string, message: string) => () =>
      Response.json({ error: { code, message } }, { status });
    await expect(relayRequest(call(refusal(401, 'unauthorized', 'No.')), 'GET', '/me', readMe)).rejects.toMatchObject({
      kind: 'validation',
      message: expect.stringContaining('did not accept this member code'),
    });
    await expect(
      relayRequest(call(refusal(403, 'forbidden', 'Only the owner may manage members.')), 'GET', '/me', readMe),
    ).rejects.toMatchObject({
      message: expect.stringContaining('your role'),
      serverMessage: 'Only the owner may manage members.',
    });
    await expect(relayRequest(call(refusal(500, 'internal', 'Boom')), 'GET', '/me', readMe)).rejects.toMatchObject({
      kind: 'server',
    });
    await expect(
      relayRequest(
        call(() => {
          throw new TypeError('Failed to fetch');
        }),
        'GET',
        '/me',
        readMe,
      ),
    ).rejects.toMatchObject({ kind: 'network', message: expect.stringContaining(ADDRESS) });
  });

  it('gives the duplicate guard’s 409 as who queued the product and when', async () => {
    const body = {
      error: {
        code: 'duplicate',
        message: 'Already queued by Ravi at 2026-11-28T06:00:00.000Z (Team deals).',
        details: { postId: 'p1', member: 'Ravi', at: '2026-11-28T06:00:00.000Z', state: 'waiting', postUrl: null },
      },
    };
    const answer = await relayAnswer(
      call(() => Response.json(body, { status: 409 })),
      'POST',
      '/queue',
      readPost,
      {},
    );
    expect(answer).toMatchObject({
      duplicate: { member: 'Ravi', at: Date.UTC(2026, 10, 28, 6, 0), posted: false, postUrl: null },
    });
    // Another 409 (a wrong state) stays a failure.
    const other = { error: { code: 'not_now', message: 'Only a sent post.' } };
    await expect(
      relayAnswer(
        call(() => Response.json(other, { status: 409 })),
        'POST',
        '/queue',
        readPost,
        {},
      ),
    ).rejects.toMatchObject({ kind: 'validation', message: 'Only a sent post.' });
  });
});

describe('the relay address', () => {
  it('is http(s) with a host, no user name, query or fragment; kept without a trailing slash', () => {
    expect(parseRelayAddress(' https://relay.example.org/ ')).toBe('https://relay.example.org');
    expect(parseRelayAddress('http://127.0.0.1:8790/team/')).toBe('http://127.0.0.1:8790/team');
    for (const bad of [
      'ftp://relay.example.org',
      'javascript:alert(1)',
      'https://me@evil.test',
      'relay',
      'https://r.example/?a=1',
    ]) {
      expect(parseRelayAddress(bad), bad).toBeNull();
    }
    expect(relayPermission('http://127.0.0.1:8790/team')).toBe('http://127.0.0.1/*');
  });
});
