// A run of the converter: the post's links planned (nothing sent for a post over the limit), sent to the background
// (which makes at most four requests at once), each row updated as its answer comes, Cancel keeping what is done, and a failed
// row tried again alone with the run's own options.
import { useRef, useState } from 'preact/hooks';
import { toApiError } from '../../../components/error-alert';
import { t } from '../../../lib/i18n';
import type { Send } from '../../../lib/messaging/client';
import type { NetworkHosts } from '../../../lib/post/classify-link';
import {
  answeredRow,
  failedRow,
  type LinkRow,
  POST_IN_FLIGHT,
  type PostRun,
  preparePost,
  rowsToSend,
} from '../../../lib/post/link-rows';
import { runPool } from '../../../lib/post/run-pool';
import { shortLinkPermission } from '../../../lib/post/short-link-hosts';

export interface PostOptions {
  channelId: number | null;
  shorten: boolean;
  subIds: string[];
}

/** Asks the browser for optional host permissions; must be called during the click. */
export type RequestOrigins = (origins: string[]) => Promise<boolean>;

export type StartProblem = { problem: 'no_links' | 'too_many'; count: number } | null;

export function usePostConversion(send: Send, requestOrigins: RequestOrigins) {
  const [run, setRun] = useState<PostRun | null>(null);
  const [running, setRunning] = useState(false);
  const [problem, setProblem] = useState<StartProblem>(null);
  const live = useRef<{ run: PostRun; options: PostOptions } | null>(null);
  const pool = useRef<ReturnType<typeof runPool> | null>(null);
  const cancelled = useRef(false);

  // Answers arrive several per frame: the rows change at once, the page is drawn at most once a frame.
  const drawing = useRef(false);
  function update(key: string, next: (row: LinkRow) => LinkRow) {
    const current = live.current;
    if (!current) return;
    const rows = current.run.rows.map((r) => (r.key === key ? next(r) : r));
    current.run = { ...current.run, rows };
    if (drawing.current) return;
    drawing.current = true;
    requestAnimationFrame(() => {
      drawing.current = false;
      if (live.current) setRun(live.current.run);
    });
  }

  async function convertRow(row: LinkRow, options: PostOptions, mine: object): Promise<void> {
    if (row.plan.action === 'skip') return;
    const url = row.plan.url;
    // A result for a run the person has since replaced or cleared is dropped.
    const stillMine = () => live.current === mine;
    update(row.key, (r) => ({ ...r, state: 'working' }));
    try {
      const answer = await send('post.convertLink', { url, ...options });
      if (stillMine()) update(row.key, (r) => answeredRow(r, answer, options.shorten, t('postNewLinkNotWeb')));
    } catch (error) {
      if (stillMine()) update(row.key, (r) => failedRow(r, toApiError(error).message));
    }
  }

  /**
   * Starts converting `post`. Synchronous up to the permission request, so that a store's short-link host can be
   * asked for during the person's click; resolves when the run has finished or was cancelled.
   */
  function start(post: string, options: PostOptions, hosts: NetworkHosts): Promise<PostRun | null> {
    const prepared = preparePost(post, hosts);
    if (!prepared.ok) {
      setProblem({ problem: prepared.problem, count: prepared.count });
      return Promise.resolve(null);
    }
    setProblem(null);
    const origins = [
      ...new Set(
        prepared.run.rows.flatMap((r) =>
          r.plan.action === 'expand' ? [shortLinkPermission(new URL(r.plan.url))] : [],
        ),
      ),
    ];
    // One id per run: its links are grouped in the link history with the post's total.
    const mine = {
      run: prepared.run,
      options: { ...options, postId: `p${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}` },
    };
    live.current = mine;
    cancelled.current = false;
    const send = () => {
      const started = runPool(rowsToSend(prepared.run), POST_IN_FLIGHT, (row) => convertRow(row, mine.options, mine));
      pool.current = started;
      if (cancelled.current) started.cancel(); // Cancel while the browser was still asking
      return started;
    };
    // Asked once for the post's short-link hosts (a refusal is told per row by the background's check). Without
    // any, the first links leave now, before the table is first drawn.
    const sending =
      origins.length > 0
        ? requestOrigins(origins)
            .catch(() => false)
            .then(send)
        : Promise.resolve(send());
    setRun(prepared.run);
    setRunning(true);
    return sending.then(async (started) => {
      await started.done;
      if (live.current === mine && started.cancelled) {
        for (const row of mine.run.rows) {
          if (row.state === 'waiting') update(row.key, (r) => failedRow(r, t('postCancelledBeforeSent')));
        }
      }
      if (live.current === mine) {
        setRun(mine.run);
        setRunning(false);
      }
      pool.current = null;
      return live.current === mine ? mine.run : null;
    });
  }

  function cancel() {
    cancelled.current = true;
    pool.current?.cancel();
  }

  /** Tries one failed row again with the run's options (a short-link host's permission asked for again first). */
  function retry(key: string): void {
    const current = live.current;
    const row = current?.run.rows.find((r) => r.key === key);
    if (!current || !row || row.plan.action === 'skip') return;
    const asked =
      row.plan.action === 'expand'
        ? requestOrigins([shortLinkPermission(new URL(row.plan.url))]).catch(() => false)
        : Promise.resolve(true);
    void asked.then(() => convertRow(row, current.options, current));
  }

  /** Forgets the results (the post box is the person's). */
  function reset() {
    pool.current?.cancel();
    live.current = null;
    setRun(null);
    setRunning(false);
    setProblem(null);
  }

  return { run, running, problem, start, cancel, retry, reset };
}
