// The Public Suffix List, read the first time this worker needs it: when the campaign index is built, and for a
// page the index cannot place by itself (see campaign-lookup.ts). Badge updates on tab changes never need it, so
// most worker starts never read it. The extension reads the file the build puts in it
// (scripts/public-suffix-list.ts); tests read the generator's text.
import { browser } from '../browser';
import { parseSuffixList, SUFFIX_LIST_PATH, type SuffixList } from '../public-suffix';

export type LoadSuffixList = () => Promise<SuffixList>;

/** The list's text from the built extension. */
export async function bundledSuffixListText(): Promise<string> {
  // The file is made by the build, so it is not among WXT's typed public paths.
  const response = await fetch(new URL(SUFFIX_LIST_PATH, browser.runtime.getURL('/')));
  if (!response.ok) throw new Error(`${SUFFIX_LIST_PATH}: HTTP ${response.status}`);
  return response.text();
}

/** Reads and parses the list once per worker; a failed read is not kept (the next caller tries again). */
export function createSuffixList(readText: () => Promise<string>): LoadSuffixList {
  let loading: Promise<SuffixList> | null = null;
  return () => {
    if (!loading) {
      const started = readText().then(parseSuffixList);
      loading = started;
      started.catch(() => {
        if (loading === started) loading = null;
      });
    }
    return loading;
  };
}
