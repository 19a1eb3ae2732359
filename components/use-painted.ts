// Whether the component's first render has been painted: a page shows what the person came for in its first frame
// and renders what sits below it in the next (Preact runs effects after the browser paints).
import { useEffect, useState } from 'preact/hooks';

export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => setPainted(true), []);
  return painted;
}
