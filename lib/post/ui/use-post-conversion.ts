// A run of the converter: the post's links planned (nothing sent for a post over the limit), sent to the background
// (which makes at most four requests at once), each row updated as its answer comes, Cancel keeping what is done, and a failed
// row tried again alone with the run's own options.
import { useRef, useState } from 'preact/hooks';
import { toApiError } from '../../../components/error-alert';
import { t } from '../../core/i18n';
import type { Send } from '../../send';
import type { NetworkHosts } from '../classify-link';
import {
  answeredRow,
  failedRow,
  type LinkRow,
  POST_IN_FLIGHT,
  type PostRun,
  preparePost,
  rowsToSend,
  type VerdictContext,
} from '../link-rows';
import { type PoolRun, runPool } from '../run-pool';
import { shortLinkPermission } from '../short-link-hosts';

export interface PostOptions {
  channelId: number | null;
  shorten: boolean;
  subIds: string[];
}

/** Asks the browser for optional host permissions; must be called during the click. */
export type RequestOrigins = (origins: string[]) => Promise<boolean>;

export type StartProblem = { problem: 'no_links' | 'too_many'; count: number } | null;

/** How long the converter waits for an answer to the browser's permission prompt. */
export const PERMISSION_WAIT_MS = 15_000;

type Permission = 'granted' | 'refused' | 'no_answer';

interface RunOptions {
  post: PostOptions & { postId: string };
  judged: VerdictContext;
}

/** A permission asked for: the answer within the wait, and the browser's own answer whenever it comes. */
interface Asked {
  answer: Promise<Permission>;
  late: Promise<boolean>;
}

interface Live {
  run: PostRun;
  options: RunOptions;
}

export function usePostConversion(send: Send, requestOrigins: RequestOrigins, permissionWaitMs = PERMISSION_WAIT_MS) {
  const [run, setRun] = useState<PostRun | null>(null);
  const [running, setRunning] = useState(false);
  const [problem, setProblem] = useState<StartProblem>(null);
  const live = useRef<Live | null>(null);
  const pools = useRef<PoolRun[]>([]);
  const cancelled = useRef(false);

  const update = useRowUpdates(live, setRun);

  async function convertRow(row: LinkRow, options: RunOptions, mine: object): Promise<void> {
    if (row.plan.action === 'skip') return;
    const url = row.plan.url;
    // A result for a run the person has since replaced or cleared is dropped.
    const stillMine = () => live.current === mine;
    update(row.key, (r) => ({ ...r, state: 'working', awaiting: undefined }));
    try {
      const answer = await send('post.convertLink', { url, ...options.post });
      if (stillMine()) {
        update(row.key, (r) => answeredRow(r, answer, options.post.shorten, t('postNewLinkNotWeb'), options.judged));
      }
    } catch (error) {
      if (stillMine()) update(row.key, (r) => failedRow(r, toApiError(error).message));
    }
  }

  function startPool(rows: LinkRow[], mine: Live): PoolRun {
    const started = runPool(rows, POST_IN_FLIGHT, (row) => convertRow(row, mine.options, mine));
    pools.current.push(started);
    if (cancelled.current) started.cancel(); // Cancel while the browser was still asking
    return started;
  }

  /**
   * The rows `held` for a short-link host's permission: converted once it is granted; failed, saying why, when it is
   * refused or not answered, and converted after all if it is granted later.
   */
  function convertWhenAllowed(asked: Asked, held: LinkRow[], hostList: string, mine: Live): Promise<void> {
    const heldKeys = new Set(held.map((r) => r.key));
    const current = (key: string) => mine.run.rows.find((r) => r.key === key) as LinkRow;
    return asked.answer.then((permission) => {
      if (permission === 'granted') return startPool([...heldKeys].map(current), mine).done;
      const why = t(permission === 'refused' ? 'postShortLinkRefused' : 'postShortLinkNoAnswer', hostList);
      if (live.current === mine) for (const key of heldKeys) update(key, (r) => failedRow(r, why));
      // Allowed after all, later: the short links convert then, with the run's options.
      void asked.late.then((ok) => {
        if (!ok || live.current !== mine) return;
        for (const key of heldKeys)
          if (current(key).outcome === 'failed') void convertRow(current(key), mine.options, mine);
      });
    });
  }

  /**
   * Starts converting `post`. Synchronous up to the permission request, so that the post's short-link hosts can be
   * asked for (once, all together) during the person's click; the other links leave at once, whatever the answer.
   * Resolves when the run has finished or was cancelled.
   */
  function start(
    post: string,
    options: PostOptions,
    hosts: NetworkHosts,
    judged: VerdictContext,
    granted: ReadonlySet<string> = new Set(),
  ): Promise<PostRun | null> {
    const prepared = preparePost(post, hosts);
    if (!prepared.ok) {
      setProblem({ problem: prepared.problem, count: prepared.count });
      return Promise.resolve(null);
    }
    setProblem(null);
    const { run: planned, free, held, missing, hostList } = holdForPermission(prepared.run, granted);
    // One id per run: its links are grouped in the link history with the post's total.
    const mine: Live = { run: planned, options: { post: { ...options, postId: newPostId() }, judged } };
    live.current = mine;
    cancelled.current = false;
    pools.current = [];
    const asked = missing.length > 0 ? askForOrigins(requestOrigins, missing, permissionWaitMs) : null;
    const first = startPool(free, mine);
    const second = asked ? convertWhenAllowed(asked, held, hostList, mine) : Promise.resolve();
    setRun(planned);
    setRunning(true);
    return Promise.all([first.done, second]).then(() => {
      if (live.current === mine && cancelled.current) {
        for (const row of mine.run.rows) {
          if (row.state === 'waiting') update(row.key, (r) => failedRow(r, t('postCancelledBeforeSent')));
        }
      }
      if (live.current === mine) {
        setRun(mine.run);
        setRunning(false);
      }
      pools.current = [];
      return live.current === mine ? mine.run : null;
    });
  }

  function cancel() {
    cancelled.current = true;
    for (const pool of pools.current) pool.cancel();
  }

  /** Tries one failed row again with the run's options (a short-link host's permission asked for again first). */
  function retry(key: string): void {
    const current = live.current;
    const row = current?.run.rows.find((r) => r.key === key);
    if (!current || !row || row.plan.action === 'skip') return;
    const asked =
      row.plan.action === 'expand'
        ? askForOrigins(requestOrigins, [shortLinkPermission(new URL(row.plan.url))], permissionWaitMs).answer
        : Promise.resolve('granted');
    void asked.then(() => convertRow(row, current.options, current));
  }

  /** Forgets the results (the post box is the person's). */
  function reset() {
    for (const pool of pools.current) pool.cancel();
    live.current = null;
    setRun(null);
    setRunning(false);
    setProblem(null);
  }

  return { run, running, problem, start, cancel, retry, reset };
}

