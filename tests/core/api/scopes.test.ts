import { describe, expect, it } from 'vitest';
import { ENDPOINTS, scopeFor } from '../../../lib/core/api/endpoints';
import { SCOPES } from '../../../lib/core/api/schemas';
import { hasScope } from '../../../lib/core/api/scopes';

describe('scopes', () => {
  it('names the scope each operation needs, as the spec lists them', () => {
    expect(scopeFor('ping')).toBeNull();
    expect(scopeFor('requestAccess')).toBe('read:campaigns');
    expect(scopeFor('listCpcClicks')).toBe('read:transactions');
    expect(scopeFor('convertLink')).toBe('write:links');
    expect(scopeFor('listChannels')).toBe('read:channels');
    expect(scopeFor('setDefaultChannel')).toBe('write:channels');
    expect(scopeFor('getInvoice')).toBe('read:invoices');
    expect(scopeFor('listInvoiceTransactions')).toBe('read:invoices');
    expect(scopeFor('getClaim')).toBe('read:missing_transactions');
    expect(scopeFor('deleteClaim')).toBe('write:missing_transactions');
  });

  it('uses only the spec’s scopes, and every one of them', () => {
    const used = new Set(Object.values(ENDPOINTS).flatMap((e) => (e.scope === null ? [] : [e.scope])));
    expect([...used].sort()).toEqual([...SCOPES].sort());
  });

  it('hasScope: a legacy key (null) has every scope; ping needs none', () => {
    expect(hasScope(null, 'write:links')).toBe(true);
    expect(hasScope(['read:campaigns'], 'read:campaigns')).toBe(true);
    expect(hasScope(['read:campaigns'], 'write:links')).toBe(false);
    expect(hasScope([], null)).toBe(true);
  });
});
