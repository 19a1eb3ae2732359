// Stored records carry their version: a write stores it beside the value, a value stored before records had one is
// version 1, and a read brings an older value up step by step before the record's reader sees it.
import { describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { defineRecord, upgrade } from '../../../lib/core/storage/local-record';

const readName = (raw: unknown) =>
  raw && typeof raw === 'object' && typeof (raw as { name?: unknown }).name === 'string'
    ? { name: (raw as { name: string }).name }
    : { name: '' };

// Version 1 kept `title`; version 2 renamed it `name`.
const renamed = { version: 2, migrate: { 1: (old: unknown) => ({ name: (old as { title?: string }).title ?? '' }) } };

describe('record versions', () => {
  it('stores the version beside the value', async () => {
    const record = defineRecord('versioned', readName, renamed);
    await record.set({ name: 'Deals' });
    expect(await fakeBrowser.storage.local.get('versioned')).toEqual({
      versioned: { recordVersion: 2, value: { name: 'Deals' } },
    });
    expect(await record.get()).toEqual({ name: 'Deals' });
  });

  it('reads a value stored before records had a version as version 1, and migrates it', async () => {
    await fakeBrowser.storage.local.set({ versioned: { title: 'Old deals' } });
    expect(await defineRecord('versioned', readName, renamed).get()).toEqual({ name: 'Old deals' });
  });

  it('migrates a stored version-1 envelope, and leaves a current one alone', () => {
    expect(upgrade({ recordVersion: 1, value: { title: 'a' } }, renamed)).toEqual({ name: 'a' });
    expect(upgrade({ recordVersion: 2, value: { name: 'b' } }, renamed)).toEqual({ name: 'b' });
  });

  it('hands the watcher migrated values too', async () => {
    const record = defineRecord('versioned', readName, renamed);
    const seen: string[] = [];
    const stop = record.watch((next) => seen.push(next.name));
    await fakeBrowser.storage.local.set({ versioned: { title: 'From an old build' } });
    await vi.waitFor(() => expect(seen).toEqual(['From an old build']));
    stop();
  });

  it('keeps a value that only looks like an envelope (more fields) as a plain value', () => {
    const raw = { recordVersion: 3, value: 'x', other: true };
    expect(upgrade(raw, { version: 1 })).toBe(raw);
  });
});
