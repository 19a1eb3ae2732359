import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListState } from '../../../components/list/table-parts';

describe('ListState: the loading, empty and error states of every list', () => {
  afterEach(cleanup);

  it('loading: a spinner hidden from assistive technology, then words that say what is loading', () => {
    render(<ListState loading error={undefined} count={undefined} noun="transactions" />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Loading transactions…');
    expect(status.querySelector('.spinner')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('a reload of a shown list says "Updating", not "Loading"', () => {
    render(<ListState loading error={undefined} count={12} noun="transactions" />);
    expect(screen.getByRole('status').textContent).toBe('Updating transactions…');
  });

  it('empty: what is missing and what to do, in the empty box; nothing while loading', () => {
    const { rerender } = render(<ListState loading={false} error={undefined} count={0} noun="transactions" />);
    const empty = screen.getByRole('status');
    expect(empty.className).toBe('empty');
    expect(empty.querySelector('.empty-title')?.textContent).toBe('No transactions match these filters.');
    expect(empty.querySelector('.empty-hint')?.textContent).toBe('Widen the dates or clear a filter to see more.');
    rerender(<ListState loading error={undefined} count={0} noun="transactions" />);
    expect(document.querySelector('.empty')).toBeNull();
  });

  it('error: the alert with its retry, and no empty box under it', () => {
    const onRetry = vi.fn();
    render(
      <ListState
        loading={false}
        error={Object.assign(new Error('The API did not answer.'), { kind: 'network' })}
        count={0}
        noun="transactions"
        onRetry={onRetry}
      />,
    );
    expect(document.querySelector('.empty')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /try again/i }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
