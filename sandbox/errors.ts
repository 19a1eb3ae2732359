// Errors the API answers with: `{ "error": "..." }`, and the 429 body of the daily creation limits.
import { nextUtcMidnight } from './dates';

export class ApiProblem extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 405 | 422 | 429,
    readonly body: { error: string } & Record<string, unknown>,
  ) {
    super(body.error);
  }
}

export const badRequest = (error: string) => new ApiProblem(400, { error });
export const unauthorized = (error: string) => new ApiProblem(401, { error });
export const forbidden = (error: string) => new ApiProblem(403, { error });
export const notFound = (error: string) => new ApiProblem(404, { error });
export const unprocessable = (error: string) => new ApiProblem(422, { error });

export const DAILY_LIMIT = 100;

/**
 * The daily limit's 429. `resets_at` is "ISO 8601, the next 00:00 UTC"; ISO 8601 also allows a time without a zone, a
 * freedom a real server could take: with `zoneless` it is written so (the access requests' limit).
 */
export function dailyLimitReached(what: string, used: number, now: Date, zoneless = false): ApiProblem {
  const resetsAt = nextUtcMidnight(now);
  return new ApiProblem(429, {
    error: `Daily limit reached: at most ${DAILY_LIMIT} ${what} per day. The limit resets at 00:00 UTC.`,
    limit: DAILY_LIMIT,
    used,
    resets_at: zoneless ? resetsAt.replace(/Z$/, '') : resetsAt,
  });
}
