// A section over a store the background keeps (the synced sales, the link history): its settings and its data,
// read when the section opens, the settings changed through the background, and the last failure to show.
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';

export interface StoreSection<S, D, P> {
  /** The settings (or status) as the background last said; null until it answered. */
  settings: S | null;
  setSettings: (settings: S) => void;
  /** The store's records; null until they were read. */
  data: D | null;
  /** Reads the records again. */
  reload: () => void;
  error: unknown;
  setError: (error: unknown) => void;
  /** Runs `work`, clearing the last failure first and keeping the new one. */
  act: (work: () => Promise<void>) => Promise<void>;
  /** Asks the background to change the settings, and shows what it answers. */
  change: (patch: P) => Promise<void>;
}

export function useStoreSection<S, D, P = Partial<S>>(
  readSettings: () => Promise<S>,
  writeSettings: (patch: P) => Promise<S>,
  readData: () => Promise<D>,
): StoreSection<S, D, P> {
  const [settings, setSettings] = useState<S | null>(null);
  const [data, setData] = useState<D | null>(null);
  const [error, setError] = useState<unknown>(null);
  // The first read only: a new function each render must not read again.
  const readSettingsRef = useRef(readSettings);

  const reload = useCallback(() => {
    readData().then(setData, setError);
  }, [readData]);

  useEffect(() => {
    readSettingsRef.current().then(setSettings, setError);
    reload();
  }, [reload]);

  async function act(work: () => Promise<void>) {
    setError(null);
    try {
      await work();
    } catch (e) {
      setError(e);
    }
  }

  const change = (patch: P) => act(async () => setSettings(await writeSettings(patch)));
  return { settings, setSettings, data, reload, error, setError, act, change };
}
