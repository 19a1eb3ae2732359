// Convert links in this box: read the focused box of the frame the person acted in, convert its links in the
// background exactly as the post converter does (its extraction, skipping, conversion and verdicts), write the
// new links into the text where the old ones were, and say on the page what happened. The page gets its links back
// and a notice of our own fixed words and counts (failure-words.ts), never a server's text, the key or anything else;
// nothing of the page is read but what the focused box shows.
import type { Channel } from '../core/api/schemas';
import { t } from '../core/i18n';
import { channelOfLink } from '../core/link-verdict';
import type { NetworkHosts } from '../post/classify-link';
import { answeredRow, convertedPost, failedRow, type LinkRow, preparePost, rowsToSend } from '../post/link-rows';
import type { ConvertLinkWith } from '../post/post-conversion';
import { POST_LINKS_MAX } from '../post/post-limits';
import type { ChosenOptions } from './box-choice';
import { linkEdits } from './box-edits';
import { BOX_TEXT_MAX, type BoxEdit, type BoxRead, type BoxWrite } from './box-scripts';
import { boxFailureWords } from './failure-words';
import { type BoxCounts, boxCounts, boxNoticeText } from './notice-text';

/** Where a script runs: the frame the menu was opened in, or every frame the shortcut may have its focus in. */
export interface BoxTarget {
  tabId: number;
  frameId?: number;
}

/**
 * The three page functions (box-scripts.ts), run in the tab: the browser's `scripting.executeScript` in the
 * extension, fakes in unit tests. `read` answers per frame it ran in; a page that refuses scripts throws.
 */
export interface BoxPage {
  read(target: BoxTarget): Promise<{ frameId: number; read: BoxRead }[]>;
  /** The whole new text (a field takes it) and each link's edit (a contenteditable takes only those). */
  write(tabId: number, frameId: number, text: string, edits: readonly BoxEdit[]): Promise<BoxWrite>;
  notice(tabId: number, frameId: number, text: string): Promise<void>;
}

export interface ConvertInBoxDeps {
  page: BoxPage;
  convertLinkWith: ConvertLinkWith;
  /** What this conversion uses: the popup's choices for each merchant's site (its remembered channel, sub IDs and
   * short link), or the destination chosen in Options -> Destinations (box-choice.ts). */
  options(): Promise<ChosenOptions>;
  /** The network's link hosts learned for the saved key (skipped, as the post converter does). */
  networkHosts(): Promise<NetworkHosts>;
  /** The account's channels, for the verdict (which channel a link is made for). */
  channels(): Promise<readonly Channel[]>;
  /** A tab whose page refuses scripts (a browser page, a store): the badge and a notification say so. */
  refused(tabId: number, reason: string): Promise<void>;
  /** A run id per conversion (the link history groups a box's links as a post's). */
  runId(): string;
  /** Waits `ms` before reading a refusing page again (setTimeout when omitted; tests pass a fake). */
  sleep?: (ms: number) => Promise<void>;
}

/**
 * The waits before reading again a page that refused. Chromium may refuse the gesture's first script although the
 * gesture granted `activeTab`: in the e2e suite, 3 first presses of the shortcut in 30 were refused, and the same
 * script ran 10 s later with no new gesture. A page that refuses for good (a browser page, a store) is told 0.85 s
 * later than it would be.
 */
export const REFUSED_RETRY_MS: readonly number[] = [100, 250, 500];

export type BoxOutcome =
  | { done: 'converted'; counts: BoxCounts; text: string }
  | {
      done: 'refused' | 'not_editable' | 'too_long' | 'no_links' | 'too_many' | 'changed' | 'unchanged';
      counts?: BoxCounts;
    };

export function createConvertInBox(deps: ConvertInBoxDeps): (target: BoxTarget) => Promise<BoxOutcome> {
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));

  async function readRetrying(target: BoxTarget): Promise<{ frameId: number; read: BoxRead }[]> {
    for (const wait of REFUSED_RETRY_MS) {
      try {
        return await deps.page.read(target);
      } catch {
        await sleep(wait);
      }
    }
    return deps.page.read(target);
  }

  return async function convertInBox(target) {
    const { tabId } = target;
    let reads: { frameId: number; read: BoxRead }[];
    try {
      reads = await readRetrying(target);
    } catch (error) {
      console.info('Convert links in this box: the page refused the script', error);
      await deps.refused(tabId, t('boxPageRefused'));
      return { done: 'refused' };
    }
    const found = reads.find((r) => r.read.ok);
    const frameId = found?.frameId ?? target.frameId ?? 0;
    const say = (text: string) =>
      deps.page.notice(tabId, frameId, text).catch((error: unknown) => console.warn('No notice shown', error));
    if (!found?.read.ok) {
      const long = reads.find((r) => !r.read.ok && r.read.tooLong);
      if (long && !long.read.ok && long.read.tooLong) {
        await deps.page
          .notice(tabId, long.frameId, t('boxTooLong', long.read.tooLong, BOX_TEXT_MAX))
          .catch((error: unknown) => console.warn('No notice shown', error));
        return { done: 'too_long' };
      }
      await say(t('boxNotEditable'));
      return { done: 'not_editable' };
    }
    const { text } = found.read;
    const prepared = preparePost(text, await deps.networkHosts().catch(() => ({ tracking: [], short: [] })));
    if (!prepared.ok) {
      await say(
        prepared.problem === 'no_links' ? t('boxNoLinks') : t('boxTooManyLinks', prepared.count, POST_LINKS_MAX),
      );
      return { done: prepared.problem };
    }
    const { run } = prepared;
    let chosen: ChosenOptions;
    try {
      chosen = await deps.options();
    } catch (error) {
      console.error('Convert links in this box: the choice of options could not be read', error);
      await say(t('bgInternalError'));
      return { done: 'unchanged' };
    }
    const { optionsFor, destinationGone } = chosen;
    // Said with whatever the notice says next, once: the choice is forgotten as it is found gone.
    const tell = (text: string) => say(destinationGone ? `${text} · ${t('boxDestinationGone')}` : text);
    const channels = deps.channels().catch((): readonly Channel[] => []);
    const postId = deps.runId();
    const answered = new Map<string, LinkRow>();
    await Promise.all(
      rowsToSend(run).map(async (row) => {
        if (row.plan.action === 'skip') return;
        try {
          const answer = await deps.convertLinkWith(row.plan.url, optionsFor, postId);
          const channel = channelOfLink(await channels, answer.used.channelId);
          answered.set(
            row.key,
            answeredRow(row, answer, answer.used.shorten, t('postNewLinkNotWeb'), {
              channel,
              subIds: answer.used.subIds,
            }),
          );
        } catch (error) {
          answered.set(row.key, failedRow(row, boxFailureWords(error)));
        }
      }),
    );
    const rows = run.rows.map((row) => answered.get(row.key) ?? row);
    const counts = boxCounts(rows);
    const notice = boxNoticeText(counts, rows.find((r) => r.outcome === 'failed')?.failure);
    const converted = convertedPost({ ...run, rows });
    if (converted === text) {
      await tell(notice);
      return { done: 'unchanged', counts };
    }
    const written = await deps.page
      .write(tabId, frameId, converted, linkEdits({ ...run, rows }))
      .catch((): BoxWrite => 'gone');
    if (written !== 'written') {
      await tell(t('boxChanged'));
      return { done: 'changed', counts };
    }
    await tell(notice);
    return { done: 'converted', counts, text: converted };
  };
}
