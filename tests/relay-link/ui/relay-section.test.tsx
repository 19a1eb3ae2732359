// Options -> Relay and the Queue while connected, against a fake background: Check connection's answer in a status
// naming the team and the role, a refusal in an alert, the owner's Members and Invite member (the new code shown),
// Disconnect; and the relay's queue with its note, who queued each post and Approve only where the role allows.
import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ApiError } from '../../../lib/core/api/errors';
import type { QueueStatus } from '../../../lib/queue/queue-item';
import { QueueSection } from '../../../lib/queue/ui/queue-section';
import { RelaySection } from '../../../lib/relay-link/ui/relay-section';
import { renderSection } from '../../support/options/section-harness';

const connected = (role: 'owner' | 'editor' | 'contributor') => ({
  connected: true as const,
  address: 'https://relay.example.org',
  codeTail: '••••a1b2',
  team: 'Deals team',
  member: { id: 'm1', name: 'Olga', role, subId: 'olga1a2b' },
});
const MEMBERS = [
  { id: 'm1', name: 'Olga', role: 'owner' as const, subId: 'olga1a2b', active: true },
  { id: 'm2', name: 'Ravi', role: 'contributor' as const, subId: 'ravi9f8e', active: true },
];

describe('Options -> Relay', () => {
  it('checks the connection: a refusal in an alert, then the team and the role in a status', async () => {
    const asked: unknown[] = [];
    fakeBrowser.permissions.request = (async (p: unknown) => {
      asked.push(p);
      return true;
    }) as never;
    let tries = 0;
    const bg = renderSection(<RelaySection />, {
      'relay.status': () => ({ connected: false }),
      'relay.connect': () => {
        if (++tries === 1) {
          throw new ApiError({
            kind: 'validation',
            status: 401,
            message: 'The relay did not accept this member code.',
          });
        }
        return connected('editor');
      },
    });
    const region = await screen.findByRole('region', { name: 'Relay' });
    fireEvent.input(within(region).getByRole('textbox', { name: 'Relay address' }), {
      target: { value: 'https://relay.example.org' },
    });
    fireEvent.input(within(region).getByLabelText('Member code'), { target: { value: 'rly_m1_secret' } });
    fireEvent.click(within(region).getByRole('button', { name: 'Check connection' }));
    expect(await within(region).findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining('did not accept this member code'),
    );
    fireEvent.click(within(region).getByRole('button', { name: 'Check connection' }));
    await waitFor(() => expect(within(region).getByText(/Connected to Deals team as Olga \(Editor\)/)).toBeTruthy());
    expect(bg.requestsOf('relay.connect')).toEqual([
      { address: 'https://relay.example.org', code: 'rly_m1_secret' },
      { address: 'https://relay.example.org', code: 'rly_m1_secret' },
    ]);
    // The relay's host is asked for inside the click.
    expect(asked).toEqual([{ origins: ['https://relay.example.org/*'] }, { origins: ['https://relay.example.org/*'] }]);
    // The code is not kept on the page; an editor sees no Members.
    expect((within(region).getByLabelText('Member code') as HTMLInputElement).value).toBe('');
    expect(within(region).queryByRole('table', { name: 'Members' })).toBeNull();
  });

  it('says what to do when the browser does not allow the relay’s host, and sends nothing', async () => {
    fakeBrowser.permissions.request = (async () => false) as never;
    const bg = renderSection(<RelaySection />, { 'relay.status': () => ({ connected: false }) });
    const region = await screen.findByRole('region', { name: 'Relay' });
    fireEvent.input(within(region).getByRole('textbox', { name: 'Relay address' }), {
      target: { value: 'https://relay.example.org' },
    });
    fireEvent.click(within(region).getByRole('button', { name: 'Check connection' }));
    expect((await within(region).findByRole('alert')).textContent).toContain('did not allow the extension to reach');
    expect(bg.requestsOf('relay.connect')).toEqual([]);
  });

  it('shows the owner the Members, invites one (the code shown once) and disconnects', async () => {
    const bg = renderSection(<RelaySection />, {
      'relay.status': () => connected('owner'),
      'relay.members': () => MEMBERS,
      'relay.invite': () => ({
        member: { id: 'm3', name: 'Chen', role: 'editor', subId: 'chen0000', active: true },
        code: 'rly_m3_newcode',
        members: MEMBERS,
      }),
      'relay.disconnect': () => ({ connected: false }),
    });
    const region = await screen.findByRole('region', { name: 'Relay' });
    const table = await within(region).findByRole('table', { name: 'Members' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['OlgaOwnerolga1a2b', 'RaviContributorravi9f8e']);
    fireEvent.input(within(region).getByRole('textbox', { name: "New member's name" }), { target: { value: 'Chen' } });
    fireEvent.change(within(region).getByRole('combobox', { name: "New member's role" }), {
      target: { value: 'editor' },
    });
    fireEvent.click(within(region).getByRole('button', { name: 'Invite member' }));
    await waitFor(() => expect(within(region).getByText('rly_m3_newcode')).toBeTruthy());
    expect(bg.requestsOf('relay.invite')).toEqual([{ name: 'Chen', role: 'editor' }]);
    fireEvent.click(within(region).getByRole('button', { name: 'Disconnect' }));
    await waitFor(() => expect(within(region).getByText(/Disconnected/)).toBeTruthy());
    expect(within(region).queryByRole('button', { name: 'Disconnect' })).toBeNull();
  });
});

describe('Options -> Queue with a relay', () => {
  const item = (id: string, status: QueueStatus, approve: boolean, memberName: string) => ({
    id,
    status,
    when: Date.UTC(2026, 10, 28, 6, Number(id.slice(1))),
    destinationName: 'Team deals',
    title: `Deal ${id}`,
    memberName,
    failure: status === 'failed' ? 'Outcome unknown: look in the chat.' : null,
    postUrl: status === 'posted' ? 'https://t.me/sandbox_deals/42' : null,
    may: { approve, postNow: approve, remove: true },
  });

  it('shows the relay’s queue with its note, who queued each post, its state and Approve where allowed', async () => {
    const items = [
      item('p1', 'posted', false, 'Olga'),
      item('p2', 'needs_approval', true, 'Ravi'),
      item('p3', 'failed', false, 'Ravi'),
    ];
    const bg = renderSection(<QueueSection />, {
      'relay.status': () => connected('editor'),
      'relay.queue': () => ({ team: 'Deals team', role: 'editor', items }),
      'relay.act': () => ({
        team: 'Deals team',
        role: 'editor',
        items: items.map((i) =>
          i.id === 'p2' ? { ...i, status: 'waiting' as const, may: { ...i.may, approve: false } } : i,
        ),
      }),
    });
    const region = await screen.findByRole('region', { name: 'Queue' });
    expect(await within(region).findByText(/Sent by the relay, also while this browser is closed/)).toBeTruthy();
    const table = await within(region).findByRole('table', { name: 'Queued posts' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[3]?.textContent)).toEqual(['Olga', 'Ravi', 'Ravi']);
    expect(rows.map((r) => within(r).getAllByRole('cell')[4]?.textContent)).toEqual([
      'Posted',
      'Needs approval',
      'Failed',
    ]);
    expect(within(rows[0]!).getByRole('link', { name: 'Deal p1' }).getAttribute('href')).toBe(
      'https://t.me/sandbox_deals/42',
    );
    expect(within(rows[2]!).getByText(/Outcome unknown/)).toBeTruthy();
    expect(within(table).getAllByRole('button', { name: 'Approve' })).toHaveLength(1);
    fireEvent.click(within(rows[1]!).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(bg.requestsOf('relay.act')).toEqual([{ id: 'p2', action: 'approve' }]));
    await waitFor(() => expect(within(table).queryByRole('button', { name: 'Approve' })).toBeNull());
    // This browser's own queue is not asked for while connected.
    expect(bg.requestsOf('queue.state')).toEqual([]);
  });
});
