// Options -> Destinations against a fake background: the list, the form's fields and defaults, Check connection
// (the permission asked in the click, the answer in words), a refused field said under it with what was typed kept.
import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { setSettings } from '../../../lib/account/settings';
import { ApiError } from '../../../lib/core/api/errors';
import type { DestinationView } from '../../../lib/posting/destination';
import { DestinationsSection } from '../../../lib/posting/ui/destinations-section';
import { boxChoiceRecord } from '../../../lib/textbox/box-choice';
import { renderSection } from '../../support/options/section-harness';
import { WHATSAPP_DESTINATION } from '../../support/whatsapp-destination';

const TOKEN = '7000000001:AAGoodSandboxBotTokenForPostingDeals01';

const saved: DestinationView = {
  id: 'd1',
  ...WHATSAPP_DESTINATION,
  chatUsername: null,
  tokenSet: false,
  tokenTail: null,
};

function typeInto(name: string, value: string) {
  fireEvent.input(screen.getByLabelText(name), { target: { value } });
}

describe('Options -> Destinations', () => {
  it("shows the list's states as the other lists do: a failure with Try again, then the empty state", async () => {
    let fail = true;
    renderSection(<DestinationsSection />, {
      'destinations.list': () => {
        if (fail) throw new ApiError({ kind: 'internal', message: 'The destinations could not be read.' });
        return [];
      },
      listChannels: () => ({ data: [], meta: { page: 1, per_page: 100, total: 0, next_page: null } }) as never,
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The destinations could not be read.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No destinations yet.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('lists destinations, marks one whose disclosure is off, and deletes', async () => {
    let list = [saved];
    const bg = renderSection(<DestinationsSection />, {
      'destinations.list': () => list,
      'destinations.delete': () => {
        list = [];
        return { deleted: true as const };
      },
      listChannels: () => ({ data: [], meta: { page: 1, per_page: 100, total: 0, next_page: null } }) as never,
    });
    const item = within(await screen.findByRole('list', { name: 'Destinations' })).getByRole('listitem');
    expect(item.textContent).toContain('WhatsApp group');
    expect(item.textContent).toContain('Disclosure off');
    fireEvent.click(within(item).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted “WhatsApp group”.')).toBeTruthy();
    expect(bg.requestsOf('destinations.delete')).toEqual([{ id: 'd1' }]);
  });

  it('adds a Telegram destination: defaults, Check connection in words, a refused field kept as typed', async () => {
    const request = vi.fn(async () => true);
    fakeBrowser.permissions.request = request as never;
    const bg = renderSection(<DestinationsSection />, {
      'destinations.list': () => [],
      'destinations.check': () => ({ bot: '@deals_bot', chat: 'Deals', chatUsername: 'deals' }),
      'destinations.save': (r) => {
        if (r.chat === 'deals channel') throw new ApiError({ kind: 'input', field: 'chat', message: 'Write @name.' });
        return { ...saved, ...r, id: 'd2', tokenSet: true, tokenTail: 'ls01', chatUsername: null };
      },
      listChannels: () => ({ data: [], meta: { page: 1, per_page: 100, total: 0, next_page: null } }) as never,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add destination' }));
    expect((screen.getByRole('combobox', { name: 'Sends to' }) as HTMLSelectElement).value).toBe('telegram');
    // Every kind's word, in the UI contract's order (each kind's page part, found by name).
    expect(
      within(screen.getByRole('combobox', { name: 'Sends to' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Telegram', 'Discord', 'X', 'WhatsApp', 'Copy only']);
    expect((screen.getByRole('textbox', { name: 'Disclosure' }) as HTMLInputElement).value).toBe('#ad');
    expect((screen.getByRole('checkbox', { name: 'Add the disclosure' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Bot token') as HTMLInputElement).type).toBe('password');
    typeInto('Destination name', 'Deals');
    typeInto('Bot token', TOKEN);
    typeInto('Chat', 'deals channel');
    fireEvent.click(screen.getByRole('button', { name: 'Check connection' }));
    expect(await screen.findByText('Connected: the bot @deals_bot may post to Deals.')).toBeTruthy();
    expect(request).toHaveBeenCalledWith({ origins: ['https://api.telegram.org/*'] });
    expect(bg.requestsOf('destinations.check')).toEqual([
      { sendsTo: 'telegram', botToken: TOKEN, chat: 'deals channel' },
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Save destination' }));
    expect(await screen.findByText('Write @name.')).toBeTruthy();
    expect((screen.getByLabelText('Chat') as HTMLInputElement).value).toBe('deals channel');
    expect((screen.getByLabelText('Bot token') as HTMLInputElement).value).toBe(TOKEN);

    typeInto('Chat', '@deals');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Add the disclosure' }));
    expect(screen.getByText(/go out without a disclosure/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save destination' }));
    await waitFor(() => expect(screen.getByText('Saved “Deals”.')).toBeTruthy());
    expect(bg.requestsOf('destinations.save').at(-1)).toMatchObject({
      name: 'Deals',
      sendsTo: 'telegram',
      botToken: TOKEN,
      chat: '@deals',
      disclosure: '#ad',
      addDisclosure: false,
    });
  });

  it('a new destination takes Short links from “Short links by default”; an edited one keeps its own', async () => {
    await setSettings({ preferShortLink: true });
    renderSection(<DestinationsSection />, {
      'destinations.list': () => [saved],
      listChannels: () => ({ data: [], meta: { page: 1, per_page: 100, total: 0, next_page: null } }) as never,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add destination' }));
    const shortLinks = () => screen.getByRole('checkbox', { name: 'Short links' }) as HTMLInputElement;
    await waitFor(() => expect(shortLinks().checked).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(shortLinks().checked).toBe(saved.shorten);
  });

  it('chooses what Convert links in this box converts with: the default channel by default, or a destination’s channel', async () => {
    const other = { ...saved, id: 'd2', name: 'Deals channel', sendsTo: 'telegram' as const, tokenSet: true };
    renderSection(<DestinationsSection />, {
      'destinations.list': () => [saved, other],
      listChannels: () => ({ data: [], meta: { page: 1, per_page: 100, total: 0, next_page: null } }) as never,
    });
    const box = (await screen.findByRole('combobox', {
      name: 'Convert links in text boxes with',
    })) as HTMLSelectElement;
    expect([...box.options].map((o) => o.text)).toEqual([
      'The default channel, Short links as set in Options',
      "WhatsApp group's channel",
      "Deals channel's channel",
    ]);
    expect(box.value).toBe('');
    fireEvent.change(box, { target: { value: 'd2' } });
    await waitFor(async () => expect(await boxChoiceRecord.get()).toEqual({ destinationId: 'd2' }));
    fireEvent.change(box, { target: { value: '' } });
    await waitFor(async () => expect(await boxChoiceRecord.get()).toEqual({ destinationId: null }));
    // The record is watched; a choice whose destination is gone shows as the default (a conversion falls back).
    await boxChoiceRecord.set({ destinationId: 'd1' });
    await waitFor(() => expect(box.value).toBe('d1'));
    await boxChoiceRecord.set({ destinationId: 'deleted' });
    await waitFor(() => expect(box.value).toBe(''));
  });
});
