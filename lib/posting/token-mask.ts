// Bot tokens are masked wherever the API key is: the background's console (lib/core/background/key-mask.ts keeps every
// secret it was told of) and every answer posting gives a page (`masked`), as `••••` and the last four characters.
import { ApiError, isApiError } from '../core/api/errors';
import { maskValue, rememberKey } from '../core/background/key-mask';
import type { Destination } from './destination';

/** Tells the console's mask about every secret the destinations hold: bot tokens, webhook URLs (called whenever
 * they are read). */
export function rememberTokens(destinations: readonly Pick<Destination, 'botToken' | 'secret'>[]): void {
  for (const d of destinations) {
    rememberKey(d.botToken);
    rememberKey(d.secret);
  }
}

export function rememberToken(token: string | null | undefined): void {
  rememberKey(token);
}

/** Runs `work`; its answer, or the error it throws, with every remembered token masked. */
export async function masked<T>(work: () => Promise<T>): Promise<T> {
  try {
    return maskValue(await work()) as T;
  } catch (error) {
    // A failure stays a failure (the page is told its words); anything else is masked as it is.
    throw isApiError(error)
      ? ApiError.from(maskValue(error.toJSON()) as ReturnType<typeof error.toJSON>)
      : maskValue(error);
  }
}
