import { describe, expect, it, vi } from 'vitest';
import { withEarlyRequests } from '../../../entrypoints/popup/early-requests';
import type { Send } from '../../../lib/messaging/client';

describe('withEarlyRequests', () => {
  it('sends the early requests at once, and hands each answer to the first identical request only', async () => {
    const send = vi.fn(async (name: string, request: unknown) => ({ name, request, n: send.mock.calls.length }));
    const early = withEarlyRequests(send as unknown as Send, [
      ['link.convert', { url: 'https://shop.example.in/a' }],
      ['account.get', {}],
    ]);
    expect(send).toHaveBeenCalledTimes(2);

    const first = await early('link.convert', { url: 'https://shop.example.in/a' });
    expect(send).toHaveBeenCalledTimes(2); // answered from the early request
    expect(first).toMatchObject({ n: 1 });

    await early('link.convert', { url: 'https://shop.example.in/a' });
    expect(send).toHaveBeenCalledTimes(3); // a second identical request is a new one
    await early('link.convert', { url: 'https://shop.example.in/b' });
    expect(send).toHaveBeenCalledTimes(4);
  });

  it('keeps an early failure for the component that asks, without an unhandled rejection', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    const send = vi.fn(async () => {
      throw new Error('offline');
    });
    const early = withEarlyRequests(send as unknown as Send, [['account.get', {}]]);
    await new Promise((r) => setTimeout(r, 10));
    await expect(early('account.get', {})).rejects.toThrow('offline');
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
