// The Public Suffix List as the extension ships it: plain rules, one per line, rebuilt at build time from the
// copy inside tldts (pinned in package.json), so updating tldts updates the list. The background reads this file
// only when it must (see lib/core/background/suffix-list.ts) instead of carrying the list in its bundle.
import { edgeChild, edgeLength, edgeStart, exceptionsRoot, labelText, nodeFlags, rulesRoot } from 'tldts/src/data/trie';
import { PRIVATE_SECTION } from '../lib/core/public-suffix';

const ICANN_FLAG = 1;
const PRIVATE_FLAG = 2;

/**
 * ICANN rules, then the `PRIVATE_SECTION` line, then the private rules (hosting platforms such as myshopify.com).
 * Exceptions keep their `!`, wildcards their `*.`. Unicode rules are left out: their punycode twins are in the
 * list, and URL host names are always punycode.
 */
export function publicSuffixListText(): string {
  const icann: string[] = [];
  const privateRules: string[] = [];
  const edgeOffset: number[] = [];
  for (let edge = 0, offset = 0; edge < edgeLength.length; edge++) {
    edgeOffset.push(offset);
    offset += edgeLength[edge] as number;
  }
  const walk = (node: number, suffix: string, prefix: string): void => {
    for (let edge = edgeStart[node] as number; edge < (edgeStart[node + 1] as number); edge++) {
      const start = edgeOffset[edge] as number;
      const label = labelText.slice(start, start + (edgeLength[edge] as number));
      const child = edgeChild[edge] as number;
      const rule = suffix ? `${label}.${suffix}` : label;
      const flags = nodeFlags[child] as number;
      // biome-ignore lint/suspicious/noControlCharactersInRegex: ASCII test
      if (flags !== 0 && /^[\x00-\x7f]*$/.test(rule)) {
        if (flags & ICANN_FLAG) icann.push(prefix + rule);
        if (flags & PRIVATE_FLAG) privateRules.push(prefix + rule);
      }
      walk(child, rule, prefix);
    }
  };
  walk(rulesRoot, '', '');
  walk(exceptionsRoot, '', '!');
  if (icann.length < 5000 || privateRules.length < 1000)
    throw new Error('tldts data format changed: too few rules read');
  return `${[...icann, PRIVATE_SECTION, ...privateRules].join('\n')}\n`;
}
