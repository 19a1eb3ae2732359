// The popup opened as a person opens it, from the toolbar button, for the cold-worker figure (part of `npm run bench`;
// also runnable alone: `npx tsx scripts/bench-toolbar-popup.ts` after a build).
//
// bench-popup.ts times `popup.html?url=…` navigated in a tab. A toolbar popup differs in one way that matters to a
// stopped worker: no tab navigates, so no `tabs.onUpdated` wakes the worker early, and the popup's own message is
// what starts it. Here Chromium opens the real popup over the DevTools protocol (`Extensions.triggerAction` on a
// merchant page's tab), and the popup finds its page with `tabs.query` as it does for a person.
//
// Timing: bench-popup.ts's watcher (the first DOM change or frame showing an http(s) link in the box labelled
// "Affiliate link", in the popup's `performance.now()`), added before the popup's own scripts. Playwright
// does not hand out the popup's target, so this attaches to it itself, over a second DevTools connection (a port):
// browser-wide auto-attach pauses each new target until the watcher is in place. The popup's target is created as
// type "other" and becomes the popup's page as it navigates.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { FIXTURES } from '../sandbox/fixtures';
import { startSandbox } from '../sandbox/server';
import { median, pageWithSandboxKey, WATCHER, workerStopper } from './bench-popup';
import { launchExtension, merchantHostArgs } from './launch-extension';

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
/** As in bench-popup.ts: how long a worker runs after a conversion before its open counts as warm. */
const WARM_SETTLE_MS = 2_500;
const SHOWN_TIMEOUT_MS = 15_000;

interface CdpMessage {
  id?: number;
  method?: string;
  params?: Record<string, unknown>;
  result?: Record<string, unknown>;
  error?: { message: string };
  sessionId?: string;
}

/** A minimal DevTools client over the browser's WebSocket endpoint, with flattened sessions. */
async function connectCdp(endpoint: string) {
  const socket = new WebSocket(endpoint);
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  let nextId = 1;
  const pending = new Map<number, (m: CdpMessage) => void>();
  const listeners = new Set<(m: CdpMessage) => void>();
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as CdpMessage;
    const answer = message.id === undefined ? undefined : pending.get(message.id);
    if (answer) {
      pending.delete(message.id as number);
      answer(message);
    } else for (const listener of listeners) listener(message);
  });
  return {
    async send<T = Record<string, unknown>>(method: string, params: object = {}, sessionId?: string): Promise<T> {
      const id = nextId++;
      const reply = await new Promise<CdpMessage>((resolve) => {
        pending.set(id, resolve);
        socket.send(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }));
      });
      if (reply.error) throw new Error(`${method}: ${reply.error.message}`);
      return reply.result as T;
    },
    on(listener: (m: CdpMessage) => void) {
      listeners.add(listener);
    },
    close: () => socket.close(),
  };
}

type Cdp = Awaited<ReturnType<typeof connectCdp>>;

interface TargetInfo {
  targetId: string;
  type: string;
  url: string;
}

/** Opens the extension's toolbar popup on the tab showing `pageUrl` and resolves with when it showed its link. */
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

  return async function open(pageUrl: string): Promise<number> {
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
        const { result } = await cdp.send<{ result: { value?: unknown } }>(
          'Runtime.evaluate',
          { expression: "window.__benchShown?.what === 'link' ? window.__benchShown.at : null", returnByValue: true },
          sessionId,
        );
        if (typeof result.value === 'number') return result.value;
        if (Date.now() - started > SHOWN_TIMEOUT_MS) throw new Error(`the toolbar popup showed no link for ${pageUrl}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    } finally {
      await cdp.send('Target.closeTarget', { targetId }).catch(() => {});
    }
  };
}

export async function toolbarPopupTimings() {
  const sandbox = await startSandbox({ port: 0, quiet: true });
  const profile = mkdtempSync(join(tmpdir(), 'ext-profile-'));
  const ext = await launchExtension({
    profile,
    extraArgs: [...merchantHostArgs(sandbox.baseUrl), '--remote-debugging-port=0'],
  });
  let cdp: Cdp | null = null;
  try {
    const setup = await pageWithSandboxKey(ext, sandbox);
    const portFile = join(profile, 'DevToolsActivePort');
    for (let waited = 0; !existsSync(portFile); waited += 50) {
      if (waited > 10_000) throw new Error('Chromium wrote no DevToolsActivePort');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const [port, path] = readFileSync(portFile, 'utf8').trim().split('\n');
    cdp = await connectCdp(`ws://127.0.0.1:${port}${path}`);
    await cdp.send('Target.setAutoAttach', {
      autoAttach: true,
      waitForDebuggerOnStart: true,
      flatten: true,
      filter: [{ type: 'page' }, { type: 'other' }, { exclude: true }],
    });
    const open = toolbarOpener(cdp, ext.extensionId);
    const stopWorker = await workerStopper(await ext.context.newCDPSession(setup), ext.extensionId);
    const tab = await ext.context.newPage();
    const product = (i: number) => `http://www.${FIXTURES.openCampaignDomain}/products/item-${i}`;
    const show = async (url: string) => {
      if (tab.url() !== url) await tab.goto(url);
      return url;
    };
    await open(await show(product(-1))); // the popup's code cached, as for a person's second popup

    const warmFirst: number[] = [];
    const repeated: number[] = [];
    const coldFirst: number[] = [];
    const coldRepeated: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      // Warm: a worker that has converted links (the opens before) and then idled.
      await show(product(100 + i));
      await tab.waitForTimeout(WARM_SETTLE_MS);
      warmFirst.push(await open(product(100 + i)));
      await tab.waitForTimeout(300);
      repeated.push(await open(product(100 + i)));
      // Cold: the page has been open a while and the worker stopped (as after 30 s idle), then the button.
      await show(product(200 + i));
      await tab.waitForTimeout(300);
      await stopWorker();
      coldFirst.push(await open(product(200 + i)));
      await tab.waitForTimeout(300);
      await stopWorker();
      coldRepeated.push(await open(product(200 + i)));
    }
    const warmFirstMs = median(warmFirst);
    const repeatedMs = median(repeated);
    return {
      runs: RUNS,
      warmFirstOpenMs: warmFirstMs,
      repeatedOpenMs: repeatedMs,
      coldFirstOpenMs: median(coldFirst),
      coldRepeatedOpenMs: median(coldRepeated),
      coldOverWarm: median(coldFirst) / warmFirstMs,
      coldRepeatedOverWarm: median(coldRepeated) / repeatedMs,
      samples: { warmFirst, repeated, coldFirst, coldRepeated },
    };
  } finally {
    cdp?.close();
    await ext.close();
    rmSync(profile, { recursive: true, force: true });
    await sandbox.close();
  }
}

export type ToolbarPopupTimings = Awaited<ReturnType<typeof toolbarPopupTimings>>;

export function toolbarPopupSummary(t: ToolbarPopupTimings): string[] {
  return [
    `toolbar popup, warm: first open ${t.warmFirstOpenMs.toFixed(0)} ms, repeated ${t.repeatedOpenMs.toFixed(0)} ms`,
    `toolbar popup, cold worker: first open ${t.coldFirstOpenMs.toFixed(0)} ms (${t.coldOverWarm.toFixed(2)} × warm), repeated ${t.coldRepeatedOpenMs.toFixed(0)} ms (${t.coldRepeatedOverWarm.toFixed(2)} ×)`,
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
