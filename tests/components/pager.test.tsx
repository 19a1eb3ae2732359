import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Pager } from '../../components/pager';
import { tPlural } from '../../lib/core/i18n';

const meta = (page: number, totalPages: number, total: number) => ({
  page,
  per_page: 30,
  total,
  total_pages: totalPages,
  next_page: page < totalPages ? page + 1 : null,
  prev_page: page > 1 ? page - 1 : null,
});

describe('Pager', () => {
  afterEach(cleanup);
  const count = (n: number) => tPlural(n, 'recordsTransactionCount');

  it('counts the rows with the right plural form', () => {
    const { rerender } = render(<Pager meta={meta(1, 1, 1)} onPage={() => {}} noun="transactions" count={count} />);
    expect(screen.getByText('Page 1 of 1 · 1 transaction')).toBeTruthy();
    rerender(<Pager meta={meta(2, 7, 1830)} onPage={() => {}} noun="transactions" count={count} />);
    expect(screen.getByText('Page 2 of 7 · 1,830 transactions')).toBeTruthy();
    rerender(<Pager meta={meta(1, 0, 0)} onPage={() => {}} noun="transactions" count={count} />);
    expect(screen.getByText('Page 1 of 1 · 0 transactions')).toBeTruthy();
  });

  it('is named for its list and moves a page at a time, not past either end', () => {
    const onPage = vi.fn();
    render(<Pager meta={meta(1, 2, 40)} onPage={onPage} noun="transactions" count={count} />);
    expect(screen.getByRole('navigation', { name: 'Pages of transactions' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });
});
