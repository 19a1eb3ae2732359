// A lazily loaded part: its code loads once it is mounted, and not before what the page holds it for has settled.
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdLazyLoads, lazyComponent } from '../../components/lazy';
import { deferred } from '../links/ui/render-popup';

afterEach(() => {
  cleanup();
  holdLazyLoads(Promise.resolve());
});

const part = () => {
  const load = vi.fn(async () => ({ who }: { who: string }) => <p>Loaded for {who}</p>);
  return { load, Part: lazyComponent(load) };
};

describe('lazyComponent', () => {
  it('loads its code when first mounted, and shows it with its props', async () => {
    const { load, Part } = part();
    render(<Part who="the popup" />);
    expect(await screen.findByText('Loaded for the popup')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('held: loads nothing until the hold settles, then loads once', async () => {
    const hold = deferred<void>();
    holdLazyLoads(hold.promise);
    const { load, Part } = part();
    render(
      <>
        <Part who="one" />
        <Part who="two" />
      </>,
    );
    await new Promise((r) => setTimeout(r, 30));
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByText(/Loaded for/)).toBeNull();
    hold.resolve();
    expect(await screen.findByText('Loaded for two')).toBeTruthy();
    expect(screen.getByText('Loaded for one')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a hold that fails releases the loads as well', async () => {
    const hold = deferred<void>();
    holdLazyLoads(hold.promise);
    const { load, Part } = part();
    render(<Part who="after a failure" />);
    hold.reject(new Error('the answer failed'));
    expect(await screen.findByText('Loaded for after a failure')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
