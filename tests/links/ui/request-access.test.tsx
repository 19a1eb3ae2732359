import { fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { AccessStatus } from '../../../components/access-status';
import { RequestAccess, resetTimes } from '../../../components/request-access';
import { SendContext } from '../../../components/send-context';
import { accessStatusWord as accessStatusText } from '../../../lib/core/status-words';
import type { RequestAccessResponse } from '../../../lib/protocol';
import { CAMPAIGN, CHANNELS, campaignWith, siteInfo } from './fixtures';
import { apiError, defaultHandlers, fakeBackground, type Handlers, renderPopup } from './render-popup';

const SENT: RequestAccessResponse = {
  id: 88,
  campaign_id: CAMPAIGN.id,
  channel_id: 501,
  promotion_details: 'Weekly deals newsletter',
  status: 'pending',
  created_at: '2026-11-23T10:00:00Z',
  reapplied: false,
};

function popupFor(status: string, handlers: Handlers = {}) {
  return renderPopup(
    defaultHandlers({ 'site.info': () => siteInfo(campaignWith({ access_status: status })), ...handlers }),
  );
}

const status = () => screen.getByLabelText('Access status');

async function openAndSend(details?: string) {
  fireEvent.click(await screen.findByRole('button', { name: 'Request access' }));
  const box = screen.getByRole('textbox', { name: 'Promotion details' });
  if (details !== undefined) fireEvent.input(box, { target: { value: details } });
  fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
  return box as HTMLTextAreaElement;
}

describe('AccessStatus', () => {
  it('says each status in the contract’s words, and unknown ones as sent', () => {
    expect(
      ['open', 'not_applied', 'pending', 'approved', 'rejected', 'blocked', 'on_hold'].map(accessStatusText),
    ).toEqual(['Open', 'Not applied', 'Pending', 'Approved', 'Rejected', 'Blocked', 'on_hold']);
  });

  it('is named "Access status" by itself or by a visible label', () => {
    render(
      <div>
        <AccessStatus status="not_applied" />
        <span id="l">Access status</span>
        <AccessStatus status="blocked" labelId="l" />
      </div>,
    );
    const named = screen.getAllByLabelText('Access status').map((e) => e.textContent);
    expect(named.sort()).toEqual(['Blocked', 'Not applied']);
  });
});

describe('Request access in the popup', () => {
  it.each(['open', 'pending', 'approved', 'blocked'])('is not offered for %s', async (s) => {
    popupFor(s);
    await waitFor(() => expect(status().textContent).toBe(accessStatusText(s)));
    expect(screen.queryByRole('button', { name: 'Request access' })).toBeNull();
  });

  it('sends the request and then shows Pending', async () => {
    const bg = popupFor('not_applied', { 'campaigns.requestAccess': () => SENT });
    await waitFor(() => expect(status().textContent).toBe('Not applied'));
    await openAndSend('Weekly deals newsletter');
    expect(await screen.findByText(/Request sent: pending review/)).toHaveProperty('role', 'status');
    expect(status().textContent).toBe('Pending');
    expect(bg.requestsOf('campaigns.requestAccess')).toEqual([
      { campaignId: CAMPAIGN.id, promotionDetails: 'Weekly deals newsletter' },
    ]);
    expect(screen.queryByRole('button', { name: 'Request access' })).toBeNull();
  });

  it('in the cooldown: an alert with the server’s words and the re-apply date; status and text stay', async () => {
    const message = 'Your access request for Kirana Basket was rejected on 2026-10-24; you can re-apply on 2027-01-24';
    popupFor('rejected', {
      'campaigns.requestAccess': () => {
        throw apiError({
          kind: 'validation',
          status: 422,
          serverMessage: message,
          reapplyDate: '2027-01-24',
          message: `${message}.`,
        });
      },
    });
    await waitFor(() => expect(status().textContent).toBe('Rejected'));
    const box = await openAndSend('Instagram reels');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('2027-01-24');
    expect(alert.textContent).toContain('re-apply');
    expect(status().textContent).toBe('Rejected');
    expect(box.value).toBe('Instagram reels');
  });

  it('adds the re-apply date when the message lacks it', async () => {
    popupFor('rejected', {
      'campaigns.requestAccess': () => {
        throw apiError({ kind: 'validation', status: 422, reapplyDate: '2027-02-01', message: 'Still in cooldown.' });
      },
    });
    await openAndSend();
    expect((await screen.findByRole('alert')).textContent).toContain('You can request access again on 2027-02-01.');
  });

  it('already pending: the server’s message', async () => {
    popupFor('not_applied', {
      'campaigns.requestAccess': () => {
        throw apiError({
          kind: 'validation',
          status: 422,
          serverMessage: 'Access request already pending',
          message: 'Access request already pending.',
        });
      },
    });
    await openAndSend();
    expect((await screen.findByRole('alert')).textContent).toContain('Access request already pending');
  });

  it('the daily limit: the reset time in UTC and in the person’s time', async () => {
    popupFor('not_applied', {
      'campaigns.requestAccess': () => {
        throw apiError({
          kind: 'rate_limited',
          status: 429,
          limit: 100,
          used: 100,
          resetsAt: '2026-11-24T00:00:00Z',
          serverMessage: 'Daily access request limit reached',
          message: 'Daily access request limit reached. You have used 100 of 100 for today.',
        });
      },
    });
    await openAndSend('x');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('2026-11-24 00:00 UTC');
    expect(alert.textContent).toContain(`That is ${resetTimes('2026-11-24T00:00:00Z')?.local} your time.`);
    expect(within(alert).queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('a network failure can be tried again and then succeeds', async () => {
    let fail = true;
    const bg = popupFor('not_applied', {
      'campaigns.requestAccess': () => {
        if (fail) throw apiError({ kind: 'network', message: 'Could not reach the API.' });
        return SENT;
      },
    });
    await openAndSend('Blog posts');
    const alert = await screen.findByRole('alert');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByText(/Request sent: pending review/);
    expect(bg.requestsOf('campaigns.requestAccess')).toHaveLength(2);
    expect(bg.requestsOf('campaigns.requestAccess')[1]).toEqual({
      campaignId: CAMPAIGN.id,
      promotionDetails: 'Blog posts',
    });
  });
});

describe('RequestAccess on its own (as the options page uses it)', () => {
  it('sends the chosen channel and hands the response to onRequested', async () => {
    const bg = fakeBackground({ 'campaigns.requestAccess': () => ({ ...SENT, channel_id: 502, reapplied: true }) });
    const onRequested = vi.fn();
    render(
      <SendContext.Provider value={bg.send}>
        <RequestAccess
          campaign={campaignWith({ access_status: 'rejected' })}
          channels={CHANNELS}
          onRequested={onRequested}
        />
      </SendContext.Provider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Request access' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Promotion details' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Promote it on' }), { target: { value: '502' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await screen.findByText(/Request sent: pending review/);
    expect(bg.requestsOf('campaigns.requestAccess')).toEqual([{ campaignId: CAMPAIGN.id, channelId: 502 }]);
    expect(onRequested).toHaveBeenCalledWith(expect.objectContaining({ channel_id: 502, reapplied: true }));
  });
});
