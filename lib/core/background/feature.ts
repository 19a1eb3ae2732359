// A background feature, declared once in its own folder: each message it answers (a name, the schema its request
// is parsed with, and the handler), the IndexedDB stores it owns and the listeners it registers as the worker
// starts. lib/features.ts lists the features; the protocol the pages speak (lib/protocol.ts), the router's table,
// the stores opened and the listeners started are derived from that list, so a new feature is its folder and one
// line there. Handlers and listeners get the kernel (kernel.ts) and build what they need from it.
import type { UseStore } from 'idb-keyval';
import type * as z from 'zod/mini';
import type { Kernel } from './kernel';

export interface Message<Req, Res> {
  request: z.ZodMiniType<Req>;
  handle: (request: Req, kernel: Kernel) => Promise<Res>;
}

/** One message: the schema its request must fit, and what answers it (with the background's kernel). */
export function message<Req, Res>(
  request: z.ZodMiniType<Req>,
  handle: (request: Req, kernel: Kernel) => Promise<Res>,
): Message<Req, Res> {
  return { request, handle };
}

// biome-ignore lint/suspicious/noExplicitAny: a message of any request and response, in a feature's table
export type AnyMessage = Message<any, any>;

export interface Feature<M extends Record<string, AnyMessage> = Record<string, AnyMessage>> {
  /** For errors and logs: two features may not declare the same message. */
  name: string;
  messages: M;
  /** The IndexedDB stores this feature owns, by the name its code asks the kernel for (`kernel.store(name)`), each
   * with how the browser's is opened. Tests open fresh ones under the same names. */
  stores?: Readonly<Record<string, () => UseStore>>;
  /** Adds the feature's listeners (alarms, menus, commands, storage watchers); called once, synchronously, as the
   * worker starts, so that a worker woken by an event finds them. */
  start?: (kernel: Kernel) => void;
}

export function defineFeature<const M extends Record<string, AnyMessage>>(feature: Feature<M>): Feature<M> {
  return feature;
}

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

/** Every message of the features, by name. */
export type MessagesOf<Fs extends readonly Feature[]> = UnionToIntersection<Fs[number]['messages']>;

/** name -> [request, response], for the pages. */
export type ProtocolOf<Fs extends readonly Feature[]> = {
  [N in keyof MessagesOf<Fs>]: MessagesOf<Fs>[N] extends Message<infer Req, infer Res> ? [Req, Res] : never;
};

/** The features' messages in one table; a name declared twice is a mistake found as the worker starts. */
export function messageTable(features: readonly Feature[]): Map<string, AnyMessage> {
  const table = new Map<string, AnyMessage>();
  for (const feature of features) {
    for (const [name, definition] of Object.entries(feature.messages)) {
      if (table.has(name)) throw new Error(`The message ${name} is declared twice (again by ${feature.name}).`);
      table.set(name, definition);
    }
  }
  return table;
}

/** The stores the features declare, by name (the core's `cache` first); a name declared twice is a mistake found as
 * the worker starts. */
export function declaredStores(features: readonly Feature[]): Map<string, () => UseStore> {
  const stores = new Map<string, () => UseStore>();
  for (const feature of features) {
    for (const [name, open] of Object.entries(feature.stores ?? {})) {
      if (stores.has(name) || name === 'cache') {
        throw new Error(`The store ${name} is declared twice (again by ${feature.name}).`);
      }
      stores.set(name, open);
    }
  }
  return stores;
}

/** Starts every feature's listeners: call once, synchronously, as the worker starts. */
export function startFeatures(features: readonly Feature[], kernel: Kernel): void {
  for (const feature of features) feature.start?.(kernel);
}