/**
 * Asks the browser once for the short-link hosts `origins`, waiting at most `waitMs` for an answer (a prompt may
 * never show: headless browsers, Firefox with prompts off). Must be called during the person's click.
 */
function askForOrigins(requestOrigins: RequestOrigins, origins: string[], waitMs: number): Asked {
  const asked = (() => {
    try {
      return requestOrigins(origins).catch(() => false);
    } catch {
      return Promise.resolve(false);
    }
  })();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<Permission>((resolve) => {
    timer = setTimeout(() => resolve('no_answer'), waitMs);
  });
  const answer = Promise.race([asked.then((ok): Permission => (ok ? 'granted' : 'refused')), timeout]).finally(() =>
    clearTimeout(timer),
  );
  return { answer, late: asked };
}

/**
 * The rows to send split by whether their short-link host's permission is still `missing` (not in `granted`): the
 * `held` ones wait for it, marked with the hosts asked for (`hostList`); the `free` ones leave at once.
 */
function holdForPermission(run: PostRun, granted: ReadonlySet<string>) {
  const originOf = (r: LinkRow) => (r.plan.action === 'expand' ? shortLinkPermission(new URL(r.plan.url)) : null);
  const toSend = rowsToSend(run);
  const missing = [...new Set(toSend.map(originOf).filter((o): o is string => o !== null && !granted.has(o)))];
  const held = toSend.filter((r) => missing.includes(originOf(r) ?? ''));
  const free = toSend.filter((r) => !held.includes(r));
  const hostList = missing.map((o) => new URL(o.replace('/*', '/')).host).join(', ');
  const marked =
    held.length > 0
      ? { ...run, rows: run.rows.map((r) => (held.includes(r) ? { ...r, awaiting: hostList } : r)) }
      : run;
  return { run: marked, free, held, missing, hostList };
}

/** Answers arrive several per frame: the live run's rows change at once, the page is drawn at most once a frame. */
function useRowUpdates(live: { current: Live | null }, draw: (run: PostRun) => void) {
  const drawing = useRef(false);
  return function update(key: string, next: (row: LinkRow) => LinkRow) {
    const current = live.current;
    if (!current) return;
    const rows = current.run.rows.map((r) => (r.key === key ? next(r) : r));
    current.run = { ...current.run, rows };
    if (drawing.current) return;
    drawing.current = true;
    requestAnimationFrame(() => {
      drawing.current = false;
      if (live.current) draw(live.current.run);
    });
  };
}

function newPostId(): string {
  return `p${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}
