import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { defineFeature, message, messageTable } from '../../../lib/core/background/feature';
import { FEATURES } from '../../../lib/features';

describe('features', () => {
  it('derive one table of messages, each with its schema and handler', () => {
    const table = messageTable(FEATURES);
    expect(table.size).toBe(FEATURES.reduce((n, f) => n + Object.keys(f.messages).length, 0));
    for (const [, definition] of table) {
      expect(typeof definition.handle).toBe('function');
      expect(definition.request).toBeDefined();
    }
    expect([...table.keys()]).toContain('sales.syncNow');
  });

  it('refuse a message declared by two features', () => {
    const a = defineFeature({ name: 'a', messages: { 'x.y': message(z.object({}), async () => 1) } });
    const b = defineFeature({ name: 'b', messages: { 'x.y': message(z.object({}), async () => 2) } });
    expect(() => messageTable([a, b])).toThrow(/x\.y is declared twice \(again by b\)/);
  });
});
