// The popup opened as a person opens it, from the toolbar button, for the cold-worker figure (part of `npm run bench`;
// also runnable alone: `npx tsx scripts/bench-toolbar-popup.ts` after a build).
//
// bench-popup.ts times `popup.html?url=…` navigated in a tab. A toolbar popup differs in one way that matters to a
// stopped worker: no tab navigates, so no `tabs.onUpdated` wakes the worker early, and the popup's own message is
// what starts it. Here Chromium opens the real popup over the DevTools protocol (`Extensions.triggerAction` on a
// merchant page's tab), and the popup finds its page with `tabs.query` as it does for a person.
//
// No Playwright: Chromium is driven over the DevTools protocol alone (launch-extension-cdp.ts), so that nothing but
// the popup has a debugger attached. (Playwright attaches to the worker and every page, and under it a warm toolbar
// open took about 110-150 ms against 75-95 ms without it: the cold ratio looked better than a person's.)
//
// Timing: bench-popup.ts's watcher (the first DOM change or frame showing an http(s) link in the box labelled
// "Affiliate link", in the popup's `performance.now()`), added before the popup's own scripts: browser-wide
// auto-attach pauses each new page until the watcher is in place. The popup's target is created as type "other"
// and becomes the popup's page as it navigates.
//
// The same opens are then timed with a stand-in for our worker (`standInWorker`): a script that answers the popup's
// first message with one conversion request and nothing else. Its cold ratio is what Chromium's own start of a worker
// costs on this machine; the difference to ours is our worker's part. With BENCH_STAND_IN_CARRIES_OURS=1 the stand-in
// carries our worker's whole script as a function it never calls: parsed, never run, so the difference that makes is
// what the script's size alone costs a cold start.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FIXTURES } from '../sandbox/fixtures';
import { startSandbox } from '../sandbox/server';
import {
  checkSaved,
  convertRequestSource,
  roundTripExpression,
  type Sandbox,
  saveKeyExpression,
  WATCHER,
  workerStopper,
} from './bench-popup';
import {
  againstStandIn,
  formatSpread,
  median,
  pairedRatios,
  pairedSums,
  type Spread,
  spread,
  timeline,
} from './bench-stats';
import { type Cdp, evaluate } from './cdp-client';
import { extensionDir, merchantHostArgs } from './launch-extension';
import { launchExtensionOverCdp } from './launch-extension-cdp';

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
/** As in bench-popup.ts: how long a worker runs after a conversion before its open counts as warm. */
const WARM_SETTLE_MS = 2_500;
const SHOWN_TIMEOUT_MS = 15_000;

interface TargetInfo {
  targetId: string;
  type: string;
  url: string;
}

/** When the popup showed what it was opened for (its `performance.now()`), and its time origin (ms since the epoch). */
interface Shown {
  at: number;
  timeOrigin: number;
}

/** Moments of a cold open, in ms from the popup's navigation start: the worker's marks (start-marks.ts), its time
 * origin, and its conversion request (resource timing). */
export type StartMarks = Record<string, number>;

/**
 * Reads the worker's marks after an open (attached only then, so no debugger is on it while it starts), shifted to
 * the popup's clock. Empty when the worker is not found.
 */
async function startMarks(cdp: Cdp, extensionId: string, popupOrigin: number): Promise<StartMarks> {
  const { targetInfos } = await cdp.send<{ targetInfos: TargetInfo[] }>('Target.getTargets', {
    filter: [{ type: 'service_worker' }],
  });
  const worker = targetInfos.find((t) => t.url.startsWith(`chrome-extension://${extensionId}/`));
  if (!worker) return {};
  const { sessionId } = await cdp.send<{ sessionId: string }>('Target.attachToTarget', {
    targetId: worker.targetId,
    flatten: true,
  });
  try {
    const seen = await evaluate<{ origin: number; marks: [string, number][] }>(cdp, sessionId, WORKER_MARKS);
    const shift = seen.origin - popupOrigin;
    return Object.fromEntries([['worker origin', shift], ...seen.marks.map(([name, t]) => [name, t + shift])]);
  } finally {
    await cdp.send('Target.detachFromTarget', { sessionId }).catch(() => {});
  }
}

