// The e2e world's promise (fixtures.ts): whatever a test leaves in the extension, the next test in the same browser
// finds it as after a fresh install, and gets there by the reset in place, not by the slower reinstall.
import { expect, test } from './fixtures';

declare const chrome: typeof import('@wxt-dev/browser').browser;

test.describe.configure({ mode: 'serial' });

test('a test leaves data everywhere the extension keeps it', async ({ ext, extensionPage }) => {
  await ext.serviceWorker.evaluate(async () => {
    (globalThis as { leftInMemory?: boolean }).leftInMemory = true;
    await chrome.storage.local.set({ left: 1 });
    await chrome.storage.session.set({ left: 1 });
    await chrome.alarms.create('left-alarm', { periodInMinutes: 60 });
    await chrome.notifications.create('left-notification', {
      type: 'basic',
      iconUrl: chrome.runtime.getURL('icon/48.png'),
      title: 'left',
      message: 'left',
    });
    await new Promise<void>((resolve, reject) => {
      const open = indexedDB.open('left-database');
      open.onupgradeneeded = () => open.result.createObjectStore('left');
      open.onsuccess = () => {
        const tx = open.result.transaction('left', 'readwrite');
        tx.objectStore('left').put(1, 'record');
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      };
    });
  });
  await extensionPage('options.html#account');
});

test('the next test finds none of it, the extension reset in place', async ({ ext }, testInfo) => {
  expect(testInfo.annotations.filter((a) => a.type === 'extension reinstalled')).toEqual([]);
  const found = await ext.serviceWorker.evaluate(async () => {
    const records = await new Promise<number>((resolve, reject) => {
      const open = indexedDB.open('left-database');
      open.onsuccess = () => {
        if (!open.result.objectStoreNames.contains('left')) return resolve(0);
        const count = open.result.transaction('left').objectStore('left').count();
        count.onsuccess = () => resolve(count.result);
        count.onerror = () => reject(count.error);
      };
    });
    return {
      memory: (globalThis as { leftInMemory?: boolean }).leftInMemory ?? false,
      local: await chrome.storage.local.get(null),
      session: await chrome.storage.session.get(null),
      alarms: (await chrome.alarms.getAll()).map((a) => a.name),
      notifications: Object.keys(await chrome.notifications.getAll()),
      records,
    };
  });
  expect(found).toEqual({
    memory: false,
    local: {},
    session: {},
    alarms: expect.any(Array),
    notifications: [],
    records: 0,
  });
  expect(found.alarms).not.toContain('left-alarm');
  expect(ext.context.pages().map((p) => p.url())).toEqual(['about:blank']);
});
