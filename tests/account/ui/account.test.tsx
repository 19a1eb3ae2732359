import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browser } from 'wxt/browser';
import { normaliseBaseUrl, SANDBOX_BASE_URL } from '../../../lib/core/account/base-url';
import { readAccount, toAccountState } from '../../../lib/core/account/key-store';
import type { AccountState } from '../../../lib/core/model';
import { apiError } from '../../support/options/fake-send';
import { LOCAL_BASE_URL, NO_KEY, withKey } from '../../support/options/fixtures';
import { renderOptions } from '../../support/options/render-options';

const KEY = 'sk_live_9b1c77de0aa43f9a';

/** A background that keeps what account.save returns, as the real one does. */
function accountBackground(initial: AccountState, onSave: (apiKey: string) => AccountState | Promise<AccountState>) {
  let state = initial;
  return {
    'account.get': () => state,
    'account.save': async ({ apiKey }: { apiKey: string; baseUrl: string }) => {
      state = await onSave(apiKey);
      return state;
    },
    'account.remove': () => {
      state = { ...NO_KEY, baseUrl: state.baseUrl };
      return state;
    },
  };
}

/** Stubs the promise form of `permissions.request` (the browser types also list a callback form). */
function stubPermissionRequest(answer: (p: { origins?: string[] }) => Promise<boolean>) {
  const permissions = browser.permissions as unknown as { request: typeof answer };
  return vi.spyOn(permissions, 'request').mockImplementation(answer);
}

async function accountRegion() {
  return screen.findByRole('region', { name: 'Account' });
}

function type(label: string, value: string, region: HTMLElement) {
  fireEvent.input(within(region).getByLabelText(label), { target: { value } });
}

/** Types a key and a base URL into the form, then clicks Save. */
function saveWith(apiKey: string, baseUrl: string, region: HTMLElement) {
  type('API key', apiKey, region);
  type('API base URL', baseUrl, region);
  fireEvent.click(within(region).getByRole('button', { name: 'Save' }));
}

