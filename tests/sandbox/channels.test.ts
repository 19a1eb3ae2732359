// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { channelSchema, dataOf, listOf } from '../../lib/core/api/schemas';
import { FIXTURES } from '../../sandbox/fixtures';
import { api, deletedSchema, USD, useSandbox } from './helpers';

const sandbox = useSandbox({ fresh: true });
const client = api(sandbox);
const one = dataOf(channelSchema);
const listChannels = (query = {}) => client.get('/channels', listOf(channelSchema), { query });
const create = (body: unknown, status = 201) => client.post('/channels', body, one, { status });
const patch = (id: number, body: unknown) => client.patch(`/channels/${id}`, body, one);
const refusedPatch = (id: number, body: unknown, status = 422) =>
  client.error({ method: 'PATCH', path: `/channels/${id}`, body }, status);

describe('GET /channels', () => {
  it('lists the publisher’s channels with meta, in every status, with exactly one default', async () => {
    const { data, meta } = await listChannels();
    expect(meta).toMatchObject({ page: 1, per_page: 30, total: data.length, total_pages: 1, next_page: null });
    expect(new Set(data.map((c) => c.status))).toEqual(new Set(['approved', 'pending', 'rejected']));
    expect(data.filter((c) => c.is_default).map((c) => c.id)).toEqual([FIXTURES.defaultChannelId]);
    const paged = await listChannels({ per_page: 2, page: 2 });
    expect(paged.meta).toMatchObject({ per_page: 2, page: 2, prev_page: 1, next_page: 3 });
    expect(await client.error({ path: '/channels', query: { per_page: 101 } }, 422)).toMatch(/per_page/);
    const usd = await client.get('/channels', listOf(channelSchema), { key: USD });
    expect(usd.data.map((c) => c.id)).not.toContain(FIXTURES.defaultChannelId);
  });
});

describe('POST /channels', () => {
  it('creates an approved, non-default channel (201); category defaults to Others', async () => {
    const { data } = await create({ name: 'Deals on Threads', source_url: 'https://threads.net/@asha' });
    expect(data).toMatchObject({ status: 'approved', is_default: false, category: 'Others', name: 'Deals on Threads' });
    const { data: blog } = await create({
      name: 'Recipes',
      source_url: 'https://recipes.example.in',
      category: 'Website / Blog',
    });
    expect(blog.category).toBe('Website / Blog');
    expect((await listChannels()).data.map((c) => c.id)).toContain(data.id);
  });

  it('allows 25 characters (emoji count once) and refuses 26 with 422', async () => {
    await create({ name: 'x'.repeat(25), source_url: 'https://a.example.in' });
    await create({ name: `${'y'.repeat(24)}🎉`, source_url: 'https://b.example.in' });
    expect(
      await client.error(
        { method: 'POST', path: '/channels', body: { name: 'z'.repeat(26), source_url: 'https://c.example.in' } },
        422,
      ),
    ).toMatch(/name is too long \(26 characters; the maximum is 25\)/);
  });

  it('refuses a missing name or URL, an unknown category and a duplicate source_url with 422', async () => {
    const post = (body: unknown) => client.error({ method: 'POST', path: '/channels', body }, 422);
    expect(await post({ source_url: 'https://d.example.in' })).toBe('name is required');
    expect(await post({ name: 'No URL' })).toBe('source_url is required');
    expect(await post({ name: 'Bad', source_url: 'https://e.example.in', category: 'Blog' })).toMatch(
      /category must be one of/,
    );
    expect(await post({ name: 'Same', source_url: 'https://ashafinds.blog' })).toMatch(/already been taken/);
    expect(await post({ name: 'Same', source_url: 'http://www.AshaFinds.blog/' })).toMatch(/already been taken/);
    // Another publisher may use the same URL.
    await client.post('/channels', { name: 'Mine too', source_url: 'https://ashafinds.blog' }, one, {
      status: 201,
      key: USD,
    });
  });

  it('answers 429 with {error, limit, used, resets_at} after 100 channels in a day', async () => {
    for (let i = 0; i < 100; i++) await create({ name: `Channel ${i}`, source_url: `https://site${i}.example.in` });
    const body = await client.rateLimited({
      method: 'POST',
      path: '/channels',
      body: { name: 'One more', source_url: 'https://more.example.in' },
    });
    expect(body).toMatchObject({ limit: 100, used: 100, resets_at: '2025-06-19T00:00:00Z' });
    // The other publisher's limit is separate.
    await client.post('/channels', { name: 'Liam new', source_url: 'https://new.example.com' }, one, {
      status: 201,
      key: USD,
    });
  });
});

