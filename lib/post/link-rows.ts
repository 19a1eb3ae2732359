// The converter's table as data (pure): one row per distinct link of the post, its plan, and what came of it.
// The result words are the UI contract's; the page shows them and the converted post follows from them.
import type { Channel, ConvertResult } from '../core/api/schemas';
import { type CampaignRules, linkVerdict, type Verdict } from '../core/link-verdict';
import { parseWebUrl } from '../core/web-url';
import type { ConvertedPage } from '../posting/prepare-post';
import { type LinkPlan, type NetworkHosts, planLink, type SkipReason } from './classify-link';
import { distinctLinks, extractLinks, type FoundLink } from './extract-links';
import { isNotMerchant } from './not-merchant-hosts';
import { POST_LINKS_MAX } from './post-limits';
import { replaceLinks } from './replace-links';

/** Links a page has asked the background for at once: a few more than it will send, so the pipe never runs dry. */
export const POST_IN_FLIGHT = 8;

export type Outcome = 'converted' | 'not_affiliated' | 'no_campaign' | 'skipped' | 'failed';

export interface LinkRow {
  key: string;
  /** As written in the post. */
  text: string;
  plan: LinkPlan;
  state: 'waiting' | 'working' | 'done';
  outcome?: Outcome;
  /** The affiliate link that replaced it (converted rows only). */
  newLink?: string;
  campaign?: string;
  /** The merchant's page a store's short link led to. */
  merchantUrl?: string;
  skipReason?: SkipReason;
  /** Why a failed row failed, in words. */
  failure?: string;
  /** Answered from the conversion cache. */
  cached?: boolean;
  /** A converted link that may not (or will not) earn, and why: the popup's verdict (lib/core/link-verdict.ts). */
  verdict?: Verdict;
  /** Waiting for the person's answer to the browser's request for access to these short-link hosts. */
  awaiting?: string;
  /** Other publishers' parameters taken off the link before it was converted. */
  removedParams?: string[];
}

/** What the verdict of a converted link is judged against: the run's channel and sub IDs. */
export interface VerdictContext {
  channel: Pick<Channel, 'name' | 'category'> | null;
  subIds: readonly string[];
}

export interface PostRun {
  post: string;
  links: FoundLink[];
  rows: LinkRow[];
}

export type PreparedPost = { ok: true; run: PostRun } | { ok: false; problem: 'no_links' | 'too_many'; count: number };

/** The post's distinct links planned; too many, or none, is a problem and nothing is run. */
export function preparePost(post: string, hosts: NetworkHosts): PreparedPost {
  const links = extractLinks(post);
  const distinct = distinctLinks(links);
  if (distinct.length === 0) return { ok: false, problem: 'no_links', count: 0 };
  if (distinct.length > POST_LINKS_MAX) return { ok: false, problem: 'too_many', count: distinct.length };
  const rows = distinct.map((link): LinkRow => {
    const plan = planPostLink(link.url, hosts);
    return plan.action === 'skip'
      ? { key: link.key, text: link.text, plan, state: 'done', outcome: 'skipped', skipReason: plan.reason }
      : { key: link.key, text: link.text, plan, state: 'waiting' };
  });
  return { ok: true, run: { post, links, rows } };
}

/**
 * planLink, and well-known hosts that are not stores (t.me, youtu.be…) skipped at once. Only the page needs the
 * list: the background converts what it is asked, and keeps its bundle small.
 */
export function planPostLink(url: string, hosts: NetworkHosts): LinkPlan {
  const plan = planLink(url, hosts);
  return plan.action === 'convert' && isNotMerchant(new URL(url)) ? { action: 'skip', reason: 'not_merchant' } : plan;
}

/** The row after the API's answer: only `affiliated` true replaces the link, and only with a web address. */
export function answeredRow(
  row: LinkRow,
  answer: {
    result: ConvertResult;
    merchantUrl: string;
    expanded: boolean;
    cached: boolean;
    rules?: CampaignRules | null;
    removedParams?: string[];
  },
  shorten: boolean,
  badLinkMessage: string,
  judged: VerdictContext = { channel: null, subIds: [] },
): LinkRow {
  const { result } = answer;
  const link = shorten && result.short_url ? result.short_url : result.tracking_url;
  const base: LinkRow = {
    ...row,
    state: 'done',
    campaign: result.campaign?.name,
    merchantUrl: answer.expanded ? answer.merchantUrl : undefined,
    cached: answer.cached,
    failure: undefined,
    newLink: undefined,
    verdict: undefined,
    awaiting: undefined,
    removedParams: answer.removedParams?.length ? answer.removedParams : undefined,
  };
  if (!result.affiliated) {
    return { ...base, outcome: result.campaign ? 'not_affiliated' : 'no_campaign' };
  }
  // Only an http(s) link ever goes into a post (lib/core/web-url.ts).
  if (!parseWebUrl(link)) return { ...base, outcome: 'failed', failure: badLinkMessage };
  const verdict = answer.rules ? linkVerdict(answer.rules, judged.channel, answer.merchantUrl, judged.subIds) : null;
  return {
    ...base,
    outcome: 'converted',
    newLink: link,
    verdict: verdict && verdict.outcome !== 'earns' ? verdict : undefined,
  };
}

/** Converted rows whose link may not (or will not) earn. */
export function mayNotEarnCount(rows: readonly LinkRow[]): number {
  return rows.filter((r) => r.outcome === 'converted' && r.verdict).length;
}

export function failedRow(row: LinkRow, why: string): LinkRow {
  return {
    ...row,
    state: 'done',
    outcome: 'failed',
    failure: why,
    newLink: undefined,
    verdict: undefined,
    awaiting: undefined,
  };
}

/** The post with every converted link replaced, every other character as it was. */
export function convertedPost(run: PostRun): string {
  const byKey = new Map(run.rows.map((r) => [r.key, r]));
  return replaceLinks(run.post, run.links, (key) => {
    const row = byKey.get(key);
    return row?.outcome === 'converted' ? row.newLink : undefined;
  });
}

/** Each converted link of the run with the page it was made for (a store's short link: the page it led to); the
 * queue's duplicate guard knows a converted post's products by them, whether or not History is kept. */
export function convertedPages(run: PostRun): ConvertedPage[] {
  return run.rows.flatMap((row) =>
    row.outcome === 'converted' && row.newLink && row.plan.action !== 'skip'
      ? [{ link: row.newLink, page: row.merchantUrl ?? row.plan.url }]
      : [],
  );
}

/** Rows that need a request (not skipped). */
export function rowsToSend(run: PostRun): LinkRow[] {
  return run.rows.filter((r) => r.plan.action !== 'skip');
}
