import { useEffect, useState } from 'preact/hooks';
import { browser } from '../../core/browser';

/** The host permissions the browser has given the extension, kept up to date (granted or removed elsewhere too). */
export function useGrantedOrigins(): ReadonlySet<string> {
  const [origins, setOrigins] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => {
    const permissions = browser.permissions;
    const read = () => {
      Promise.resolve()
        .then(() => permissions.getAll())
        .then((all) => setOrigins(new Set(all.origins ?? [])))
        .catch(() => undefined);
    };
    read();
    try {
      permissions.onAdded.addListener(read);
      permissions.onRemoved.addListener(read);
    } catch {
      return undefined;
    }
    return () => {
      permissions.onAdded.removeListener(read);
      permissions.onRemoved.removeListener(read);
    };
  }, []);
  return origins;
}
