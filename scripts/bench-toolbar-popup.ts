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
// costs on this machine; the difference to ours is our worker's part.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FIXTURES } from '../sandbox/fixtures';
import { startSandbox } from '../sandbox/server';
import {
  checkSaved,
  convertRequestSource,
  median,
  roundTripExpression,
  type Sandbox,
  saveKeyExpression,
  WATCHER,
  workerStopper,
} from './bench-popup';
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

  return async function open(pageUrl: string, what: 'link' | 'message' = 'link'): Promise<number> {
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
        const { result } = await cdp.send<{ result: { value?: { what: string; at: number } } }>(
          'Runtime.evaluate',
          { expression: 'window.__benchShown ?? null', returnByValue: true },
          sessionId,
        );
        const shown = result.value;
        if (shown && shown.what !== what) {
          throw new Error(`expected the ${what} for ${pageUrl}, the popup showed its ${shown.what}`);
        }
        if (shown) return shown.at;
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
  /** Our worker's answer to `popup.open` for a merchant page (the stand-in answers in its shape). */
  answer: unknown;
}

async function toolbarRuns(sandbox: Sandbox, dir: string): Promise<ToolbarRun> {
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
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    await open(await show(product(-1))); // the popup's code cached, as for a person's second popup
    await open(await show('chrome://newtab/'), 'message');

    const run: ToolbarRun = {
      warmFirst: [],
      repeated: [],
      message: [],
      roundTrips: [],
      coldFirst: [],
      coldRepeated: [],
      answer,
    };
    for (let i = 0; i < RUNS; i++) {
      // Warm: a worker that has converted links (the opens before) and then idled.
      const page = await show(product(100 + i));
      await pause(WARM_SETTLE_MS);
      run.warmFirst.push(await open(page));
      await pause(300);
      run.repeated.push(await open(page));
      run.message.push(await open(await show('chrome://newtab/'), 'message'));
      // Cold: the page has been open a while and the worker stopped (as after 30 s idle), then the button.
      const coldPage = await show(product(200 + i));
      await pause(300);
      await stopWorker();
      run.coldFirst.push(await open(coldPage));
      await pause(300);
      await stopWorker();
      run.coldRepeated.push(await open(coldPage));
    }
    for (let i = 0; i < RUNS; i++) {
      run.roundTrips.push(await evaluate<number>(cdp, setup, roundTripExpression(sandbox, product(1000 + i))));
    }
    return run;
  } finally {
    await ext.close();
  }
}

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
  };
}

export async function toolbarPopupTimings() {
  const sandbox = await startSandbox({ port: 0, quiet: true });
  const standInDir = mkdtempSync(join(tmpdir(), 'stand-in-'));
  try {
    const ours = await toolbarRuns(sandbox, extensionDir());
    const link = (ours.answer as { data?: { link?: { ok?: boolean } } }).data?.link;
    if (!link?.ok) throw new Error(`the worker gave no link to copy: ${JSON.stringify(ours.answer)}`);
    cpSync(extensionDir(), standInDir, { recursive: true });
    writeFileSync(join(standInDir, 'background.js'), standInWorker(sandbox, ours.answer));
    const standIn = await toolbarRuns(sandbox, standInDir);
    const { answer: _ours, ...samples } = ours;
    const { answer: _standIn, ...standInSamples } = standIn;
    return {
      runs: RUNS,
      ...figures(ours),
      standIn: figures(standIn),
      samples: { ...samples, standIn: standInSamples },
    };
  } finally {
    rmSync(standInDir, { recursive: true, force: true });
    await sandbox.close();
  }
}

export type ToolbarPopupTimings = Awaited<ReturnType<typeof toolbarPopupTimings>>;

export function toolbarPopupSummary(t: ToolbarPopupTimings): string[] {
  return [
    `toolbar popup, warm: first open ${t.warmFirstOpenMs.toFixed(0)} ms (${t.firstOpenOverFloor.toFixed(2)} × message-only ${t.messageRenderMs.toFixed(0)} ms + round trip ${t.apiRoundTripMs.toFixed(1)} ms), repeated ${t.repeatedOpenMs.toFixed(0)} ms (${t.repeatedOpenOverMessage.toFixed(2)} × message-only)`,
    `toolbar popup, cold worker: first open ${t.coldFirstOpenMs.toFixed(0)} ms (${t.coldOverWarm.toFixed(2)} × warm), repeated ${t.coldRepeatedOpenMs.toFixed(0)} ms (${t.coldRepeatedOverWarm.toFixed(2)} ×)`,
    `toolbar popup, stand-in worker (one request, nothing else): warm ${t.standIn.warmFirstOpenMs.toFixed(0)} ms, cold ${t.standIn.coldFirstOpenMs.toFixed(0)} ms (${t.standIn.coldOverWarm.toFixed(2)} × warm)`,
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
