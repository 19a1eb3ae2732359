// Campaign records as the API shows them: list items, and the detail-only fields.

import { categoryRefs, countryRefs } from '../data/catalog';
import { fixed2, percentOf } from '../money';
import type { AccessStatus } from '../spec';
import { attributedChannel, trackingUrl } from '../tracking';
import type { CampaignRecord, PublisherState } from '../types';

export function accessOf(pub: PublisherState, campaign: CampaignRecord): AccessStatus {
  return pub.access.get(campaign.id)?.status ?? 'not_applied';
}

export function campaignItem(campaign: CampaignRecord, pub: PublisherState) {
  const channel = attributedChannel(pub);
  return {
    id: campaign.id,
    name: campaign.name,
    url: campaign.url,
    domain: campaign.domain,
    image: campaign.image,
    payout_type: campaign.payoutType,
    payout: fixed2(campaign.payout),
    payout_currency: 'INR',
    campaign_type: campaign.type,
    access_status: accessOf(pub, campaign),
    categories: categoryRefs(campaign.categoryIds),
    countries: countryRefs(campaign.countryIds),
    reporting_type: campaign.reportingType,
    deeplink_allowed: campaign.deeplinkAllowed,
    sub_ids_allowed: campaign.subIdsAllowed,
    cashback_publishers_allowed: campaign.cashbackAllowed,
    social_media_publishers_allowed: campaign.socialAllowed,
    missing_transactions_accepted: campaign.missingTxAccepted,
    cookie_duration: campaign.cookieDays,
    is_featured: campaign.featured,
    epc_7d: fixed2(campaign.epc7d),
    epc_90d: fixed2(campaign.epc90d),
    tracking_url: trackingUrl(campaign.url, channel?.id ?? null, [['campaign_id', campaign.id]]),
    updated_at: campaign.updatedAt,
  };
}

const ACTION: Record<string, string> = {
  CPS: 'places an order',
  CPC: 'opens the page from your link',
  CPL: 'submits the sign-up form',
};

export function campaignDetail(campaign: CampaignRecord, pub: PublisherState) {
  const cps = campaign.type === 'CPS';
  const cpi = campaign.type.startsWith('CPI');
  const action = ACTION[campaign.type] ?? 'installs and opens the app';
  const allowed = [campaign.socialAllowed && 'Social media', campaign.cashbackAllowed && 'Cashback', 'Email', 'Blogs'];
  const disallowed = [
    !campaign.socialAllowed && 'Social media',
    !campaign.cashbackAllowed && 'Cashback',
    'Brand bidding',
  ];
  return {
    ...campaignItem(campaign, pub),
    important_info_html:
      `<p><strong>${campaign.name}</strong> pays when a user ${action} within ${campaign.cookieDays} day(s) of the click.</p>` +
      '<ul><li>Do not bid on the brand name in search ads.</li>' +
      `<li>${campaign.missingTxAccepted ? 'Missing transactions can be claimed within 90 days.' : 'Missing transactions are not accepted.'}</li></ul>`,
    payout_categories: [
      { name: 'Payout by user type', payout_type: '', payout: '', is_header: true },
      { name: 'New users', payout_type: campaign.payoutType, payout: fixed2(campaign.payout), is_header: false },
      {
        name: 'Existing users',
        payout_type: campaign.payoutType,
        payout: fixed2(percentOf(campaign.payout, 6000)),
        is_header: false,
      },
    ],
    platforms: cpi
      ? { allowed: [`${campaign.type.replace('CPI - ', '')} app`], disallowed: ['Website'] }
      : { allowed: ['Website', 'Mobile web', 'Android app'], disallowed: cps ? [] : ['iOS app'] },
    media: {
      allowed: allowed.filter((m): m is string => typeof m === 'string'),
      disallowed: disallowed.filter((m): m is string => typeof m === 'string'),
    },
    tracking_time: campaign.type === 'CPC' ? 'Real time' : cps ? 'Within 24 hours' : 'Within 72 hours',
    validation_time: cps ? '45 days' : '7 days',
    payment_time: '60 days after validation',
    conversion_flow: {
      'Step 1': 'The user clicks your tracking link.',
      'Step 2': `The user ${action} on ${campaign.domain}.`,
      'Step 3': cps ? 'The order is confirmed after the return window.' : 'The action is verified by the advertiser.',
    },
  };
}
