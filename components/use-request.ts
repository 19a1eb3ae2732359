import { useCallback, useLayoutEffect, useRef, useState } from 'preact/hooks';

export interface RequestState<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  /** Runs the request again (keeps the last data on screen while loading). */
  reload: () => void;
}

/**
 * Runs `run` when `deps` change (or only on `reload()` when `enabled` is false) and keeps loading / error / data.
 * An answer that arrives after a newer request started is dropped, so fast typing never shows stale results.
 * `first`, when given, is taken instead of the first run (an answer already asked for, as the popup's first one);
 * `firstNow` is its data when already at hand: the first render shows it and nothing is run until deps change.
 */
export function useRequest<T>(
  run: () => Promise<T>,
  deps: unknown[],
  enabled = true,
  first?: Promise<T>,
  firstNow?: T,
): RequestState<T> {
  const [state, setState] = useState<{ data: T | undefined; error: unknown; loading: boolean }>(() => ({
    data: firstNow,
    error: undefined,
    loading: enabled && firstNow === undefined,
  }));
  const seq = useRef(0);
  const runRef = useRef(run);
  runRef.current = run;
  const firstRef = useRef(firstNow === undefined ? first : undefined);

  const go = useCallback(() => {
    const mine = ++seq.current;
    setState((s) => ({ ...s, loading: true, error: undefined }));
    const answer = firstRef.current ?? runRef.current();
    firstRef.current = undefined;
    answer.then(
      (data) => {
        if (mine === seq.current) setState({ data, error: undefined, loading: false });
      },
      (error: unknown) => {
        if (mine === seq.current) setState((s) => ({ data: s.data, error, loading: false }));
      },
    );
  }, []);

  // The caller's deps decide when to run again. A layout effect starts before the first paint, so an answer
  // already at hand (the popup's first answer) is on screen in that paint rather than a frame later.
  useLayoutEffect(() => {
    // An answer at hand is the first run's.
    if (!seq.current && firstNow !== undefined) seq.current++;
    else if (enabled) go();
  }, [enabled, ...deps]);

  return { ...state, reload: go };
}
