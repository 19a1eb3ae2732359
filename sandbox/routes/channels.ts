// Channels: GET /channels (read:channels); POST, PATCH, set_default and DELETE (write:channels).
import { Hono } from 'hono';
import { requireScope } from '../auth';
import { type Body, readBody } from '../body';
import { iso } from '../dates';
import { pageOf } from '../envelope';
import { notFound, unprocessable } from '../errors';
import { PER_PAGE_MAX } from '../limits';
import { Query } from '../query';
import type { Env, Runtime } from '../runtime';
import { CHANNEL_CATEGORIES, type ChannelCategory } from '../spec';
import type { ChannelRecord, PublisherState } from '../types';
import { countCreation } from '../usage';
import { checkName, checkSourceUrl, sameUrl } from './channel-rules';

function channelJson(ch: ChannelRecord) {
  return {
    id: ch.id,
    name: ch.name,
    source_url: ch.sourceUrl,
    category: ch.category,
    status: ch.status,
    is_default: ch.isDefault,
    created_at: ch.createdAt,
  };
}

function ownChannel(pub: PublisherState, rawId: string): ChannelRecord {
  const channel = /^\d{1,9}$/.test(rawId) ? pub.channels.find((ch) => ch.id === Number(rawId)) : undefined;
  if (!channel) throw notFound('Channel not found');
  return channel;
}

function category(body: Body): ChannelCategory | undefined {
  const value = body.string('category');
  if (value === undefined) return undefined;
  if (!(CHANNEL_CATEGORIES as readonly string[]).includes(value)) {
    throw unprocessable(`category must be one of: ${CHANNEL_CATEGORIES.join(', ')}`);
  }
  return value as ChannelCategory;
}

function checkUnique(pub: PublisherState, url: string, except?: ChannelRecord): void {
  if (pub.channels.some((ch) => ch !== except && sameUrl(ch.sourceUrl, url))) {
    throw unprocessable('source_url has already been taken: you already have a channel with this URL');
  }
}

export function channelRoutes(rt: Runtime): Hono<Env> {
  const app = new Hono<Env>();

  app.get('/channels', requireScope('read:channels'), (c) => {
    const paging = Query.of(c.req.url).paging(PER_PAGE_MAX.listChannels);
    const channels = [...c.var.auth.pub.channels].sort((a, b) => a.id - b.id);
    const page = pageOf(channels, paging);
    return c.json({ data: page.data.map(channelJson), meta: page.meta });
  });

  app.post('/channels', requireScope('write:channels'), async (c) => {
    const { pub } = c.var.auth;
    const body = await readBody(c);
    const name = checkName(body.required('name'));
    const sourceUrl = checkSourceUrl(body.required('source_url'));
    const cat = category(body) ?? 'Others';
    checkUnique(pub, sourceUrl);
    const now = rt.now();
    countCreation(pub, 'channels', now);
    const channel: ChannelRecord = {
      id: rt.state.nextId.channel++,
      name,
      sourceUrl,
      category: cat,
      status: 'approved',
      isDefault: false,
      createdAt: iso(now.getTime()),
    };
    pub.channels.push(channel);
    return c.json({ data: channelJson(channel) }, 201);
  });

  app.patch('/channels/:id', requireScope('write:channels'), async (c) => {
    const { pub } = c.var.auth;
    const channel = ownChannel(pub, c.req.param('id'));
    const body = await readBody(c);
    const nameInput = body.string('name');
    const name = nameInput === undefined ? undefined : checkName(nameInput);
    const urlInput = body.string('source_url');
    const sourceUrl = urlInput === undefined ? undefined : checkSourceUrl(urlInput);
    const cat = category(body);
    if (name === undefined && sourceUrl === undefined && cat === undefined) {
      throw unprocessable('Nothing to update: send name, source_url or category');
    }
    const urlChanges = sourceUrl !== undefined && !sameUrl(sourceUrl, channel.sourceUrl);
    if (urlChanges && channel.status === 'approved') {
      throw unprocessable(
        'source_url cannot be changed on an approved channel; you can still update its name or category',
      );
    }
    if (urlChanges) checkUnique(pub, sourceUrl, channel);
    if (name !== undefined) channel.name = name;
    if (urlChanges) channel.sourceUrl = sourceUrl;
    if (cat !== undefined) channel.category = cat;
    if (channel.status === 'rejected') channel.status = 'pending';
    return c.json({ data: channelJson(channel) });
  });

  app.post('/channels/:id/set_default', requireScope('write:channels'), (c) => {
    const { pub } = c.var.auth;
    const channel = ownChannel(pub, c.req.param('id'));
    for (const ch of pub.channels) ch.isDefault = ch === channel;
    return c.json({ data: channelJson(channel) });
  });

  app.delete('/channels/:id', requireScope('write:channels'), (c) => {
    const { pub } = c.var.auth;
    const channel = ownChannel(pub, c.req.param('id'));
    pub.channels = pub.channels.filter((ch) => ch !== channel);
    // Keep one default while an approved channel remains: the oldest approved one takes over.
    if (channel.isDefault) {
      const next = [...pub.channels].sort((a, b) => a.id - b.id).find((ch) => ch.status === 'approved');
      if (next) next.isDefault = true;
    }
    return c.json({ data: { id: channel.id, deleted: true } });
  });

  return app;
}
