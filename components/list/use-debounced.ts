import { useEffect, useState } from 'preact/hooks';

/**
 * `value`, once it has stopped changing for `ms`. Typing a year into a date input passes through dates such as
 * 0002-05-01; only the date the person settles on is checked and sent.
 */
export function useDebounced<T>(value: T, ms: number, same: (a: T, b: T) => boolean = Object.is): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (same(settled, value)) return;
    const t = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return settled;
}
