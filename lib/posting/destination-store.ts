// The destinations as the background keeps them: read (every secret remembered for the mask), saved from a page's
// input (the common fields checked here, the kind's own by its plug-in, a secret kept when left blank), removed, and
// Check connection as the kind does it (a saved destination learns what the check found, e.g. a public chat).
import { ApiError, localValidationError } from '../core/api/errors';
import { t } from '../core/i18n';
import { type Destination, type DestinationView, destinationsRecord, toView } from './destination';
import type { DestinationKind, KindInput, KindRuntime } from './kind';
import { kindOf, knownKind } from './kinds';
import { rememberToken, rememberTokens } from './token-mask';

/** A destination as a page saves it: `id` absent for a new one; `botToken` / `secret` a new one (blank or absent
 * keeps the saved one). */
export type DestinationInput = Omit<Destination, 'id' | 'botToken' | 'secret' | 'chatUsername'> &
  KindInput & { id?: string };

export const NAME_MAX = 60;

export type DestinationStore = ReturnType<typeof createDestinationStore>;

export function createDestinationStore(runtimeOf: (kind: DestinationKind) => KindRuntime, randomId: () => string) {
  async function all(): Promise<Destination[]> {
    const found = await destinationsRecord.get();
    rememberTokens(found);
    for (const d of found) for (const secret of kindOf(d.sendsTo).secretsOf(d)) rememberToken(secret);
    return found;
  }

  async function one(id: string): Promise<Destination> {
    const found = (await all()).find((d) => d.id === id);
    if (!found) throw localValidationError('destination', t('postingNoSuchDestination'));
    return found;
  }

  /** The host permission the kind's API needs; pages ask for it on the click (the background cannot). */
  async function requirePermission(
    kind: DestinationKind,
    contains: (origins: string[]) => Promise<boolean>,
  ): Promise<void> {
    const needed = await runtimeOf(kind).permission?.();
    if (needed && !(await contains([needed.origin]))) {
      throw new ApiError({ kind: 'no_permission', origin: needed.origin, message: needed.refused });
    }
  }

  async function save(input: DestinationInput): Promise<DestinationView> {
    const saved = await all();
    const before = input.id ? saved.find((d) => d.id === input.id) : undefined;
    if (input.id && !before) throw localValidationError('destination', t('postingNoSuchDestination'));
    const name = checkedName(input.name);
    const kind = knownKind(input.sendsTo);
    const own = kind.settle(input, before);
    for (const secret of [own.botToken, own.secret, ...kind.secretsOf({ ...before, ...own } as Destination)]) {
      rememberToken(secret);
    }
    const next: Destination = {
      id: before?.id ?? randomId(),
      name,
      sendsTo: kind.id,
      ...own,
      channelId: input.channelId,
      shorten: input.shorten,
      template: input.template.replace(/\r\n?/g, '\n'),
      disclosure: input.disclosure.trim(),
      addDisclosure: input.addDisclosure,
      hashtags: input.hashtags.trim(),
      chatUsername: before && sameFields(before, own) ? before.chatUsername : null,
    };
    await destinationsRecord.set(before ? saved.map((d) => (d.id === next.id ? next : d)) : [...saved, next]);
    return toView(next);
  }

  async function remove(id: string): Promise<{ deleted: true }> {
    await destinationsRecord.set((await all()).filter((d) => d.id !== id));
    return { deleted: true };
  }

  async function check(
    request: KindInput & { id?: string; sendsTo?: string },
    contains: (origins: string[]) => Promise<boolean>,
  ) {
    const saved = request.id ? await one(request.id) : null;
    const kind = knownKind(request.sendsTo ?? saved?.sendsTo ?? 'telegram');
    const runtime = runtimeOf(kind);
    if (!runtime.check) throw localValidationError('sendsTo', t('postingNotTelegram'));
    const typed = {
      name: saved?.name ?? '',
      botToken: request.botToken?.trim() || saved?.botToken || null,
      secret: request.secret?.trim() || saved?.secret || null,
      chat: request.chat,
    };
    for (const secret of [typed.botToken, typed.secret, ...kind.secretsOf(typed as Destination)]) rememberToken(secret);
    await requirePermission(kind, contains);
    const connection = await runtime.check(typed);
    // A saved destination learns what the check found (Telegram: whether its chat is public, for each post's link).
    if (
      saved &&
      saved.sendsTo === kind.id &&
      sameFields(saved, { ...typed, chat: settledChat(kind, request, saved) })
    ) {
      await update(saved.id, { chatUsername: connection.chatUsername });
    }
    return connection;
  }

  async function update(id: string, patch: Partial<Destination>): Promise<void> {
    await destinationsRecord.set((await all()).map((d) => (d.id === id ? { ...d, ...patch } : d)));
  }

  return { all, one, requirePermission, save, remove, check, update };
}

/** The chat as the kind keeps it ('' when the typed one is refused: then nothing is learned). */
function settledChat(kind: DestinationKind, input: KindInput, saved: Destination): string {
  try {
    return kind.settle(input, saved).chat;
  } catch {
    return '';
  }
}

function sameFields(d: Destination, own: Pick<Destination, 'botToken' | 'secret' | 'chat'>): boolean {
  return d.chat === own.chat && d.botToken === own.botToken && (d.secret ?? null) === (own.secret ?? null);
}

function checkedName(typed: string): string {
  const name = typed.trim();
  if (!name) throw localValidationError('name', t('postingNameRequired'));
  if (name.length > NAME_MAX) throw localValidationError('name', t('postingNameTooLong', NAME_MAX));
  return name;
}
