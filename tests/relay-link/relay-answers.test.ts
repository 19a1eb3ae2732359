// The relay's answers read without zod: a fitting answer gives the named fields only, and every misfit (a wrong
// type, a string too long or too short, a list too long, a state or role it does not know, a missing field) is
// refused as a whole, and through relayRequest as the same "not one this extension understands" failure as before.
import { describe, expect, it } from 'vitest';
import {
  RelayMisfit,
  readAcknowledged,
  readDestinations,
  readInvited,
  readMe,
  readMembers,
  readPost,
  readQueue,
  readRefusal,
  readSent,
} from '../../lib/relay-link/relay-answers';
import { relayRequest } from '../../lib/relay-link/relay-client';

const POST = {
  id: 'p1',
  state: 'waiting',
  memberId: 'm1',
  slotAt: 1_764_300_000_000,
  caption: 'A deal',
  title: 'Kettle',
  link: 'https://s.click.example/abc',
  memberName: 'Olga',
  destinationName: 'Team deals',
  postedAt: null,
  messageId: null,
  postUrl: null,
  failure: null,
};
const MEMBER = { id: 'm2', name: 'Ravi', role: 'editor', subId: 'ravi9f8e', active: true };

const refused = (read: (raw: unknown) => unknown, raw: unknown) => expect(() => read(raw)).toThrow(RelayMisfit);

describe('the relay answers, read', () => {
  it('reads a fitting answer, keeping only the fields named', () => {
    expect(readPost({ post: { ...POST, extra: 'x' }, also: 1 })).toEqual({ post: POST });
    const sent = { ...POST, state: 'posted', postedAt: 1_764_300_001_000, messageId: 42, postUrl: 'https://t.me/d/42' };
    expect(readSent({ posts: [sent], next: null })).toEqual({ posts: [sent], next: null });
    expect(readQueue({ posts: [] })).toEqual({ posts: [] });
    expect(readMembers({ members: [MEMBER] })).toEqual({ members: [MEMBER] });
    expect(readInvited({ member: MEMBER, code: 'rly_x_12345678' })).toEqual({ member: MEMBER, code: 'rly_x_12345678' });
    expect(readDestinations({ destinations: [{ id: 'd1', name: 'Deals', chat: '@deals', kind: 'telegram' }] })).toEqual(
      { destinations: [{ id: 'd1', name: 'Deals', chat: '@deals' }] },
    );
    expect(
      readMe({
        team: { id: 't1', name: 'Deals team', timeZone: 'UTC', duplicateHours: 24 },
        member: { id: 'm1', name: 'Olga', role: 'owner', subId: 'olga1a2b' },
      }),
    ).toEqual({
      team: { id: 't1', name: 'Deals team', timeZone: 'UTC' },
      member: { id: 'm1', name: 'Olga', role: 'owner', subId: 'olga1a2b' },
    });
    expect(
      readRefusal({ error: { code: 'duplicate', message: 'Already queued.', details: { member: 'Ravi' } } }),
    ).toEqual({ error: { code: 'duplicate', message: 'Already queued.', details: { member: 'Ravi' } } });
    expect(readRefusal({ error: { code: 'forbidden', message: 'No.' } }).error.details).toBeUndefined();
    expect(readAcknowledged({ ok: true })).toEqual({});
  });

  it('refuses a field of the wrong type', () => {
    refused(readPost, { post: { ...POST, slotAt: '1764300000000' } });
    refused(readPost, { post: { ...POST, slotAt: 1.5 } });
    refused(readPost, { post: { ...POST, slotAt: -1 } });
    refused(readPost, { post: { ...POST, messageId: '42' } });
    refused(readPost, { post: { ...POST, caption: 7 } });
    refused(readPost, { post: [POST] });
    refused(readMembers, { members: [{ ...MEMBER, active: 'yes' }] });
    refused(readMembers, { members: MEMBER });
    refused(readSent, { posts: [], next: '2026-11-28' });
    refused(readRefusal, { error: { code: 'duplicate', message: 'x', details: ['Ravi'] } });
    refused(readRefusal, { error: 'Boom' });
    for (const notAnObject of [null, [], 'ok', 1, undefined]) refused(readAcknowledged, notAnObject);
  });

  it('refuses a string too long or too short, and a list too long', () => {
    refused(readPost, { post: { ...POST, title: 'x'.repeat(2001) } });
    refused(readPost, { post: { ...POST, failure: 'x'.repeat(2001) } });
    refused(readPost, { post: { ...POST, id: '' } });
    refused(readMe, {
      team: { id: 't1', name: 'Deals team', timeZone: 'x'.repeat(101) },
      member: { id: 'm1', name: 'Olga', role: 'owner', subId: 'olga1a2b' },
    });
    refused(readMe, {
      team: { id: 't1', name: 'Deals team', timeZone: 'UTC' },
      member: { id: 'm1', name: 'Olga', role: 'owner', subId: '' },
    });
    refused(readInvited, { member: MEMBER, code: 'short' });
    refused(readDestinations, { destinations: [{ id: 'd1', name: 'x'.repeat(201), chat: '@deals' }] });
    expect(readPost({ post: { ...POST, title: 'x'.repeat(2000) } }).post.title).toHaveLength(2000);
    expect(readSent({ posts: Array(500).fill(POST), next: 5 }).posts).toHaveLength(500);
    refused(readSent, { posts: Array(501).fill(POST), next: null });
    refused(readMembers, { members: Array(1001).fill(MEMBER) });
  });

  it('refuses a state or a role it does not know', () => {
    refused(readPost, { post: { ...POST, state: 'archived' } });
    refused(readMembers, { members: [{ ...MEMBER, role: 'admin' }] });
  });

  it('refuses a missing field, even one that may be null', () => {
    const { postedAt: _, ...withoutPostedAt } = POST;
    refused(readPost, { post: withoutPostedAt });
    const { memberName: __, ...withoutMemberName } = POST;
    refused(readQueue, { posts: [withoutMemberName] });
    refused(readSent, { posts: [] });
    refused(readPost, {});
    refused(readRefusal, { error: { code: 'forbidden' } });
  });

  it('gives a misfit through relayRequest as the answer this extension does not understand', async () => {
    const call = {
      fetch: (async () => Response.json({ post: { ...POST, state: 'archived' } })) as unknown as typeof fetch,
      address: 'https://relay.example.org',
      code: 'rly_x_secret-code',
    };
    await expect(relayRequest(call, 'POST', '/queue', readPost, {})).rejects.toMatchObject({
      kind: 'bad_response',
      message: expect.stringContaining('not one this extension understands'),
    });
  });
});
