// A component whose code loads on first use (a dynamic import): what the popup shows after the link, or only when
// asked, stays out of the code the popup must load before it can show the link.
import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';

/** What lazy parts wait for before their code loads (see `holdLazyLoads`). */
let held: Promise<unknown> = Promise.resolve();

/**
 * Lazy parts mounted from now on load their code only once `until` settles. The popup holds them until its link is
 * shown: a chunk compiled while the answer arrives delays painting it, and on a stopped worker takes CPU from the
 * worker's start.
 */
export function holdLazyLoads(until: Promise<unknown>): void {
  held = until.then(
    () => undefined,
    () => undefined,
  );
}

export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<unknown> | null = null;
  return function Lazy(props: P) {
    const [, setReady] = useState(loaded !== null);
    useEffect(() => {
      if (loaded) return;
      let live = true;
      loading ??= held.then(load).then((component) => {
        loaded = component;
      });
      // A failed load (an extension updated while its popup was open) leaves the part out rather than the popup.
      loading.then(
        () => live && setReady(true),
        () => {
          loading = null;
        },
      );
      return () => {
        live = false;
      };
    }, []);
    const Component = loaded;
    return Component ? <Component {...props} /> : null;
  };
}
