// Whether the component's first render has been painted: a page shows what the person came for in its first frame
// and renders what sits below it in the next (Preact runs effects after the browser paints).
import { useEffect, useState } from 'preact/hooks';

/**
 * `after`: what sits below waits for it as well (the popup's link, when it was not in the first frame), and is
 * rendered in the frame after the one that showed it.
 */
export function usePainted(after?: Promise<unknown>): boolean {
  const [arrived, setArrived] = useState(after === undefined);
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!after) return;
    let live = true;
    const arrive = () => live && setArrived(true);
    after.then(arrive, arrive);
    return () => {
      live = false;
    };
  }, []);
  useEffect(() => {
    if (arrived) setPainted(true);
  }, [arrived]);
  return painted;
}
