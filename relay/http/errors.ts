// Every refusal the relay answers with: an HTTP status and `{ error: { code, message } }`, a sentence a person can
// act on. Anything else that goes wrong is a 500 with no details (the log has them).
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export class RelayError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'RelayError';
  }

  toJSON() {
    return { error: { code: this.code, message: this.message, ...(this.details ? { details: this.details } : {}) } };
  }
}

export const notFound = (what: string) => new RelayError(404, 'not_found', `No such ${what} in this team.`);
export const forbidden = (what: string) => new RelayError(403, 'forbidden', `Your role may not ${what}.`);
export const invalid = (message: string, details?: Record<string, unknown>) =>
  new RelayError(400, 'invalid', message, details);
