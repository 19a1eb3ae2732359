// A minimal DevTools protocol client over a browser's WebSocket endpoint, with flattened sessions: for the benchmark
// runs that must not have Playwright attached to every target (bench-toolbar-popup.ts).
import WebSocket from 'ws';

export interface CdpMessage {
  id?: number;
  method?: string;
  params?: Record<string, unknown>;
  result?: Record<string, unknown>;
  error?: { message: string };
  sessionId?: string;
}

export interface WorkerVersion {
  scriptURL: string;
  runningStatus: string;
}

/** What `watchWorkerStatus` and its users need of a session: Playwright's CDPSession and `sessionOf` both fit. */
export interface CdpSessionLike {
  send(method: 'ServiceWorker.enable' | 'ServiceWorker.stopAllWorkers'): Promise<unknown>;
  on(event: 'ServiceWorker.workerVersionUpdated', handler: (params: { versions: WorkerVersion[] }) => void): unknown;
}

export async function connectCdp(endpoint: string) {
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
  const cdp = {
    async send<T = Record<string, unknown>>(method: string, params: object = {}, sessionId?: string): Promise<T> {
      const id = nextId++;
      const reply = await new Promise<CdpMessage>((resolve) => {
        pending.set(id, resolve);
        socket.send(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }));
      });
      if (reply.error) throw new Error(`${method}: ${reply.error.message}`);
      return reply.result as T;
    },
    /** Adds a listener for every message that is not an answer; returns what removes it. */
    on(listener: (m: CdpMessage) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** One attached target's session, shaped like Playwright's CDPSession (events by name). */
    sessionOf(sessionId: string): CdpSessionLike {
      return {
        send: (method) => cdp.send(method, {}, sessionId),
        on(event, handler) {
          listeners.add((m) => {
            if (m.sessionId === sessionId && m.method === event) handler(m.params as never);
          });
        },
      };
    },
    close: () => socket.close(),
  };
  return cdp;
}

export type Cdp = Awaited<ReturnType<typeof connectCdp>>;

/** Evaluates `expression` (awaiting a promise) in a session's page and returns its value. */
export async function evaluate<T>(cdp: Cdp, sessionId: string, expression: string): Promise<T> {
  const { result, exceptionDetails } = await cdp.send<{
    result: { value?: unknown };
    exceptionDetails?: { text: string; exception?: { description?: string } };
  }>('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true }, sessionId);
  if (exceptionDetails) throw new Error(exceptionDetails.exception?.description ?? exceptionDetails.text);
  return result.value as T;
}
