import { parse } from 'tldts';
import { describe, expect, it } from 'vitest';
import { registrableDomain } from '../../lib/core/domain';
import { PRIVATE_SECTION, parseSuffixList, publicSuffixOf } from '../../lib/core/public-suffix';
import { suffixList, suffixListText } from '../support/suffix-list';

/** What tldts itself answers (the library the list comes from), as lib/core/domain.ts did when it used tldts directly. */
function tldtsDomain(host: string): string | null {
  const parsed = parse(host, { allowPrivateDomains: true });
  if (parsed.isIp || !parsed.domain || (!parsed.isIcann && !parsed.isPrivate)) return null;
  return parsed.domain;
}

describe('the shipped Public Suffix List', () => {
  const rules = suffixListText().trim().split('\n');

  it('holds the ICANN section, then the private one, in punycode', () => {
    const split = rules.indexOf(PRIVATE_SECTION);
    expect(split).toBeGreaterThan(5000);
    expect(rules.length - split).toBeGreaterThan(1000);
    expect(rules.slice(0, split)).toEqual(
      expect.arrayContaining(['com', 'co.in', '*.kawasaki.jp', '!city.kawasaki.jp']),
    );
    expect(rules.slice(split)).toEqual(expect.arrayContaining(['myshopify.com', 's3.amazonaws.com', 'blogspot.com']));
    expect(rules.filter((r) => /[^\x20-\x7e]/.test(r))).toEqual([]);
    expect(suffixList().privateCount).toBe(rules.length - split - 1);
  });

  it('gives every rule the same registrable domain as tldts does (rule, one and two labels under it)', () => {
    const differences: string[] = [];
    for (const rule of rules) {
      if (rule === PRIVATE_SECTION) continue;
      const base = rule.replace(/^!/, '').replace(/\*/g, 'wild');
      for (const host of [base, `shop.${base}`, `www.shop.${base}`]) {
        const ours = registrableDomain(host, suffixList());
        if (ours !== tldtsDomain(host)) differences.push(`${host}: ${ours} vs ${tldtsDomain(host)}`);
      }
    }
    expect(differences).toEqual([]);
  });
});

describe('publicSuffixOf', () => {
  const list = parseSuffixList(['com', 'uk', 'co.uk', '*.ck', '!www.ck', PRIVATE_SECTION, 'blogspot.com'].join('\n'));

  it('takes the longest matching rule, a wildcard for one label, and an exception over both', () => {
    expect(publicSuffixOf('a.b.example.co.uk', list)).toEqual({ suffix: 'co.uk', listed: true });
    expect(publicSuffixOf('me.blogspot.com', list)).toEqual({ suffix: 'blogspot.com', listed: true });
    expect(publicSuffixOf('shop.site.ck', list)).toEqual({ suffix: 'site.ck', listed: true });
    expect(publicSuffixOf('a.www.ck', list)).toEqual({ suffix: 'ck', listed: true });
    expect(publicSuffixOf('printer.local', list)).toEqual({ suffix: 'local', listed: false });
  });

  it('knows the domains that have rules under them, and counts the private rules', () => {
    expect([...list.parents].sort()).toEqual(['ck', 'com', 'uk']);
    expect(list.privateCount).toBe(1);
  });
});
