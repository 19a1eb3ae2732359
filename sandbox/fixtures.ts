// Well-known records for tests, the demo and the popup. They do not depend on the seed and hold at both
// scales; tests/sandbox/fixtures.test.ts checks each against a running sandbox.
import { addDays, addMonths, utcDay } from './dates';
import { SHORT_HOST, TRACKING_HOST } from './tracking';

const REJECTED_IN_COOLDOWN_DAYS_AGO = 30;

export const FIXTURES = {
  inrPublisherId: 10421,
  usdPublisherId: 20877,

  /** Open to the INR publisher (no request needed); has coupon and deal offers. URL on www. Allows no social media. */
  openCampaignId: 1001,
  openCampaignDomain: 'kiranabasket.in',
  openCampaignUrl: 'https://www.kiranabasket.in/',
  /** Approved for the INR publisher; its url uses an m. host. Has the coupon STYLE30. Allows social media. */
  approvedCampaignId: 1002,
  approvedCampaignDomain: 'styleloom.in',
  approvedCampaignUrl: 'https://m.styleloom.in/',
  /** A campaign on a .co.in domain (approved for INR). */
  coInCampaignId: 1003,
  coInCampaignDomain: 'voltix.co.in',
  /** INR access not_applied: request_access gives 201. More in notAppliedCampaignIds. */
  notAppliedCampaignId: 1004,
  notAppliedCampaignIds: [1004, 1013, 1020, 1021, 1025, 1030, 1035, 1041, 1045, 1048],
  /** Rejected 30 days ago: request_access gives 422 with the re-apply date. */
  rejectedInCooldownCampaignId: 1005,
  /** Rejected 120 days ago: request_access gives 200 (re-applied). */
  rejectedPastCooldownCampaignId: 1006,
  pendingCampaignId: 1007,
  blockedCampaignId: 1008,
  /** Campaigns the INR publisher cannot earn from whose offers every publisher is shown (offers are not user-scoped). */
  unapprovedOfferCampaignIds: [1004, 1005, 1007, 1008],
  /** Hidden from lists (404), but its domain still matches in link conversion (affiliated false). */
  pausedCampaignId: 1009,
  pausedCampaignDomain: 'sareesutra.in',
  deletedCampaignId: 1010,
  /** An open CPC campaign: CPC click records come from it. */
  cpcCampaignId: 1011,
  /** A campaign domain whose campaign has coupon offers, and one of its codes. */
  couponCampaignDomain: 'kiranabasket.in',
  couponCode: 'FRESH150',
  /** A domain with no campaign: conversion gives campaign null, affiliated false. */
  noCampaignDomain: 'dailyrecipes.net',

  /**
   * A merchant's product page with its structured data (schema.org Product JSON-LD, Open Graph, microdata): the
   * name, price (MRP on the JSON-LD's list price), INR, in stock, and a PNG photo on the same host. Served for
   * any merchant host and slug (sandbox/merchant-page.ts); `/info/…` pages are plain pages without product data.
   */
  productPageUrl: 'http://m.styleloom.in/p/linen-kurta-blue',
  productName: 'Linen Kurta Blue',
  productPrice: 499,
  productMrp: 999,
  /** A merchant page without structured data: only its title says what it is. */
  plainPageUrl: 'http://m.styleloom.in/info/size-guide',
  /** The INR publisher's channel of category Telegram (social media). */
  telegramChannelId: 503,

  /** INR publisher's channels. */
  defaultChannelId: 501,
  approvedChannelId: 502,
  pendingChannelId: 504,
  rejectedChannelId: 505,
  /** USD publisher's default channel. */
  usdDefaultChannelId: 601,

  /** Sub ID 1 seen on some transactions of both publishers. */
  knownSubId: 'summer-sale',
  trackingHost: TRACKING_HOST,
  shortHost: SHORT_HOST,

  /** The re-apply date the cooldown 422 of rejectedInCooldownCampaignId gives, for a sandbox started on `today`. */
  rejectedInCooldownReapplyDate(today: Date | string = new Date()): string {
    const day = typeof today === 'string' ? today : utcDay(today);
    return addMonths(addDays(day, -REJECTED_IN_COOLDOWN_DAYS_AGO), 3);
  },
} as const;
