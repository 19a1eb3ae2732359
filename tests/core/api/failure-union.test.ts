// The failure union: each kind carries only its own fields, narrowing on `kind` gives them, and the thrown form
// survives the trip to a page as plain data.
import { describe, expect, it } from 'vitest';
import { forbiddenError, noKeyError, rateLimitedError, rejectedError } from '../../../lib/core/api/error-messages';
import { ApiError, type Failure, isApiError, isInputProblem, localValidationError } from '../../../lib/core/api/errors';
import type { Scope } from '../../../lib/core/api/schemas';

/** A compile-time check: the narrowed failure has exactly the fields its kind allows. */
function fieldsOf(f: Failure): unknown {
  switch (f.kind) {
    case 'forbidden': {
      const scope: Scope | undefined = f.scope;
      const status: 403 = f.status;
      return { scope, status };
    }
    case 'rate_limited':
      return [f.limit, f.used, f.resetsAt, f.serverMessage];
    case 'input': {
      const local: true = f.local;
      // @ts-expect-error an input check sent nothing: no status
      return [f.field, local, f.status, isInputProblem(f)];
    }
    case 'validation':
      // @ts-expect-error the server's refusal names no field
      return [f.status, f.reapplyDate, f.field];
    case 'unauthorized':
      // @ts-expect-error only a 403 names a scope
      return f.scope;
    case 'no_key':
      // @ts-expect-error no request was made: no status
      return f.status;
    case 'telegram':
      // @ts-expect-error Telegram's failures are not the API's: no scope
      return [f.reason, f.status, f.retryAt, f.scope];
    case 'outcome_unknown':
      // @ts-expect-error a send without an answer has no status
      return f.status;
    default:
      return f.message;
  }
}

describe('the failure union', () => {
  it('narrows on kind to each kind’s fields', () => {
    expect(fieldsOf(forbiddenError('read:offers').toJSON())).toEqual({ scope: 'read:offers', status: 403 });
    expect(fieldsOf(rateLimitedError({ limit: 5, used: 5 }).toJSON())).toEqual([5, 5, undefined, undefined]);
  });

  it('crosses to a page as plain data and comes back as the same ApiError', () => {
    for (const error of [
      rejectedError(422, 'Rejected; re-apply after 2025-06-14'),
      forbiddenError('write:links', 'Insufficient scope'),
      noKeyError(),
      localValidationError('url', 'Not a web address.'),
      new ApiError({ kind: 'outcome_unknown', message: 'Whether it went out is unknown. Check the chat.' }),
      new ApiError({ kind: 'telegram', reason: 'migrated', status: 400, message: 'The chat moved.' }),
    ]) {
      const wire = JSON.parse(JSON.stringify(error)) as Failure;
      expect(Object.values(error.toJSON())).not.toContain(undefined);
      const again = ApiError.from(wire);
      expect(isApiError(again)).toBe(true);
      expect(again).toBeInstanceOf(Error);
      expect(again.toJSON()).toEqual(wire);
      expect(again.message).toBe(error.message);
    }
  });

  it('tells an input check from the server’s refusal', () => {
    const local = localValidationError('name', 'Enter a name.').toJSON();
    expect(local).toEqual({ kind: 'input', field: 'name', local: true, message: 'Enter a name.' });
    expect(isInputProblem(local)).toBe(true);
    expect(isInputProblem(rejectedError(422, 'Nope').toJSON())).toBe(false);
    // An input problem built without `local` still says nothing was sent.
    expect(new ApiError({ kind: 'input', field: 'name', message: 'x' }).toJSON()).toMatchObject({ local: true });
  });
});