describe('PATCH /channels/:id', () => {
  it('moves a rejected channel to pending on any accepted update, and lets it change its source_url', async () => {
    const { data } = await patch(FIXTURES.rejectedChannelId, { source_url: 'https://couponcorner.example.in/deals' });
    expect(data).toMatchObject({ status: 'pending', source_url: 'https://couponcorner.example.in/deals' });
    const { data: renamed } = await patch(506, { name: 'WhatsApp deals' });
    expect(renamed.status).toBe('pending');
  });

  it('lets a pending channel change its source_url and keeps it pending', async () => {
    const { data } = await patch(FIXTURES.pendingChannelId, { source_url: 'https://youtube.com/@asha.reviews' });
    expect(data).toMatchObject({ status: 'pending', source_url: 'https://youtube.com/@asha.reviews' });
  });

  it('refuses a different source_url on an approved channel (422) but still updates name and category', async () => {
    expect(await refusedPatch(FIXTURES.approvedChannelId, { source_url: 'https://instagram.com/other' })).toBe(
      'source_url cannot be changed on an approved channel; you can still update its name or category',
    );
    const { data } = await patch(FIXTURES.approvedChannelId, {
      name: 'Asha Reels',
      category: 'Facebook',
      source_url: 'https://instagram.com/asha.finds',
    });
    expect(data).toMatchObject({ name: 'Asha Reels', category: 'Facebook', status: 'approved' });
  });

  it('checks name length, category and emptiness, and answers 404 for another publisher’s channel', async () => {
    expect(await refusedPatch(FIXTURES.approvedChannelId, { name: 'n'.repeat(26) })).toMatch(/too long/);
    expect(await refusedPatch(FIXTURES.approvedChannelId, { category: 'TikTok' })).toMatch(/category must be one of/);
    expect(await refusedPatch(FIXTURES.approvedChannelId, {})).toMatch(/Nothing to update/);
    expect(await refusedPatch(FIXTURES.usdDefaultChannelId, { name: 'Mine' }, 404)).toBe('Channel not found');
  });
});

describe('set_default and DELETE', () => {
  it('makes exactly one channel the default', async () => {
    const { data } = await client.post(`/channels/${FIXTURES.approvedChannelId}/set_default`, undefined, one);
    expect(data).toMatchObject({ id: FIXTURES.approvedChannelId, is_default: true });
    const defaults = (await listChannels()).data.filter((c) => c.is_default);
    expect(defaults.map((c) => c.id)).toEqual([FIXTURES.approvedChannelId]);
  });

  it('deletes a channel (200 {data: {id, deleted: true}}); deleting the default makes the oldest approved one default', async () => {
    const { data } = await client.delete(`/channels/${FIXTURES.defaultChannelId}`, deletedSchema);
    expect(data).toEqual({ id: FIXTURES.defaultChannelId, deleted: true });
    const left = (await listChannels()).data;
    expect(left.map((c) => c.id)).not.toContain(FIXTURES.defaultChannelId);
    expect(left.filter((c) => c.is_default).map((c) => c.id)).toEqual([FIXTURES.approvedChannelId]);
    expect(await client.error({ method: 'DELETE', path: `/channels/${FIXTURES.defaultChannelId}` }, 404)).toBe(
      'Channel not found',
    );
  });
});
