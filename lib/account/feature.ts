// The API key and account (Options -> Account) and the general settings.
import * as z from 'zod/mini';
import { defineFeature, message } from '../core/background/feature';
import { engineOf, type Kernel } from '../core/background/kernel';
import { empty, text } from '../core/background/request-parts';
import { t } from '../core/i18n';
import type * as Engine from './engine';
import { accountStateOf } from './services';
import { getSettings, INDEX_REFRESH_HOURS, setSettings } from './settings';

const hours = z
  .number()
  .check(
    z.int({ error: () => t('bgProblemHoursWhole') }),
    z.minimum(INDEX_REFRESH_HOURS.min, { error: () => t('bgProblemHoursMin', INDEX_REFRESH_HOURS.min) }),
    z.maximum(INDEX_REFRESH_HOURS.max, { error: () => t('bgProblemHoursMax', INDEX_REFRESH_HOURS.max) }),
  );

// Saving and removing the key is part of the publishing engine, loaded on the first of them.
const account = async (k: Kernel) => (await engineOf<typeof Engine>(k, 'account')).accountOf(k);

export const accountFeature = defineFeature({
  name: 'account',
  messages: {
    'account.get': message(empty, (_, k) => accountStateOf(k)()),
    /** Checks the key with GET /ping first; an invalid key is not kept. */
    'account.save': message(z.object({ apiKey: text(1000), baseUrl: text(2000) }), async (request, k) =>
      (await account(k)).saveAccount(request),
    ),
    'account.remove': message(empty, async (_, k) => (await account(k)).removeAccount()),
    'settings.get': message(empty, () => getSettings()),
    'settings.set': message(
      z.object({ preferShortLink: z.optional(z.boolean()), indexRefreshHours: z.optional(hours) }),
      (patch) => setSettings(patch),
    ),
  },
});
