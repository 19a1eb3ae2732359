// Options -> Queue against a fake background: the table Queued posts in time order with each state's exact word and
// its buttons, Approve sent for a held post, and a destination's settings group (a refused value said, what was
// typed kept).
import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/core/api/errors';
import type { ResponseOf } from '../../../lib/protocol';
import { DEFAULT_DESTINATION_SETTINGS } from '../../../lib/queue/queue-settings';
import { QueueSection } from '../../../lib/queue/ui/queue-section';
import { renderSection } from '../../support/options/section-harness';

type State = ResponseOf<'queue.state'>;
type Item = State['items'][number];

const item = (id: string, status: Item['status'], slotAt: number, caption: string): Item => ({
  id,
  destinationId: 'd1',
  destinationName: 'Deals channel',
  caption,
  productKey: null,
  slotAt,
  status,
  createdAt: 0,
  sendingSince: null,
  postedAt: status === 'posted' ? slotAt : null,
  messageId: null,
  failure: status === 'failed' ? 'Telegram refused the post (400).' : null,
  // The background names a row by the deal's title, the caption's first line after the disclosure (deal-title.ts).
  title: caption.split('\n').filter(Boolean).at(-1) ?? '',
  hasCard: false,
  attempt: 0,
  offer: null,
  link: 'https://track.example/t',
});

const state = (items: Item[]): State => ({
  items,
  destinations: [{ id: 'd1', name: 'Deals channel', settings: DEFAULT_DESTINATION_SETTINGS }],
  timeZone: 'Asia/Kolkata',
  duplicateHours: 24,
  lastRunningAt: null,
});

const T = Date.UTC(2026, 10, 26, 4, 0);

describe('Options -> Queue', () => {
  it('lists the queued posts in time order with their states and buttons, and approves a held one', async () => {
    const items = [
      item('a', 'posted', T, '#ad\nRice'),
      item('b', 'missed', T + 5 * 60_000, '\n#ad\nOil'),
      item('c', 'needs_approval', T + 10 * 60_000, '#ad\nDal'),
      {
        ...item('d', 'waiting', T + 15 * 60_000, '#ad\nTea'),
        verdict: {
          outcome: 'mayNot' as const,
          problems: [
            { rule: 'socialMedia' as const, key: 'popupVerdictNoSocialMedia' as const, args: ['Deals TG', 'Telegram'] },
          ],
        },
      },
      item('e', 'failed', T + 20 * 60_000, '#ad\nSalt'),
    ];
    const bg = renderSection(<QueueSection />, {
      'relay.status': () => ({ connected: false }),
      'queue.state': () => state(items),
      'queue.act': () => state(items.map((i) => (i.id === 'c' ? { ...i, status: 'waiting' } : i))),
    });
    const region = await screen.findByRole('region', { name: 'Queue' });
    const table = await within(region).findByRole('table', { name: 'Queued posts' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[3]?.textContent)).toEqual([
      'Posted',
      'Missed',
      'Needs approval',
      'Waiting',
      'Failed',
    ]);
    expect(rows.map((r) => within(r).getAllByRole('cell')[2]?.textContent)).toEqual([
      'Rice',
      'Oil',
      'Dal',
      'TeaMay not earn: the campaign does not allow social media, and your channel Deals TG is Telegram.',
      'SaltFailed: Telegram refused the post (400).',
    ]);
    const buttons = (r: HTMLElement) =>
      within(r)
        .getAllByRole('button')
        .map((b) => b.textContent);
    expect(buttons(rows[0]!)).toEqual(['Remove']);
    expect(buttons(rows[1]!)).toEqual(['Post now', 'Reschedule', 'Remove']);
    expect(buttons(rows[2]!)).toEqual(['Post now', 'Approve', 'Edit caption', 'Remove']);
    expect(buttons(rows[3]!)).toEqual(['Post now', 'Edit caption', 'Remove']);
    expect(within(rows[4]!).getByText(/Telegram refused the post/)).toBeTruthy();

    fireEvent.click(within(rows[2]!).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(bg.requestsOf('queue.act')).toEqual([{ id: 'c', action: 'approve' }]));
    await waitFor(() => expect(within(table).queryByRole('button', { name: 'Approve' })).toBeNull());
  });

  it('shows a destination’s settings as a group named after it; a refused value is said and kept', async () => {
    renderSection(<QueueSection />, {
      'relay.status': () => ({ connected: false }),
      'queue.state': () => state([]),
      'queue.settings': () => {
        throw new ApiError({
          kind: 'input',
          field: 'minutesBetween',
          message: 'Minutes between posts must be a whole number from 1 to 1440.',
        });
      },
    });
    const group = await screen.findByRole('group', { name: 'Deals channel' });
    const minutes = within(group).getByRole('textbox', { name: 'Minutes between posts' }) as HTMLInputElement;
    expect(minutes.value).toBe('30');
    expect((within(group).getByLabelText('Active from') as HTMLInputElement).value).toBe('09:00');
    expect((within(group).getByLabelText('Active until') as HTMLInputElement).value).toBe('21:00');
    for (const name of ['Ask before posting', 'Mark ended deals in posts', 'Daily digest']) {
      expect((within(group).getByRole('checkbox', { name }) as HTMLInputElement).checked).toBe(false);
    }
    fireEvent.input(minutes, { target: { value: '0' } });
    fireEvent.click(within(group).getByRole('button', { name: 'Save queue settings' }));
    expect(await within(group).findByRole('alert')).toBeTruthy();
    expect(minutes.value).toBe('0');
    expect(screen.getByText('Nothing is queued')).toBeTruthy();
  });
});