describe('Account section', () => {
  it('is the default section while no key is saved, with the default base URL filled in', async () => {
    renderOptions('', { 'account.get': () => NO_KEY });
    const region = await accountRegion();
    expect(within(region).getByLabelText('API key')).toHaveProperty('type', 'password');
    expect(within(region).getByRole('textbox', { name: 'API base URL' })).toHaveProperty('value', LOCAL_BASE_URL);
    expect(within(region).getByRole('button', { name: 'Save' })).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'Remove key' })).toBeTruthy();
  });

  it('says that a local base URL is the development sandbox', async () => {
    renderOptions('', { 'account.get': () => NO_KEY });
    const region = await accountRegion();
    expect(within(region).getByRole('note').textContent).toMatch(/development sandbox/);
    type('API base URL', 'https://api.network.example/pub_api/v3', region);
    expect(within(region).queryByRole('note')).toBeNull();
  });

  it('saves a valid key and shows who it belongs to, never the key itself', async () => {
    const bg = renderOptions(
      '#account',
      accountBackground(NO_KEY, () => withKey(['read:campaigns', 'write:links'])),
    );
    const region = await accountRegion();
    type('API key', KEY, region);
    fireEvent.click(within(region).getByRole('button', { name: 'Save' }));

    await within(region).findByText('Deal Hunters');
    expect(bg.requestsOf('account.save')).toEqual([{ apiKey: KEY, baseUrl: LOCAL_BASE_URL }]);
    expect(within(region).getByText('ops@dealhunters.example')).toBeTruthy();
    expect(within(region).getByText('INR')).toBeTruthy();
    const scopes = within(region).getByRole('list', { name: 'Scopes of this key' });
    expect(
      within(scopes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['read:campaigns', 'write:links']);
    expect(within(region).getByText('••••3f9a')).toBeTruthy();
    expect(document.body.innerHTML).not.toContain(KEY);
    expect(within(region).getByLabelText('API key')).toHaveProperty('value', '');
    // The account is read again after the save.
    await waitFor(() => expect(bg.requestsOf('account.get').length).toBeGreaterThanOrEqual(2));
  });

  it('right after the key is saved, offers Sales alerts and Track earnings per link in one step (opt-in)', async () => {
    const sales = { enabled: false, notify: ['new'], intervalMinutes: 15 };
    const history = { keep: true, trackEarnings: false };
    const bg = renderOptions('#account', {
      ...accountBackground(NO_KEY, () => withKey(['read:campaigns', 'write:links'])),
      'sales.status': () => ({ settings: sales }) as never,
      'sales.settings': (patch: object) => {
        Object.assign(sales, patch);
        return { settings: sales } as never;
      },
      'history.settings': (patch: object) => Object.assign(history, patch),
    });
    const region = await accountRegion();
    // Not before a key is saved.
    expect(within(region).queryByRole('button', { name: 'Turn on both' })).toBeNull();
    type('API key', KEY, region);
    fireEvent.click(within(region).getByRole('button', { name: 'Save' }));
    const offer = await within(region).findByRole('region', { name: 'See what each link earns?' });
    // Nothing is turned on by itself.
    expect(bg.requestsOf('sales.settings')).toEqual([]);
    expect(history.trackEarnings).toBe(false);
    fireEvent.click(within(offer).getByRole('button', { name: 'Turn on both' }));
    await within(region).findByText(/Sales alerts and Track earnings per link are on/);
    expect(bg.requestsOf('sales.settings')).toEqual([{ enabled: true }]);
    expect(history).toEqual({ keep: true, trackEarnings: true });
  });

  it('does not offer the earnings step when both switches are already on, and Not now hides it', async () => {
    renderOptions('#account', {
      ...accountBackground(NO_KEY, () => withKey(['read:campaigns', 'write:links'])),
      'sales.status': () => ({ settings: { enabled: true } }) as never,
      'history.settings': () => ({ keep: true, trackEarnings: true }),
    });
    const region = await accountRegion();
    type('API key', KEY, region);
    fireEvent.click(within(region).getByRole('button', { name: 'Save' }));
    await within(region).findByText('Deal Hunters');
    await waitFor(() => expect(within(region).queryByRole('region', { name: 'See what each link earns?' })).toBeNull());
  });

  it('names the features the key’s scopes do not allow, with the scope each needs, before any click', async () => {
    renderOptions('#account', { 'account.get': () => withKey(['read:campaigns']) });
    const region = await accountRegion();
    const note = within(region)
      .getByText(/scopes do not allow/)
      .closest('[role="status"]') as HTMLElement;
    expect(note.textContent).toContain('Making affiliate links and posts: needs write:links');
    expect(note.textContent).toContain('Reports: needs read:reports');
    expect(note.textContent).not.toContain('read:campaigns');
  });

  it('keeps the short-link default: shows the saved setting and saves a change', async () => {
    let settings = { preferShortLink: false, indexRefreshHours: 6 };
    const set = vi.fn((patch: Partial<typeof settings>) => {
      settings = { ...settings, ...patch };
      return settings;
    });
    renderOptions('#account', {
      'account.get': () => withKey(null),
      'settings.get': () => settings,
      'settings.set': set,
    });
    const region = await accountRegion();
    const box = (await within(region).findByRole('checkbox', { name: 'Short links by default' })) as HTMLInputElement;
    await waitFor(() => expect(box.disabled).toBe(false));
    expect(box.checked).toBe(false);
    fireEvent.click(box);
    await waitFor(() => expect(box.checked).toBe(true));
    expect(set).toHaveBeenCalledWith({ preferShortLink: true });
  });

  it('says "Full access" for a legacy key whose scopes are null, with no missing features', async () => {
    renderOptions('#account', { 'account.get': () => withKey(null) });
    const region = await accountRegion();
    expect(within(region).getByText(/Full access/)).toBeTruthy();
    expect(within(region).queryByText(/scopes do not allow/)).toBeNull();
  });

  it('keeps nothing for a refused key: alert with the server’s words, typed text stays, old key still shown', async () => {
    const bg = renderOptions(
      '#account',
      accountBackground(withKey(['read:campaigns'], 'aaaa'), () => {
        throw apiError({
          kind: 'unauthorized',
          status: 401,
          serverMessage: 'Invalid API key',
          message: 'Your API key was refused: check your API key in the extension’s Account settings.',
        });
      }),
    );
    const region = await accountRegion();
    saveWith('sk_wrong_key_123456', 'http://localhost:9000/pub_api/v3', region);

    const alert = await within(region).findByRole('alert');
    expect(alert.textContent).toContain('Invalid API key');
    expect(alert.textContent).toContain('check your API key');
    expect(within(region).getByLabelText('API key')).toHaveProperty('value', 'sk_wrong_key_123456');
    expect(within(region).getByLabelText('API base URL')).toHaveProperty('value', 'http://localhost:9000/pub_api/v3');
    expect(within(region).getByText('••••aaaa')).toBeTruthy();
    expect(bg.requestsOf('account.save')).toHaveLength(1);
  });

  it('asks for the host permission of a non-local base URL first, and sends nothing when refused', async () => {
    const request = stubPermissionRequest(async () => false);
    const bg = renderOptions(
      '#account',
      accountBackground(NO_KEY, () => withKey()),
    );
    const region = await accountRegion();
    saveWith(KEY, 'https://api.network.example/pub_api/v3/', region);

    const alert = await within(region).findByRole('alert');
    expect(alert.textContent).toContain('api.network.example');
    expect(alert.textContent).toContain('not granted');
    expect(request).toHaveBeenCalledWith({ origins: ['https://api.network.example/*'] });
    expect(bg.requestsOf('account.save')).toEqual([]);
    expect(within(region).getByLabelText('API key')).toHaveProperty('value', KEY);
  });

  it('asks for the permission inside the click, before anything is awaited, then saves when granted', async () => {
    let saveSentBeforePermission = false;
    const bg = renderOptions(
      '#account',
      accountBackground(NO_KEY, () => withKey()),
    );
    const request = stubPermissionRequest(async () => {
      saveSentBeforePermission = bg.requestsOf('account.save').length > 0;
      return true;
    });
    const region = await accountRegion();
    saveWith(KEY, 'https://api.network.example/pub_api/v3', region);
    // Called synchronously by the click handler (the user gesture).
    expect(request).toHaveBeenCalledTimes(1);

    await within(region).findByText('Deal Hunters');
    expect(saveSentBeforePermission).toBe(false);
    expect(bg.requestsOf('account.save')).toEqual([{ apiKey: KEY, baseUrl: 'https://api.network.example/pub_api/v3' }]);
  });

  it('does not ask for a permission for the pre-granted local origins', async () => {
    const request = stubPermissionRequest(async () => false);
    const bg = renderOptions(
      '#account',
      accountBackground(NO_KEY, () => withKey()),
    );
    const region = await accountRegion();
    saveWith(KEY, 'http://localhost:4010/pub_api/v3', region);
    await within(region).findByText('Deal Hunters');
    expect(request).not.toHaveBeenCalled();
    expect(bg.requestsOf('account.save')).toHaveLength(1);
  });

  it('refuses a blank key and a plain-http remote base URL before sending', async () => {
    const bg = renderOptions(
      '#account',
      accountBackground(NO_KEY, () => withKey()),
    );
    const region = await accountRegion();
    fireEvent.click(within(region).getByRole('button', { name: 'Save' }));
    expect((await within(region).findByRole('alert')).textContent).toContain('Enter your API key');

    saveWith(KEY, 'http://api.network.example/pub_api/v3', region);
    await waitFor(() => expect(within(region).getByRole('alert').textContent).toContain('https://'));
    expect(bg.requestsOf('account.save')).toEqual([]);
  });

  it('removes the key only after confirmation', async () => {
    const bg = renderOptions(
      '#account',
      accountBackground(withKey(), () => withKey()),
    );
    const region = await accountRegion();
    await within(region).findByText('Deal Hunters');
    fireEvent.click(within(region).getByRole('button', { name: 'Remove key' }));
    expect(bg.requestsOf('account.remove')).toEqual([]);

    fireEvent.click(within(region).getByRole('button', { name: 'Cancel' }));
    expect(within(region).getByRole('button', { name: 'Remove key' })).toBeTruthy();
    expect(bg.requestsOf('account.remove')).toEqual([]);

    fireEvent.click(within(region).getByRole('button', { name: 'Remove key' }));
    fireEvent.click(within(region).getByRole('button', { name: 'Yes, remove it' }));
    await within(region).findByText(/No API key is saved yet/);
    expect(bg.requestsOf('account.remove')).toHaveLength(1);
    expect(within(region).queryByText('Deal Hunters')).toBeNull();
  });
});

