// Query parameters, checked: a value that cannot be read is a 422 that names the parameter and what it takes.
import { dayNumber } from './dates';
import type { Paging } from './envelope';
import { unprocessable } from './errors';

const PER_PAGE_DEFAULT = 30;

export class Query {
  constructor(private readonly params: URLSearchParams) {}

  static of(url: string): Query {
    return new Query(new URL(url).searchParams);
  }

  /** The value, trimmed; blank counts as absent. */
  string(name: string): string | undefined {
    const v = this.params.get(name)?.trim();
    return v ? v : undefined;
  }

  int(name: string): number | undefined {
    const v = this.string(name);
    if (v === undefined) return undefined;
    if (!/^\d{1,9}$/.test(v)) throw unprocessable(`${name} must be a whole number (got "${v}")`);
    return Number(v);
  }

  /** `name[]` repeated (also `name` repeated, or comma-separated). */
  ints(name: string): number[] {
    const raw = [...this.params.getAll(`${name}[]`), ...this.params.getAll(name)];
    const values = raw
      .flatMap((v) => v.split(','))
      .map((v) => v.trim())
      .filter((v) => v !== '');
    for (const v of values) {
      if (!/^\d{1,9}$/.test(v)) throw unprocessable(`each ${name}[] must be a whole number (got "${v}")`);
    }
    return values.map(Number);
  }

  date(name: string): string | undefined {
    const v = this.string(name);
    if (v === undefined) return undefined;
    if (dayNumber(v) === null) throw unprocessable(`${name} must be a date in the form YYYY-MM-DD (got "${v}")`);
    return v;
  }

  /** An ISO 8601 date-time; one without a zone is read as UTC. Returns epoch milliseconds. */
  datetime(name: string): number | undefined {
    const v = this.string(name);
    if (v === undefined) return undefined;
    const m = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?)(Z|[+-]\d{2}:?\d{2})?)?$/i.exec(v);
    const ms = m && dayNumber(m[1]!) !== null ? Date.parse(`${m[1]}T${m[2] ?? '00:00:00'}${normalZone(m[3])}`) : NaN;
    if (Number.isNaN(ms)) {
      throw unprocessable(`${name} must be an ISO 8601 date-time such as 2025-01-31T18:30:00Z (got "${v}")`);
    }
    return ms;
  }

  /** One of `values`; absent gives `fallback`. */
  oneOf<const T extends string>(name: string, values: readonly T[], fallback: T): T;
  oneOf<const T extends string>(name: string, values: readonly T[]): T | undefined;
  oneOf<const T extends string>(name: string, values: readonly T[], fallback?: T): T | undefined {
    const v = this.string(name);
    if (v === undefined) return fallback;
    if (!(values as readonly string[]).includes(v)) {
      throw unprocessable(`${name} must be one of: ${values.join(', ')} (got "${v}")`);
    }
    return v as T;
  }

  order(fallback: 'asc' | 'desc'): 'asc' | 'desc' {
    return this.oneOf('order', ['asc', 'desc'], fallback);
  }

  paging(maxPerPage: number): Paging {
    const page = this.int('page') ?? 1;
    if (page < 1) throw unprocessable('page must be 1 or more');
    const perPage = this.int('per_page') ?? PER_PAGE_DEFAULT;
    if (perPage < 1 || perPage > maxPerPage) {
      throw unprocessable(`per_page must be between 1 and ${maxPerPage} (got ${perPage})`);
    }
    return { page, perPage };
  }
}

function normalZone(zone: string | undefined): string {
  if (!zone) return 'Z';
  if (zone.toUpperCase() === 'Z') return 'Z';
  return zone.includes(':') ? zone : `${zone.slice(0, 3)}:${zone.slice(3)}`;
}
