import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import type { Channel } from '../../../lib/core/api/schemas';
import { apiError, type Handlers } from '../../support/options/fake-send';
import { channel, pageOf, withKey } from '../../support/options/fixtures';
import { renderOptions } from '../../support/options/render-options';

const BLOG = channel({ id: 1, name: 'Blog', is_default: true });
const INSTA = channel({
  id: 2,
  name: 'Insta',
  source_url: 'https://instagram.example/dealhunters',
  category: 'Instagram',
  status: 'pending',
});
const OLD = channel({
  id: 3,
  name: 'Old list',
  source_url: 'mailto:list@example.org',
  category: null,
  status: 'rejected',
});

function channelsBackground(channels: Channel[], extra: Handlers = {}, scopes: string[] | null = null): Handlers {
  return {
    'account.get': () => withKey(scopes),
    listChannels: () => pageOf(channels),
    ...extra,
  };
}

async function channelsRegion() {
  const region = await screen.findByRole('region', { name: 'Channels' });
  await within(region).findByRole('table', { name: 'Channels' });
  return region;
}

function fill(region: HTMLElement, label: string, value: string) {
  fireEvent.input(within(region).getByLabelText(label), { target: { value } });
}

describe('Channels section', () => {
  it('lists each channel with its status in words, the default marked, links only for http(s)', async () => {
    const bg = renderOptions('#channels', channelsBackground([BLOG, INSTA, OLD]));
    const region = await channelsRegion();
    const rows = within(within(region).getByRole('table', { name: 'Channels' })).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('Name'),
      expect.stringMatching(/^Blog.*Website \/ Blog.*Approved.*Default/),
      expect.stringMatching(/^Insta.*Instagram.*Pending/),
      expect.stringMatching(/^Old list.*mailto:list@example.org.*Rejected/),
    ]);
    expect(within(region).getByRole('link', { name: 'https://blog.dealhunters.example' })).toBeTruthy();
    expect(within(region).queryByRole('link', { name: /mailto/ })).toBeNull();
    expect(bg.requestsOf('listChannels')[0]).toEqual({ page: 1, per_page: 50 });
  });

  it('a status with a space in it adds no class (known statuses map to classes, nothing else does)', async () => {
    const odd = channel({ id: 4, name: 'Odd', status: 'pending visually-hidden' as Channel['status'] });
    renderOptions('#channels', channelsBackground([INSTA, odd]));
    const region = await channelsRegion();
    const row = within(region).getByRole('row', { name: /Odd/ });
    const badge = within(row).getByText('pending visually-hidden');
    expect(badge.className).toBe('chip');
    const known = within(within(region).getByRole('row', { name: /Insta/ })).getByText('Pending');
    expect(known.className).toBe('chip tone-warn');
  });

  it('isolates a channel name: a right-to-left override in it stays inside it', async () => {
    const rlo = channel({ id: 5, name: '\u202Eevil', status: 'approved' });
    renderOptions('#channels', channelsBackground([rlo]));
    const region = await channelsRegion();
    const bdi = within(region)
      .getAllByText('\u202Eevil')
      .find((el) => el.tagName === 'BDI') as HTMLElement;
    expect(bdi.closest('th')).toBeTruthy();
    expect(bdi.closest('tr')?.textContent).toContain('Approved');
    expect(bdi.textContent).not.toContain('Approved');
  });

  it('offers the 15 channel categories in the Category combobox', async () => {
    renderOptions('#channels', channelsBackground([BLOG]));
    const region = await channelsRegion();
    const options = within(within(region).getByRole('combobox', { name: 'Category' })).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toContain('Browser Extension / Shortening Links');
    expect(options.filter((o) => (o as HTMLOptionElement).value !== '')).toHaveLength(15);
  });

  it('refuses a 26-character name before sending, keeping what was typed', async () => {
    const bg = renderOptions('#channels', channelsBackground([BLOG], { createChannel: () => BLOG }));
    const region = await channelsRegion();
    const name = 'Abcdefghijklmnopqrstuvwxyz';
    fill(region, 'Name', name);
    fill(region, 'Source URL', 'https://new.example');
    fireEvent.click(within(region).getByRole('button', { name: 'Add channel' }));

    const alert = await within(region).findByRole('alert');
    expect(alert.textContent).toContain('25');
    expect(alert.textContent).toContain('26');
    // One element says it (end-to-end tests find the message by this text).
    expect(within(region).getAllByText(/25 characters/)).toHaveLength(1);
    expect(bg.requestsOf('createChannel')).toEqual([]);
    expect(within(region).getByLabelText('Name')).toHaveProperty('value', name);
  });

  it('counts characters as code points: 25 emoji are accepted and sent as typed', async () => {
    const bg = renderOptions(
      '#channels',
      channelsBackground([BLOG], { createChannel: (c) => channel({ ...c, id: 9 }) }),
    );
    const region = await channelsRegion();
    const name = '🎉'.repeat(25);
    fill(region, 'Name', name);
    fill(region, 'Source URL', 'https://party.example');
    fireEvent.change(within(region).getByRole('combobox', { name: 'Category' }), { target: { value: 'Youtube' } });
    fireEvent.click(within(region).getByRole('button', { name: 'Add channel' }));
    await waitFor(() =>
      expect(bg.requestsOf('createChannel')).toEqual([
        { name, source_url: 'https://party.example', category: 'Youtube' },
      ]),
    );
    await within(region).findByText(/was added/);
    expect(within(region).getByLabelText('Name')).toHaveProperty('value', name);
  });

  it('refuses a source URL that is not http(s)', async () => {
    const bg = renderOptions('#channels', channelsBackground([BLOG], { createChannel: () => BLOG }));
    const region = await channelsRegion();
    fill(region, 'Name', 'Newsletter');
    fill(region, 'Source URL', 'ftp://files.example');
    fireEvent.click(within(region).getByRole('button', { name: 'Add channel' }));
    expect((await within(region).findByRole('alert')).textContent).toContain('http:// or https://');
    expect(bg.requestsOf('createChannel')).toEqual([]);
  });

  it('shows the API’s 422 message in place and keeps what was typed', async () => {
    const bg = renderOptions(
      '#channels',
      channelsBackground([BLOG], {
        createChannel: () => {
          throw apiError({
            kind: 'validation',
            status: 422,
            serverMessage: 'Source url has already been taken',
            message: 'Source url has already been taken.',
          });
        },
      }),
    );
    const region = await channelsRegion();
    fill(region, 'Name', 'Blog again');
    fill(region, 'Source URL', 'https://blog.dealhunters.example');
    fireEvent.click(within(region).getByRole('button', { name: 'Add channel' }));

    expect((await within(region).findByRole('alert')).textContent).toContain('Source url has already been taken');
    expect(bg.requestsOf('createChannel')).toHaveLength(1);
    expect(within(region).getByLabelText('Name')).toHaveProperty('value', 'Blog again');
    expect(within(region).getByLabelText('Source URL')).toHaveProperty('value', 'https://blog.dealhunters.example');
  });

  it('shows the daily limit (429) with its reset time', async () => {
    renderOptions(
      '#channels',
      channelsBackground([BLOG], {
        createChannel: () => {
          throw apiError({
            kind: 'rate_limited',
            status: 429,
            serverMessage: 'Daily channel creation limit reached',
            resetsAt: '2025-03-16T00:00:00Z',
            message:
              'Daily channel creation limit reached. The limit resets at 2025-03-16 00:00 UTC; try again after that.',
          });
        },
      }),
    );
    const region = await channelsRegion();
    fill(region, 'Name', 'One more');
    fill(region, 'Source URL', 'https://one-more.example');
    fireEvent.click(within(region).getByRole('button', { name: 'Add channel' }));
    expect((await within(region).findByRole('alert')).textContent).toContain('2025-03-16 00:00 UTC');
    expect(within(region).getByLabelText('Name')).toHaveProperty('value', 'One more');
  });

  it('sets a channel as default and reloads the list', async () => {
    const bg = renderOptions(
      '#channels',
      channelsBackground([BLOG, INSTA], { setDefaultChannel: ({ id }) => ({ ...INSTA, id, is_default: true }) }),
    );
    const region = await channelsRegion();
    // The default channel has nothing to set.
    expect(within(region).queryByRole('button', { name: 'Set default Blog' })).toBeNull();
    fireEvent.click(within(region).getByRole('button', { name: 'Set default Insta' }));
    await within(region).findByText('“Insta” is now your default channel.');
    expect(bg.requestsOf('setDefaultChannel')).toEqual([{ id: 2 }]);
    expect(bg.requestsOf('listChannels')).toHaveLength(2);
  });

  it('locks the source URL of an approved channel and explains why before any attempt', async () => {
    const bg = renderOptions(
      '#channels',
      channelsBackground([BLOG, INSTA], { updateChannel: (u) => ({ ...BLOG, ...u }) as Channel }),
    );
    const region = await channelsRegion();
    fireEvent.click(within(region).getByRole('button', { name: 'Edit Blog' }));
    const url = within(region).getByLabelText('Source URL') as HTMLInputElement;
    expect(url.disabled).toBe(true);
    expect(url.value).toBe('https://blog.dealhunters.example');
    expect(
      within(region).getByText(/source URL of an approved channel is locked; name and category can still change/),
    ).toBeTruthy();

    fill(region, 'Name', 'Blog India');
    fireEvent.click(within(region).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(bg.requestsOf('updateChannel')).toEqual([{ id: 1, name: 'Blog India' }]));
  });

  it('lets a pending channel’s source URL change, and warns that editing a rejected one re-submits it', async () => {
    const bg = renderOptions(
      '#channels',
      channelsBackground([INSTA, OLD], { updateChannel: (u) => ({ ...INSTA, ...u }) as Channel }),
    );
    const region = await channelsRegion();
    fireEvent.click(within(region).getByRole('button', { name: 'Edit Old list' }));
    expect(within(region).getByText(/sends it back to Pending/)).toBeTruthy();
    fireEvent.click(within(region).getByRole('button', { name: 'Cancel' }));

    fireEvent.click(within(region).getByRole('button', { name: 'Edit Insta' }));
    const url = within(region).getByLabelText('Source URL') as HTMLInputElement;
    expect(url.disabled).toBe(false);
    fill(region, 'Source URL', 'https://instagram.example/dealhunters.in');
    fireEvent.click(within(region).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(bg.requestsOf('updateChannel')).toEqual([
        { id: 2, source_url: 'https://instagram.example/dealhunters.in' },
      ]),
    );
  });

  it('deletes only after confirmation', async () => {
    const bg = renderOptions(
      '#channels',
      channelsBackground([BLOG, INSTA], { deleteChannel: () => ({ deleted: true }) }),
    );
    const region = await channelsRegion();
    fireEvent.click(within(region).getByRole('button', { name: 'Delete Insta' }));
    expect(bg.requestsOf('deleteChannel')).toEqual([]);
    expect(within(region).getByText(/Delete the channel “Insta”\?/)).toBeTruthy();

    fireEvent.click(within(region).getByRole('button', { name: 'Cancel' }));
    expect(within(region).queryByText(/Delete the channel “Insta”\?/)).toBeNull();
    expect(bg.requestsOf('deleteChannel')).toEqual([]);

    fireEvent.click(within(region).getByRole('button', { name: 'Delete Insta' }));
    fireEvent.click(within(region).getByRole('button', { name: 'Yes, delete' }));
    await within(region).findByText('The channel “Insta” was deleted.');
    expect(bg.requestsOf('deleteChannel')).toEqual([{ id: 2 }]);
  });

  it('shows the scope a key lacks instead of the write actions', async () => {
    const bg = renderOptions('#channels', channelsBackground([BLOG], {}, ['read:channels']));
    const region = await channelsRegion();
    const note = within(region).getByRole('status');
    expect(note.textContent).toContain('write:channels');
    expect(within(region).queryByRole('button', { name: 'Add channel' })).toBeNull();
    expect(within(region).queryByRole('button', { name: /^Edit/ })).toBeNull();
    expect(bg.requestsOf('listChannels')).toHaveLength(1);
  });

  it('does not ask for the list without read:channels, and says which scope is needed', async () => {
    const bg = renderOptions('#channels', channelsBackground([BLOG], {}, ['write:channels']));
    const region = await screen.findByRole('region', { name: 'Channels' });
    await within(region).findByText(/read:channels/);
    expect(bg.requestsOf('listChannels')).toEqual([]);
  });

  it('shows an empty state, and an error with a retry', async () => {
    let fail = true;
    renderOptions('#channels', {
      'account.get': () => withKey(null),
      listChannels: () => {
        if (fail)
          throw apiError({ kind: 'server', status: 503, message: 'The API had a problem on its side (HTTP 503).' });
        return pageOf([]);
      },
    });
    const region = await screen.findByRole('region', { name: 'Channels' });
    expect((await within(region).findByRole('alert')).textContent).toContain('HTTP 503');
    fail = false;
    fireEvent.click(within(region).getByRole('button', { name: 'Try again' }));
    await within(region).findByText(/You have no channels yet/);
  });
});
