// The Public Suffix List, read from the file the build puts in the extension (scripts/public-suffix-list.ts) the
// first time this worker needs it: when the campaign index is built, and for a page the index cannot place by
// itself (see campaign-lookup.ts). Badge updates on tab changes never need it, so most worker starts never read it.
import { browser } from 'wxt/browser';
import { parseSuffixList, SUFFIX_LIST_PATH, type SuffixList } from '../public-suffix';

let loading: Promise<SuffixList> | null = null;
let readText: () => Promise<string> = async () => {
  // The file is made by the build, so it is not among WXT's typed public paths.
  const response = await fetch(new URL(SUFFIX_LIST_PATH, browser.runtime.getURL('/')));
  if (!response.ok) throw new Error(`${SUFFIX_LIST_PATH}: HTTP ${response.status}`);
  return response.text();
};

export function loadSuffixList(): Promise<SuffixList> {
  if (!loading) {
    const started = readText().then(parseSuffixList);
    loading = started;
    // A failed read is not kept: the next caller tries again.
    started.catch(() => {
      if (loading === started) loading = null;
    });
  }
  return loading;
}

/** Tests read the list from the generator instead of the built extension. */
export function setSuffixListSource(source: () => Promise<string>): void {
  readText = source;
  loading = null;
}
