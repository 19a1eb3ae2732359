// POST /links/convert and POST /links/monetize (write:links).
import { Hono } from 'hono';
import { aiRewrite } from '../ai';
import { requireScope } from '../auth';
import { type Body, readBody } from '../body';
import { unprocessable } from '../errors';
import type { Env, Runtime } from '../runtime';
import { attributedChannel, campaignForUrl, registrableDomain, shorten, trackingUrl } from '../tracking';
import type { PublisherState } from '../types';
import { accessOf } from '../views/campaign';

const SUB_ID_FIELDS = ['subid', 'subid2', 'subid3', 'subid4', 'subid5'] as const;

function linkUrl(body: Body): string {
  const url = body.required('url').trim();
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw unprocessable('url must be a full merchant URL including the scheme, such as https://');
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw unprocessable('url must be an http or https address');
  }
  return url;
}

/** The link fields shared by convert and monetize. */
function convert(rt: Runtime, pub: PublisherState, body: Body) {
  const url = linkUrl(body);
  const channel = attributedChannel(pub, body.int('channel_id'));
  if (!channel) {
    throw unprocessable('You have no valid channel: add a channel (or wait for one to be approved) to make links');
  }
  const shortenIt = body.bool('shorten') ?? false;
  const subIds: [string, string][] = [];
  for (const field of SUB_ID_FIELDS) {
    const value = body.string(field);
    if (value !== undefined && value !== '') subIds.push([field, value]);
  }
  const tracking = trackingUrl(url, channel.id, subIds);
  const campaign = campaignForUrl(rt.state, url);
  const access = campaign ? accessOf(pub, campaign) : null;
  return {
    campaign,
    result: {
      tracking_url: tracking,
      ...(shortenIt ? { short_url: shorten(rt.state, tracking) } : {}),
      affiliated: campaign?.status === 'active' && (access === 'open' || access === 'approved'),
      original_url: url,
      campaign: campaign ? { id: campaign.id, name: campaign.name } : null,
    },
  };
}

export function linkRoutes(rt: Runtime): Hono<Env> {
  const app = new Hono<Env>();

  app.post('/links/convert', requireScope('write:links'), async (c) => {
    const body = await readBody(c);
    return c.json({ data: convert(rt, c.var.auth.pub, body).result });
  });

  app.post('/links/monetize', requireScope('write:links'), async (c) => {
    const body = await readBody(c);
    const { campaign, result } = convert(rt, c.var.auth.pub, body);
    const title = body.required('title');
    const description = body.string('description');
    const wantsAi = body.bool('rewrite_using_ai') ?? false;
    const ai = wantsAi && !rt.controls.aiFails;
    const store = campaign?.name ?? registrableDomain(result.original_url) ?? 'the store';
    const text = description?.trim() ? description : undefined;
    const copy = ai
      ? aiRewrite(rt.state, { title, ...(text !== undefined ? { description: text } : {}), store }, rt.now().getTime())
      : { title, description: text };
    return c.json({
      data: {
        title: copy.title,
        original_title: title,
        ...(copy.description !== undefined ? { description: copy.description } : {}),
        ...result,
        ai_rewritten: ai,
      },
    });
  });

  return app;
}
