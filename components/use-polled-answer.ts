import { useEffect, useState } from 'preact/hooks';

/**
 * A list's answer asked for at once and again every `everyMs` while shown, with its loading state and the last
 * failure. The list's actions answer with the new state (`setAnswer`) and report their own failure in the same place
 * (`setFailure`), where the list shows it with a retry (`load`).
 */
export function usePolledAnswer<T>(ask: () => Promise<T>, everyMs: number) {
  const [answer, setAnswer] = useState<T | null>(null);
  const [loading, setLoading] = useState(true);
  const [failure, setFailure] = useState<unknown>();

  const load = () => {
    setLoading(true);
    return ask()
      .then((next) => {
        setAnswer(next);
        setFailure(undefined);
      })
      .catch(setFailure)
      .finally(() => setLoading(false));
  };
  useEffect(() => {
    void load();
    const timer = setInterval(load, everyMs);
    return () => clearInterval(timer);
  }, []);

  return { answer, setAnswer, loading, failure, setFailure, load };
}
