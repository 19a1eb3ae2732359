// Error kinds that mean one thing: a fault of the extension's own is `internal` (not a server's bad answer), a message
// the background will not take is `refused`, and a host the browser was not allowed is `no_permission`.

import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { toApiError } from '../../../components/error-alert';
import { defineFeature, message } from '../../../lib/core/background/feature';
import { createRouter } from '../../../lib/core/background/router';
import { telegramPermissionRefused } from '../../../lib/posting/ui/telegram-permission';
import { testBackground } from '../../support/background-deps';
import { ownPage } from './harness';

const faulty = defineFeature({
  name: 'faulty',
  messages: {
    'faulty.bug': message(z.object({}), async () => {
      throw new TypeError('x is undefined');
    }),
  },
});

describe('error kinds', () => {
  it('a handler that throws a plain error answers `internal`, in words of ours', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const handle = createRouter([faulty], testBackground());
    const answer = await handle({ name: 'faulty.bug', request: {} }, ownPage());
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('faulty.bug'), expect.any(TypeError));
    expect(answer).toMatchObject({ ok: false, error: { kind: 'internal' } });
    expect(JSON.stringify(answer)).not.toContain('x is undefined');
  });

  it('a message of no feature is `refused`', async () => {
    const handle = createRouter([faulty], testBackground());
    expect(await handle({ name: 'faulty.none', request: {} }, ownPage())).toMatchObject({
      ok: false,
      error: { kind: 'refused' },
    });
  });

  it('a page turns a thrown value that is no failure into `internal`', () => {
    expect(toApiError(new Error('boom'))).toMatchObject({ kind: 'internal' });
  });

  it("Telegram's host permission refused is `no_permission`, naming the origin", () => {
    expect(telegramPermissionRefused().toJSON()).toMatchObject({
      kind: 'no_permission',
      origin: 'https://api.telegram.org',
    });
  });
});
