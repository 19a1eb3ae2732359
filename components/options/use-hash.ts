import { useEffect, useState } from 'preact/hooks';

/** The location hash, kept current as the person follows links or goes back and forward. */
export function useHash(): string {
  const [hash, setHash] = useState(() => window.location.hash);
  useEffect(() => {
    const onChange = () => setHash(window.location.hash);
    window.addEventListener('hashchange', onChange);
    // A hash set between the first render and this effect would otherwise be missed.
    onChange();
    return () => window.removeEventListener('hashchange', onChange);
  }, []);
  return hash;
}
