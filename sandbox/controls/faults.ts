// Injected faults: the next N API requests whose path starts with `path` get a delay and/or a canned answer.
import { unprocessable } from '../errors';

export interface FaultSpec {
  /** Prefix of the API path after /pub_api/v3, such as "/links/convert". */
  path: string;
  /** Only this HTTP method (any when absent). */
  method?: string;
  /** Answer with this status instead of the real one (with `body`, or a JSON error body). */
  status?: number;
  /** Raw response body; may be deliberately malformed JSON. */
  body?: string;
  /** A `Location` header for the answer (with a 3xx `status`: a redirect, which the real API never sends). */
  location?: string;
  /** Wait this long first; without status or body the real answer follows the delay. */
  latencyMs?: number;
  /** Each `{key}` in `body` is the request's own API key (a server echoing the key in an error). */
  echoKey?: boolean;
  /** How many matching requests it applies to; default 1. */
  count?: number;
}

export interface Fault extends FaultSpec {
  id: number;
  remaining: number;
}

let nextFaultId = 1;

/** Checks a fault sent to POST /__sandbox/faults; a bad one is a 422 that says which field. */
export function parseFault(input: unknown): FaultSpec {
  if (input === null || typeof input !== 'object') throw unprocessable('A fault must be a JSON object');
  const f = input as Record<string, unknown>;
  if (typeof f.path !== 'string' || !f.path.startsWith('/')) {
    throw unprocessable('path is required: the API path after /pub_api/v3, starting with "/", e.g. "/links/convert"');
  }
  const optional = <T>(name: string, ok: (v: unknown) => boolean, what: string): T | undefined => {
    if (f[name] === undefined || f[name] === null) return undefined;
    if (!ok(f[name])) throw unprocessable(`${name} must be ${what}`);
    return f[name] as T;
  };
  const int = (v: unknown) => Number.isSafeInteger(v);
  const spec: FaultSpec = {
    path: f.path,
    method: optional<string>('method', (v) => typeof v === 'string', 'an HTTP method such as "POST"')?.toUpperCase(),
    status: optional<number>(
      'status',
      (v) => int(v) && (v as number) >= 100 && (v as number) <= 599,
      'a status 100-599',
    ),
    body: optional<string>('body', (v) => typeof v === 'string', 'a string (the raw response body)'),
    location: optional<string>('location', (v) => typeof v === 'string', 'a string (the Location header)'),
    latencyMs: optional<number>(
      'latencyMs',
      (v) => int(v) && (v as number) >= 0 && (v as number) <= 60_000,
      '0 to 60000',
    ),
    echoKey: optional<boolean>('echoKey', (v) => typeof v === 'boolean', 'true or false'),
    count: optional<number>('count', (v) => int(v) && (v as number) >= 1, 'a whole number of at least 1'),
  };
  if (spec.status === undefined && spec.body === undefined && spec.latencyMs === undefined) {
    throw unprocessable('A fault needs at least one of status, body or latencyMs');
  }
  return spec;
}

export class Faults {
  private faults: Fault[] = [];

  add(spec: FaultSpec): Fault {
    const fault: Fault = { ...spec, id: nextFaultId++, remaining: spec.count ?? 1 };
    this.faults.push(fault);
    return fault;
  }

  list(): Fault[] {
    return this.faults.map((f) => ({ ...f }));
  }

  clear(): number {
    const n = this.faults.length;
    this.faults = [];
    return n;
  }

  /** The first fault matching this request, used up by one. */
  take(method: string, path: string): Fault | undefined {
    const fault = this.faults.find((f) => path.startsWith(f.path) && (!f.method || f.method === method));
    if (!fault) return undefined;
    fault.remaining--;
    if (fault.remaining <= 0) this.faults = this.faults.filter((f) => f !== fault);
    return fault;
  }
}
