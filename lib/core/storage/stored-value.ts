// A `storage.local` record as it is kept: its version beside its value (local-record.ts). Apart, with no imports, so
// that a page reading one record raw (the popup's Sales line) takes only these lines.

export interface Stored {
  recordVersion: number;
  value: unknown;
}

export function isStored(raw: unknown): raw is Stored {
  return (
    !!raw &&
    typeof raw === 'object' &&
    !Array.isArray(raw) &&
    typeof (raw as Stored).recordVersion === 'number' &&
    'value' in raw &&
    Object.keys(raw).length === 2
  );
}

/** The value of a stored record, whether written with its version or before records carried one. */
export function storedValue(raw: unknown): unknown {
  return isStored(raw) ? raw.value : raw;
}
