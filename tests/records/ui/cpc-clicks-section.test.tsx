import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import type { Channel } from '../../../lib/core/api/schemas';
import { CpcClicksSection } from '../../../lib/records/ui/cpc-clicks-section';
import { cpcDateProblem } from '../../../lib/records/ui/cpc-filters';
import { cpcClick, pageOf } from '../../support/options/record-fixtures';
import { account, type Handlers, renderSection, today } from '../../support/options/section-harness';

const channels = [{ id: 311, name: 'Blog' } as Channel, { id: 312, name: 'Telegram group' } as Channel];
const handlers: Handlers = {
  listCpcClicks: () => pageOf([cpcClick(1, { user_commission: '1234.5' })]),
  listChannels: () => pageOf(channels),
};

function region() {
  return screen.getByRole('region', { name: 'CPC clicks' });
}
function change(label: string, value: string) {
  fireEvent.change(within(region()).getByLabelText(label), { target: { value } });
}

describe('CPC clicks section', () => {
  it('shows yesterday’s clicks with their times as the API gives them (no zone named) and commission in rupees even on a USD account', async () => {
    today('2025-03-15T10:00:00Z');
    const bg = renderSection(<CpcClicksSection />, handlers, account('USD'));
    const table = await within(region()).findByRole('table', { name: 'CPC clicks' });
    expect(bg.requestsOf('listCpcClicks')).toEqual([{ date: '2025-03-14', page: 1, per_page: 100 }]);
    expect(within(table).getByRole('columnheader', { name: 'Click time' })).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'Traffic source' })).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'Commission (INR)' })).toBeTruthy();
    const row = within(table).getAllByRole('row')[1]!;
    expect(row.textContent).toContain('2025-03-14 18:22:05');
    expect(row.textContent).not.toContain('UTC');
    expect(row.textContent).toContain('₹1,234.50');
    expect(row.textContent).not.toContain('$');
  });

  it('refuses a day before 2024-02-29 or in the future before sending', async () => {
    today('2025-03-15T10:00:00Z');
    const bg = renderSection(<CpcClicksSection />, handlers);
    await within(region()).findByRole('table', { name: 'CPC clicks' });

    change('Date', '2024-02-28');
    fireEvent.click(within(region()).getByRole('button', { name: 'Show clicks' }));
    expect((await within(region()).findByRole('alert')).textContent).toMatch(/start on 2024-02-29.*Nothing was sent/);

    change('Date', '2025-03-16');
    fireEvent.click(within(region()).getByRole('button', { name: 'Show clicks' }));
    await waitFor(() => expect(within(region()).getByRole('alert').textContent).toMatch(/2025-03-16 is in the future/));
    expect(bg.requestsOf('listCpcClicks')).toHaveLength(1);

    change('Date', '2024-02-29');
    change('Status', 'rejected');
    change('Channel', '312');
    fireEvent.click(within(region()).getByRole('button', { name: 'Show clicks' }));
    await waitFor(() => expect(bg.requestsOf('listCpcClicks')).toHaveLength(2));
    expect(bg.requestsOf('listCpcClicks')[1]).toEqual({
      date: '2024-02-29',
      status: 'rejected',
      channel_id: 312,
      page: 1,
      per_page: 100,
    });
  });

  it('takes today (UTC) as the last allowed day', () => {
    const now = new Date('2025-03-15T23:30:00Z');
    expect(cpcDateProblem('2025-03-15', now)).toBeNull();
    expect(cpcDateProblem('2025-03-16', now)).toMatch(/future/);
    expect(cpcDateProblem('2024-02-29', now)).toBeNull();
    expect(cpcDateProblem('2024-02-30', now)).toMatch(/not a real date/);
  });

  it('offers a Channel ID box when the key cannot list channels', async () => {
    const bg = renderSection(<CpcClicksSection />, handlers, account('INR', ['read:transactions']));
    await within(region()).findByRole('table', { name: 'CPC clicks' });
    expect(within(region()).getByRole('textbox', { name: 'Channel ID' })).toBeTruthy();
    expect(bg.requestsOf('listChannels')).toHaveLength(0);
  });
});