/** Run in the worker: its time origin, its marks, and when its first conversion request left and its body came. */
const WORKER_MARKS = `(() => {
  const marks = performance.getEntriesByType('mark').map((m) => [m.name, m.startTime]);
  const request = performance.getEntriesByType('resource').find((r) => r.name.endsWith('/links/convert'));
  if (request) marks.push(['request out', request.startTime], ['response end', request.responseEnd]);
  return { origin: performance.timeOrigin, marks };
})()`;

/**
 * Opens the extension's toolbar popup on the tab showing `pageUrl` and resolves with when it showed `what`: the link,
 * or for a page that cannot carry one its message (in the popup's `performance.now()`).
 */
function toolbarOpener(cdp: Cdp, extensionId: string) {
  const popupUrl = `chrome-extension://${extensionId}/popup.html`;
  let attached: ((popup: { sessionId: string; targetId: string }) => void) | null = null;
  cdp.on(async (m) => {
    if (m.method !== 'Target.attachedToTarget' || m.sessionId) return;
    const { sessionId, targetInfo, waitingForDebugger } = m.params as {
      sessionId: string;
      targetInfo: TargetInfo;
      waitingForDebugger: boolean;
    };
    // A popup's target starts as "other" with no URL; the browser's other new targets are let go at once.
    let popup = (targetInfo.type === 'other' && targetInfo.url === '') || targetInfo.url.startsWith(popupUrl);
    try {
      if (popup) {
        await cdp.send('Page.enable', {}, sessionId);
        await cdp.send('Page.addScriptToEvaluateOnNewDocument', { source: WATCHER }, sessionId);
      }
    } catch {
      popup = false; // not a page after all
    }
    if (waitingForDebugger) await cdp.send('Runtime.runIfWaitingForDebugger', {}, sessionId).catch(() => {});
    if (popup) attached?.({ sessionId, targetId: targetInfo.targetId });
  });

  return async function open(pageUrl: string, what: 'link' | 'message' = 'link'): Promise<Shown> {
    const { targetInfos } = await cdp.send<{ targetInfos: TargetInfo[] }>('Target.getTargets', {
      filter: [{ type: 'tab' }],
    });
    const tab = targetInfos.find((t) => t.url === pageUrl);
    if (!tab) throw new Error(`no tab shows ${pageUrl}`);
    const popup = new Promise<{ sessionId: string; targetId: string }>((resolve) => {
      attached = resolve;
    });
    await cdp.send('Extensions.triggerAction', { id: extensionId, targetId: tab.targetId });
    const { sessionId, targetId } = await popup;
    attached = null;
    const started = Date.now();
    try {
      for (;;) {
        const { result } = await cdp.send<{ result: { value?: Shown & { what: string } } }>(
          'Runtime.evaluate',
          {
            expression: 'window.__benchShown ? { ...window.__benchShown, timeOrigin: performance.timeOrigin } : null',
            returnByValue: true,
          },
          sessionId,
        );
        const shown = result.value;
        if (shown && shown.what !== what) {
          throw new Error(`expected the ${what} for ${pageUrl}, the popup showed its ${shown.what}`);
        }
        if (shown) return { at: shown.at, timeOrigin: shown.timeOrigin };
        if (Date.now() - started > SHOWN_TIMEOUT_MS)
          throw new Error(`the toolbar popup showed no ${what} for ${pageUrl}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    } finally {
      await cdp.send('Target.closeTarget', { targetId }).catch(() => {});
    }
  };
}

const product = (i: number) => `http://www.${FIXTURES.openCampaignDomain}/products/item-${i}`;

/** A page of its own, attached. */
async function newPage(cdp: Cdp, url: string): Promise<{ targetId: string; sessionId: string }> {
  const { targetId } = await cdp.send<{ targetId: string }>('Target.createTarget', { url: 'about:blank' });
  const { sessionId } = await cdp.send<{ sessionId: string }>('Target.attachToTarget', { targetId, flatten: true });
  await cdp.send('Page.enable', {}, sessionId);
  await navigate(cdp, sessionId, url);
  return { targetId, sessionId };
}

async function navigate(cdp: Cdp, sessionId: string, url: string): Promise<void> {
  let stop = () => {};
  const loaded = new Promise<void>((resolve) => {
    stop = cdp.on((m) => {
      if (m.sessionId === sessionId && m.method === 'Page.loadEventFired') resolve();
    });
  });
  await cdp.send('Page.navigate', { url }, sessionId);
  await loaded;
  stop();
}

interface ToolbarRun {
  warmFirst: number[];
  repeated: number[];
  /** The popup on a browser page (chrome://newtab/): only its message, no request. */
  message: number[];
  /** One raw conversion request from an extension page. */
  roundTrips: number[];
  coldFirst: number[];
  coldRepeated: number[];
  /** Where a cold first open's time went, per open (ours only: `startMarks`). */
  coldMarks: StartMarks[];
}

/** One browser with the extension (ours, or the stand-in), ready to time a round of opens at a time. */
interface ToolbarBrowser {
  run: ToolbarRun;
  /** Our worker's answer to `popup.open` for a merchant page (the stand-in answers in its shape). */
  answer: unknown;
  round(i: number): Promise<void>;
  close(): Promise<void>;
}

async function toolbarBrowser(sandbox: Sandbox, dir: string, options: { marks: boolean }): Promise<ToolbarBrowser> {
  const ext = await launchExtensionOverCdp({ dir, extraArgs: merchantHostArgs(sandbox.baseUrl) });
  const { cdp, extensionId } = ext;
  try {
    // The key saved as a person saves it, through the background; then the answer a stand-in copies.
    const { sessionId: setup } = await newPage(cdp, `chrome-extension://${extensionId}/options.html`);
    checkSaved(await evaluate(cdp, setup, saveKeyExpression(sandbox)));
    const answer = await evaluate(
      cdp,
      setup,
      `chrome.runtime.sendMessage({ name: 'popup.open', request: { url: ${JSON.stringify(product(-2))} } })`,
    );
    const { sessionId: tab, targetId: tabPage } = await newPage(cdp, 'about:blank');
    await cdp.send('Target.setAutoAttach', {
      autoAttach: true,
      waitForDebuggerOnStart: true,
      flatten: true,
      filter: [{ type: 'page' }, { type: 'other' }, { exclude: true }],
    });
    const open = toolbarOpener(cdp, extensionId);
    const stopWorker = await workerStopper(cdp.sessionOf(setup), extensionId);
    /** Shows `url` in the tab: resolves with the address the tab then shows (chrome://newtab/ may change its own). */
    const show = async (url: string) => {
      await navigate(cdp, tab, url);
      const { targetInfos } = await cdp.send<{ targetInfos: TargetInfo[] }>('Target.getTargets');
      return targetInfos.find((t) => t.targetId === tabPage)?.url ?? url;
    };
    await open(await show(product(-1))); // the popup's code cached, as for a person's second popup
    await open(await show('chrome://newtab/'), 'message');

    const run: ToolbarRun = {
      warmFirst: [],
      repeated: [],
      message: [],
      roundTrips: [],
      coldFirst: [],
      coldRepeated: [],
      coldMarks: [],
    };
    const round = async (i: number) => {
      // Warm: a worker that has converted links (the opens before) and then idled.
      const page = await show(product(100 + i));
      await pause(WARM_SETTLE_MS);
      run.warmFirst.push((await open(page)).at);
      await pause(300);
      run.repeated.push((await open(page)).at);
      run.message.push((await open(await show('chrome://newtab/'), 'message')).at);
      run.roundTrips.push(await evaluate<number>(cdp, setup, roundTripExpression(sandbox, product(1000 + i))));
      // Cold: the page has been open a while and the worker stopped (as after 30 s idle), then the button.
      const coldPage = await show(product(200 + i));
      await pause(300);
      await stopWorker();
      const cold = await open(coldPage);
      run.coldFirst.push(cold.at);
      // Read after the open, so that no debugger is on the worker while it starts.
      if (options.marks) run.coldMarks.push(await startMarks(cdp, extensionId, cold.timeOrigin));
      await pause(300);
      await stopWorker();
      run.coldRepeated.push((await open(coldPage)).at);
    };
    return { run, answer, round, close: () => ext.close() };
  } catch (error) {
    await ext.close();
    throw error;
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A worker that does only what the popup's first answer cannot do without: one conversion request, answered in the
 * shape of `answer` (our worker's own answer for another page). Every other message gets an empty success.
 */
export function standInWorker(sandbox: Sandbox, answer: unknown): string {
  return `const ANSWER = ${JSON.stringify(answer)};
chrome.runtime.onMessage.addListener((message, _sender, sendResponse) => {
  if (message?.name !== 'popup.open') {
    sendResponse({ ok: true, data: null });
    return false;
  }
  ${convertRequestSource(sandbox, 'message.request.url')}
    .then((response) => response.json())
    .then(({ data }) => {
      const answer = structuredClone(ANSWER);
      answer.data.link.data = { ...answer.data.link.data, ...data };
      sendResponse(answer);
    }, (error) => sendResponse({ ok: false, error: { message: String(error) } }));
  return true;
});
`;
}

function figures(run: ToolbarRun) {
  const warmFirstOpenMs = median(run.warmFirst);
  const repeatedOpenMs = median(run.repeated);
  const messageRenderMs = median(run.message);
  const apiRoundTripMs = median(run.roundTrips);
  return {
    warmFirstOpenMs,
    repeatedOpenMs,
    messageRenderMs,
    apiRoundTripMs,
    firstOpenOverFloor: warmFirstOpenMs / (messageRenderMs + apiRoundTripMs),
    repeatedOpenOverMessage: repeatedOpenMs / messageRenderMs,
    coldFirstOpenMs: median(run.coldFirst),
    coldRepeatedOpenMs: median(run.coldRepeated),
    coldOverWarm: median(run.coldFirst) / warmFirstOpenMs,
    coldRepeatedOverWarm: median(run.coldRepeated) / repeatedOpenMs,
    spreads: {
      warmFirst: spread(run.warmFirst),
      repeated: spread(run.repeated),
      message: spread(run.message),
      roundTrip: spread(run.roundTrips),
      coldFirst: spread(run.coldFirst),
      coldRepeated: spread(run.coldRepeated),
      firstOverFloor: pairedRatios(run.warmFirst, pairedSums(run.message, run.roundTrips)),
      repeatedOverMessage: pairedRatios(run.repeated, run.message),
      /** Each cold open over the warm open of its own round. */
      coldOverWarm: pairedRatios(run.coldFirst, run.warmFirst),
    },
    /** Where a cold first open's time went: each moment's spread over the cold opens, in order. */
    coldTimeline: timeline([...run.coldMarks.map((m, i) => ({ ...m, 'link shown': run.coldFirst[i] as number }))]),
  };
}

/**
 * Ours and the stand-in, in two browsers open side by side, timed round by round in turn (which goes first
 * alternates), so that the machine's load weighs on both alike; each toolbar figure of ours is judged against the
 * stand-in's of the same rounds.
 */
export async function toolbarPopupTimings() {
  const sandbox = await startSandbox({ port: 0, quiet: true });
  const standInDir = mkdtempSync(join(tmpdir(), 'stand-in-'));
  const browsers: ToolbarBrowser[] = [];
  try {
    const ours = await toolbarBrowser(sandbox, extensionDir(), { marks: true });
    browsers.push(ours);
    const link = (ours.answer as { data?: { link?: { ok?: boolean } } }).data?.link;
    if (!link?.ok) throw new Error(`the worker gave no link to copy: ${JSON.stringify(ours.answer)}`);
    cpSync(extensionDir(), standInDir, { recursive: true });
    const carried = process.env.BENCH_STAND_IN_CARRIES_OURS
      ? `\nfunction carriedNeverCalled() {\n${readFileSync(join(extensionDir(), 'background.js'), 'utf8')}\n}\n`
      : '';
    writeFileSync(join(standInDir, 'background.js'), standInWorker(sandbox, ours.answer) + carried);
    const standIn = await toolbarBrowser(sandbox, standInDir, { marks: true });
    browsers.push(standIn);
    for (let i = 0; i < RUNS; i++) {
      for (const b of i % 2 ? [standIn, ours] : [ours, standIn]) await b.round(i);
    }
    const [o, s] = [ours.run, standIn.run];
    return {
      runs: RUNS,
      ...figures(o),
      standIn: figures(s),
      versus: {
        warmFirst: againstStandIn(o.warmFirst, s.warmFirst),
        repeated: againstStandIn(o.repeated, s.repeated),
        coldFirst: againstStandIn(o.coldFirst, s.coldFirst),
      },
      samples: { ...o, standIn: s },
    };
  } finally {
    for (const b of browsers) await b.close();
    rmSync(standInDir, { recursive: true, force: true });
    await sandbox.close();
  }
}

export type ToolbarPopupTimings = Awaited<ReturnType<typeof toolbarPopupTimings>>;

export function toolbarPopupSummary(t: ToolbarPopupTimings): string[] {
  const f = t.spreads;
  const g = t.standIn.spreads;
  const rounds = (r: Spread) => `rounds ${r.min.toFixed(2)}–${r.max.toFixed(2)}`;
  return [
    `toolbar popup, warm: first open ${formatSpread(f.warmFirst)}: ${t.firstOpenOverFloor.toFixed(2)} × (message-only ${formatSpread(f.message)} + round trip ${formatSpread(f.roundTrip, ' ms', 1)}; ${rounds(f.firstOverFloor)})`,
    `toolbar popup, repeated open ${formatSpread(f.repeated)}: ${t.repeatedOpenOverMessage.toFixed(2)} × message-only (${rounds(f.repeatedOverMessage)})`,
    `toolbar popup, cold worker: first open ${formatSpread(f.coldFirst)}: ${t.coldOverWarm.toFixed(2)} × warm (${rounds(f.coldOverWarm)}); repeated ${formatSpread(f.coldRepeated)}: ${t.coldRepeatedOverWarm.toFixed(2)} ×`,
    `toolbar popup, stand-in worker (one request, nothing else): warm first ${formatSpread(g.warmFirst)}, repeated ${formatSpread(g.repeated)}, cold first ${formatSpread(g.coldFirst)}: ${t.standIn.coldOverWarm.toFixed(2)} × warm (${rounds(g.coldOverWarm)})`,
    `toolbar popup, cold first open, where the time went (ms from the popup's navigation, median and spread): ${t.coldTimeline.map(([name, s]) => `${name} ${formatSpread(s, '')}`).join(', ')}`,
    `  the stand-in's: ${t.standIn.coldTimeline.map(([name, s]) => `${name} ${formatSpread(s, '')}`).join(', ')}`,
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  toolbarPopupTimings()
    .then((t) => {
      for (const line of toolbarPopupSummary(t)) console.log(line);
      if (process.env.BENCH_SAMPLES) console.log(JSON.stringify(t.samples));
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