describe('a production build', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('has no local default: the Account form asks for the network’s address', async () => {
    vi.stubEnv('MODE', 'production');
    const fresh = toAccountState(await readAccount());
    expect(fresh.baseUrl).toBe('');
    const bg = renderOptions(
      '',
      accountBackground(fresh, () => withKey()),
    );
    const region = await accountRegion();
    const field = within(region).getByRole('textbox', { name: 'API base URL' }) as HTMLInputElement;
    expect(field.value).toBe('');
    expect(field.placeholder).toMatch(/^https:\/\/.*\/pub_api\/v3$/);
    expect(within(region).queryByRole('note')).toBeNull();

    // A key with no address is not sent anywhere.
    type('API key', KEY, region);
    fireEvent.click(within(region).getByRole('button', { name: 'Save' }));
    expect((await within(region).findByRole('alert')).textContent).toMatch(/API address your affiliate network/);
    expect(bg.requestsOf('account.save')).toEqual([]);

    // A local address may still be typed, and is then said to be the development sandbox.
    type('API base URL', SANDBOX_BASE_URL, region);
    expect(within(region).getByRole('note').textContent).toMatch(/development sandbox/);
  });

  it('blank is refused, not the sandbox (a development or test build keeps the sandbox)', () => {
    expect(normaliseBaseUrl(' ')).toBe(SANDBOX_BASE_URL);
    vi.stubEnv('MODE', 'production');
    expect(() => normaliseBaseUrl(' ')).toThrow(/API address your affiliate network/);
  });
});
