import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { localDate } from '../../../lib/sales/glance';
import { SalesGlance } from '../../../lib/sales/ui/sales-glance';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('popup: Sales today / Sales this month', () => {
  it('sums the local record for today and this month, with no request', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 5, 18, 12, 0));
    const today = localDate(Date.now());
    await fakeBrowser.storage.local.set({
      salesGlance: {
        version: 2,
        currency: 'INR',
        days: {
          [today]: { INR: [3, '412500000'] },
          '2026-06-02': { INR: [1, '100000'] },
          '2026-05-31': { INR: [9, '999000000'] },
        },
      },
    });
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    render(<SalesGlance />);
    expect((await screen.findByRole('status', { name: 'Sales today' })).textContent).toBe('3 sales · ₹412.50');
    expect(screen.getByRole('status', { name: 'Sales this month' }).textContent).toBe('4 sales · ₹412.60');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('after a currency switch, Sales this month shows each currency apart, never one sum', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 5, 18, 12, 0));
    const today = localDate(Date.now());
    await fakeBrowser.storage.local.set({
      salesGlance: {
        version: 2,
        currency: 'USD',
        days: { [today]: { USD: [1, '14500000'] }, '2026-06-02': { INR: [2, '1240000000'] } },
      },
    });
    render(<SalesGlance />);
    expect((await screen.findByRole('status', { name: 'Sales today' })).textContent).toBe('1 sale · $14.50');
    expect(screen.getByRole('status', { name: 'Sales this month' }).textContent).toBe('3 sales · ₹1,240.00 + $14.50');
  });

  it('shows nothing where sales are not synced', async () => {
    const { container } = render(<SalesGlance />);
    await new Promise((r) => setTimeout(r, 20));
    expect(container.textContent).toBe('');
  });
});
