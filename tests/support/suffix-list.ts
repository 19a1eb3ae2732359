// The Public Suffix List the build ships, for tests: made by the same generator, parsed once per test file.
import { parseSuffixList, type SuffixList } from '../../lib/core/public-suffix';
import { publicSuffixListText } from '../../scripts/public-suffix-list';

let text: string | null = null;
let parsed: SuffixList | null = null;

export function suffixListText(): string {
  text ??= publicSuffixListText();
  return text;
}

export function suffixList(): SuffixList {
  parsed ??= parseSuffixList(suffixListText());
  return parsed;
}

export const loadTestSuffixList = async (): Promise<SuffixList> => suffixList();
