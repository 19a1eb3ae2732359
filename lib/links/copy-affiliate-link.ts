// "Copy affiliate link" for the context menu and the keyboard shortcut: convert the page's (or the link's) URL
// with the site's remembered options and the short-link setting, copy the result, and say how it went on the
// tab's toolbar button.
import { isApiError } from '../core/api/errors';
import type { Campaign } from '../core/api/schemas';
import { isLinkablePage } from '../core/domain';
import { t } from '../core/i18n';
import type { LinkOptions } from '../core/model';
import { webUrlProblem } from '../core/web-url';
import type { TakenFrom, TakenLink } from '../history/link-history';
import type { NotificationText } from '../sales/notify-text';
import type { ConvertResponse } from './messages';
import { noEarnNotice } from './no-earn-notice';

export interface CopyLinkDeps {
  convert(url: string, options: LinkOptions): Promise<ConvertResponse>;
  copyText(text: string): Promise<void>;
  flashCopied(tabId: number, link: string, affiliated: boolean): Promise<void>;
  showCopyFailed(tabId: number, reason: string): Promise<void>;
  /** The link history: a copied link is recorded (where it was copied from). */
  record?(links: TakenLink[], from: TakenFrom): Promise<boolean>;
  /** The site's campaign in the local index, for saying why a copied link does not earn. */
  lookupCampaign?(url: string): Promise<Campaign | null>;
  /** Shows a notification (a copied link that does not earn: why, and what to do). */
  notify?(text: NotificationText, target: string): Promise<void>;
}

/** Which command copied, and the tab's own word on privacy and its title. */
export type CopyOrigin = Pick<TakenFrom, 'source' | 'incognito' | 'title'>;

export type CopyOutcome = { ok: true; link: string } | { ok: false; reason: string };

/**
 * Converts `url` and copies the link. `kind` says whether the URL is the page's or a link's on it (for the
 * message when it cannot be converted). The tab with id `tabId`, if any, shows the outcome on its badge.
 */
export type CopyAffiliateLink = (
  url: string | undefined,
  tabId: number | undefined,
  kind?: 'page' | 'link',
  origin?: CopyOrigin,
) => Promise<CopyOutcome>;

export function createCopyAffiliateLink(deps: CopyLinkDeps): CopyAffiliateLink {
  return async function copyAffiliateLink(url, tabId, kind = 'page', origin) {
    const outcome = await convertAndCopy(url, kind, deps);
    if (outcome.ok && origin && deps.record) {
      const { taken } = outcome;
      await deps
        .record([taken], { ...origin, title: kind === 'page' ? origin.title : null })
        .catch((error: unknown) => console.warn('The link history could not be written', error));
    }
    if (tabId !== undefined) {
      if (outcome.ok) await deps.flashCopied(tabId, outcome.link, outcome.affiliated);
      else await deps.showCopyFailed(tabId, outcome.reason);
    }
    if (outcome.ok && !outcome.affiliated) await explainNoEarn(outcome.taken, deps);
    if (!outcome.ok) console.warn(`Copy affiliate link failed: ${outcome.reason}`);
    return outcome.ok ? { ok: true, link: outcome.link } : outcome;
  };
}

async function convertAndCopy(
  url: string | undefined,
  kind: 'page' | 'link',
  deps: CopyLinkDeps,
): Promise<{ ok: true; link: string; affiliated: boolean; taken: TakenLink } | { ok: false; reason: string }> {
  if (!url || !isLinkablePage(url)) {
    return {
      ok: false,
      reason: kind === 'link' ? t('bgCopyLinkNotWeb') : t('bgCopyPageNotWeb'),
    };
  }
  let result: ConvertResponse;
  try {
    // No options: the site's remembered channel and sub IDs, and the short-link setting, apply.
    result = await deps.convert(url, {});
  } catch (error) {
    return { ok: false, reason: reasonOf(error) };
  }
  const link = result.used.shorten && result.short_url ? result.short_url : result.tracking_url;
  // The link from the API follows the one web-address rule: http(s), a host, no user name or password.
  const problem = webUrlProblem(link);
  if (problem) {
    return { ok: false, reason: problem === 'user_info' ? t('bgCopyApiLinkHasUserInfo') : t('bgCopyApiLinkNotWeb') };
  }
  try {
    await deps.copyText(link);
  } catch (error) {
    return { ok: false, reason: t('bgClipboardFailed', messageOf(error)) };
  }
  return { ok: true, link, affiliated: result.affiliated, taken: { pageUrl: url, result, used: result.used } };
}

/** Copied, because the person asked; the notification says why it will not earn and what to do. */
async function explainNoEarn(taken: TakenLink, deps: CopyLinkDeps): Promise<void> {
  if (!deps.notify) return;
  try {
    const indexed = (await deps.lookupCampaign?.(taken.pageUrl)) ?? null;
    const { text, target } = noEarnNotice(indexed, taken.result.campaign);
    await deps.notify(text, target);
  } catch (error) {
    console.warn('The note on a link that does not earn could not be shown', error);
  }
}

function reasonOf(error: unknown): string {
  // ApiError messages are written for the person: what went wrong and what to do.
  if (isApiError(error)) return error.message;
  // Anything else is a bug; its text may quote anything, so the person gets a plain sentence and the log the rest.
  console.error('Converting for the clipboard failed', error);
  return t('bgInternalError');
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
