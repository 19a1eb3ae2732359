import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { SalesGlance } from '../../../entrypoints/popup/sales-glance';
import { localDate } from '../../../lib/sales/glance';

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
        currency: 'INR',
        days: { [today]: [3, '41250'], '2026-06-02': [1, '10'], '2026-05-31': [9, '99900'] },
      },
    });
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    render(<SalesGlance />);
    expect((await screen.findByRole('status', { name: 'Sales today' })).textContent).toBe('3 sales · ₹412.50');
    expect(screen.getByRole('status', { name: 'Sales this month' }).textContent).toBe('4 sales · ₹412.60');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('shows nothing where sales are not synced', async () => {
    const { container } = render(<SalesGlance />);
    await new Promise((r) => setTimeout(r, 20));
    expect(container.textContent).toBe('');
  });
});
