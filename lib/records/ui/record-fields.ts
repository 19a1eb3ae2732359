import { t } from '../../core/i18n';
// Records whose fields the spec does not list (invoice detail, invoice transactions): the known fields in a set
// order, then whatever else the server sent, named from its key.

export type Scalar = string | number | boolean | null;

export function isScalar(v: unknown): v is Scalar {
  return v === null || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';
}

/** `tds_amount` -> `Tds amount`; `netPayment` -> `Net payment`. */
export function fieldLabel(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export interface SplitFields {
  /** Scalar fields not in `known`, in the order the server sent them. */
  otherScalars: [string, Scalar][];
  /** Objects and lists not in `known` (tax breakdown, monthly bifurcation, …). */
  nested: [string, unknown][];
}

export function splitFields(record: Record<string, unknown>, known: readonly string[]): SplitFields {
  const out: SplitFields = { otherScalars: [], nested: [] };
  for (const [key, value] of Object.entries(record)) {
    if (known.includes(key) || value === undefined) continue;
    if (isScalar(value)) out.otherScalars.push([key, value]);
    else out.nested.push([key, value]);
  }
  return out;
}

/** The columns of a list of loose records: `first` (when present in any row), then every other scalar key. */
export function scalarColumns(rows: readonly Record<string, unknown>[], first: readonly string[]): string[] {
  const seen = new Set<string>();
  for (const row of rows) for (const [k, v] of Object.entries(row)) if (isScalar(v)) seen.add(k);
  return [...first.filter((k) => seen.has(k)), ...[...seen].filter((k) => !first.includes(k))];
}

export function scalarText(v: unknown): string {
  if (v === null || v === undefined || v === '') return '—';
  if (typeof v === 'boolean') return v ? t('commonYes') : t('commonNo');
  return String(v);
}
