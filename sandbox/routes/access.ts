// POST /campaigns/:id/request_access (read:campaigns): the access state table of spec section 3.
import { Hono } from 'hono';
import { requireScope } from '../auth';
import { type Body, readBody } from '../body';
import { addMonths, iso, utcDay } from '../dates';
import { notFound, unprocessable } from '../errors';
import type { Env, Runtime } from '../runtime';
import { attributedChannel } from '../tracking';
import type { AccessEntry, AccessRequestRecord, CampaignRecord, ChannelRecord, PublisherState } from '../types';
import { countCreation } from '../usage';

const COOLDOWN_MONTHS = 3;

function requestJson(r: AccessRequestRecord) {
  return {
    id: r.id,
    campaign_id: r.campaignId,
    channel_id: r.channelId,
    promotion_details: r.promotionDetails,
    status: 'pending',
    created_at: r.createdAt,
  };
}

function channelFor(pub: PublisherState, body: Body): ChannelRecord {
  const channelId = body.int('channel_id');
  if (channelId === undefined) {
    const channel = attributedChannel(pub);
    if (!channel) throw unprocessable('You have no approved channel: add a channel before requesting access');
    return channel;
  }
  const channel = pub.channels.find((ch) => ch.id === channelId);
  if (!channel) throw unprocessable(`channel_id ${channelId} does not belong to your account`);
  return channel;
}

/**
 * The 422 for every state the spec's table refuses; nothing for not_applied, rejected past its cooldown and
 * blocked. The table has no row for `blocked`: the sandbox takes the freedom a real server could and records the
 * request (201, pending), while the campaign stays `blocked` for the publisher (the block is the advertiser's or the
 * network's, above any request: "contact the account manager").
 */
function refuse(campaign: CampaignRecord, entry: AccessEntry, today: string): void {
  switch (entry.status) {
    case 'open':
      throw unprocessable(`${campaign.name} is an open campaign: no access request is needed; use its tracking_url`);
    case 'approved':
      throw unprocessable(`You already have access to ${campaign.name}`);
    case 'pending':
      throw unprocessable(`Duplicate request: your access request for ${campaign.name} is already pending review`);
    case 'blocked':
      if (entry.request) {
        throw unprocessable(`Duplicate request: your access request for ${campaign.name} is already pending review`);
      }
      break;
    case 'rejected': {
      const rejectedOn = entry.rejectedOn ?? today;
      const reapply = addMonths(rejectedOn, COOLDOWN_MONTHS);
      if (today < reapply) {
        throw unprocessable(
          `Your access request for ${campaign.name} was rejected on ${rejectedOn}; you can re-apply on ${reapply}`,
        );
      }
    }
  }
}

export function accessRoutes(rt: Runtime): Hono<Env> {
  return new Hono<Env>().post('/campaigns/:id/request_access', requireScope('read:campaigns'), async (c) => {
    const { pub } = c.var.auth;
    const rawId = c.req.param('id');
    const campaign = /^\d{1,9}$/.test(rawId) ? rt.state.campaignById.get(Number(rawId)) : undefined;
    if (!campaign) throw notFound('Campaign not found');
    const body = await readBody(c);
    const promotionDetails = body.string('promotion_details') ?? '';
    if (campaign.status !== 'active') {
      throw unprocessable(`${campaign.name} is not accepting access requests: the campaign is ${campaign.status}`);
    }
    const channel = channelFor(pub, body);
    const now = rt.now();
    const entry = pub.access.get(campaign.id) ?? { status: 'not_applied', request: null, rejectedOn: null };
    refuse(campaign, entry, utcDay(now));
    countCreation(pub, 'access_requests', now);

    const stamp = iso(now.getTime());
    const reapplying = entry.status === 'rejected' && entry.request !== null;
    const request: AccessRequestRecord = reapplying
      ? { ...entry.request!, channelId: channel.id, promotionDetails, status: 'pending', updatedAt: stamp }
      : {
          id: rt.state.nextId.accessRequest++,
          campaignId: campaign.id,
          channelId: channel.id,
          promotionDetails,
          status: 'pending',
          createdAt: stamp,
          updatedAt: stamp,
        };
    const status = entry.status === 'blocked' ? 'blocked' : 'pending';
    pub.access.set(campaign.id, { status, request, rejectedOn: null });
    return c.json({ data: requestJson(request) }, reapplying ? 200 : 201);
  });
}
