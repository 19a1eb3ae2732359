import { describe, expect, it } from 'vitest';

describe('toolchain', () => {
  it('runs with IndexedDB available', () => {
    expect(typeof indexedDB.open).toBe('function');
  });
});
