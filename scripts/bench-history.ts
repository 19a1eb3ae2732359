// The link history's part of `npm run bench`: search over 10,000 entries through the token index (Node; the same
// code the options page runs), and Options -> History's first render with 10,000 entries in its IndexedDB store
// (the built extension in Chromium; from navigation start to the first rows of "Link history" on screen), and each
// order of "Sort by" over the 10,000 entries joined with a sale on every ninth tagged one (Node).
import type { Page } from '@playwright/test';
import { joinEarnings, type SaleLike } from '../lib/history/earnings';
import { HISTORY_MAX, HISTORY_SOURCES, type HistoryEntry } from '../lib/history/entry';
import { buildSearchIndex } from '../lib/history/search-index';
import { HISTORY_SORTS, sortHistory } from '../lib/history/sort';
import { makeTag } from '../lib/history/tag';
import { launchExtension } from './launch-extension';

const WORDS = ['rice', 'kurta', 'saree', 'phone', 'laptop', 'shoes', 'watch', 'dal', 'atta', 'lamp', 'mixer', 'bag'];
const SHOPS = ['kiranabasket.in', 'styleloom.in', 'voltix.co.in', 'sareesutra.in', 'bookhaven.in', 'petpals.in'];

/** `count` entries like real ones: product pages of a few shops, titles, sub IDs, a tag on some. */
export function makeEntries(count = HISTORY_MAX): HistoryEntry[] {
  let seed = 7;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)] as T;
  const start = Date.UTC(2026, 0, 1);
  return Array.from({ length: count }, (_, i) => {
    const shop = pick(SHOPS);
    const word = pick(WORDS);
    const at = start + i * 60_000;
    const tag = i % 3 === 0 ? makeTag(at, random) : null;
    return {
      id: at * 1000,
      at,
      pageUrl: `https://www.${shop}/p/${word}-${i}`,
      pageTitle: `${word[0]?.toUpperCase()}${word.slice(1)} no. ${i} | ${shop}`,
      campaignId: 1001 + SHOPS.indexOf(shop),
      campaignName: shop.split('.')[0] as string,
      channelId: 501,
      subIds: ['', i % 5 === 0 ? 'newsletter' : '', '', '', tag ?? ''],
      short: i % 2 === 0,
      link: `https://track.sandbox-affiliate.test/track?cid=501&url=${encodeURIComponent(`https://www.${shop}/p/${word}-${i}`)}`,
      source: pick(HISTORY_SOURCES),
      postId: null,
      tag,
    };
  });
}

export interface HistoryBench {
  entries: number;
  indexBuildMs: number;
  queries: number;
  searchMedianMs: number;
  searchMaxMs: number;
  /** The slowest order of "Sort by" (median of 5 sorts each), and which it was. */
  sortMaxMs: number;
  sortSlowest: string;
  firstRenderMs: number;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
}

function searchBench(entries: HistoryEntry[]) {
  const t0 = performance.now();
  const index = buildSearchIndex(entries);
  const indexBuildMs = performance.now() - t0;
  // What a person types, keystroke by keystroke.
  const typed = [
    'r',
    'ri',
    'ric',
    'rice',
    'rice k',
    'rice ki',
    'kirana',
    'news',
    'newsletter',
    't01',
    'styleloom kurta',
    '42',
  ];
  const times: number[] = [];
  for (let round = 0; round < 10; round++) {
    for (const q of typed) {
      const s = performance.now();
      const ids = index.search(q);
      // The page filters the entries with the ids found: part of the query's cost.
      if (ids) entries.filter((e) => ids.has(e.id));
      times.push(performance.now() - s);
    }
  }
  return { indexBuildMs, queries: times.length, searchMedianMs: median(times), searchMaxMs: Math.max(...times) };
}

function sortBench(entries: HistoryEntry[]) {
  const sales: SaleLike[] = entries
    .filter((e, i) => e.tag !== null && i % 9 === 0)
    .map((e, i) => ({
      campaign_id: e.campaignId ?? 0,
      status: 'validated',
      currency: 'INR',
      sale_amount: `${1000 + i}.00`,
      user_commission: `${(i * 37) % 500}.${String(i % 100).padStart(2, '0')}`,
      created_at: new Date(e.at + 3_600_000).toISOString(),
      sub_id: null,
      sub_id_2: null,
      sub_id_3: null,
      sub_id_4: null,
      sub_id_5: e.tag,
    }));
  const earnings = joinEarnings(entries, sales);
  let sortMaxMs = 0;
  let sortSlowest: string = HISTORY_SORTS[0];
  for (const sort of HISTORY_SORTS) {
    const times: number[] = [];
    for (let run = 0; run < 5; run++) {
      const s = performance.now();
      sortHistory(entries, sort, earnings);
      times.push(performance.now() - s);
    }
    const ms = median(times);
    if (ms > sortMaxMs) [sortMaxMs, sortSlowest] = [ms, sort];
  }
  return { sortMaxMs, sortSlowest };
}

async function renderBench(entries: HistoryEntry[]): Promise<number> {
  const ext = await launchExtension();
  try {
    const page: Page = await ext.context.newPage();
    await page.goto(`chrome-extension://${ext.extensionId}/options.html#account`);
    await page.evaluate(
      (all) =>
        new Promise<void>((resolve, reject) => {
          const open = indexedDB.open('affiliate-history');
          open.onupgradeneeded = () => open.result.createObjectStore('entries');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const tx = open.result.transaction('entries', 'readwrite');
            const os = tx.objectStore('entries');
            for (const e of all) os.put(e, e.id);
            tx.oncomplete = () => {
              open.result.close();
              resolve();
            };
            tx.onerror = () => reject(tx.error);
          };
        }),
      entries,
    );
    const times: number[] = [];
    for (let run = 0; run < 5; run++) {
      await page.goto('about:blank');
      await page.goto(`chrome-extension://${ext.extensionId}/options.html#history`, { waitUntil: 'commit' });
      await page.waitForFunction(() => document.querySelectorAll('.history-table tbody tr').length >= 50, undefined, {
        polling: 'raf',
        timeout: 30_000,
      });
      times.push(await page.evaluate(() => performance.now()));
    }
    return median(times);
  } finally {
    await ext.close();
  }
}

export async function historyBench(): Promise<HistoryBench> {
  const entries = makeEntries();
  const search = searchBench(entries);
  const sort = sortBench(entries);
  const firstRenderMs = await renderBench(entries);
  return { entries: entries.length, ...search, ...sort, firstRenderMs };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  historyBench().then((r) => console.log(r));
}
