import { useEffect, useState } from 'preact/hooks';

/** `value`, once it has stopped changing for `delayMs` (so typing sends one search, not one per key). */
export function useDebounced<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(t);
  }, [value, delayMs]);
  return settled;
}
