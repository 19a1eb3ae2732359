// The product of the page the popup is about, read once as the dialog opens (read-page-product.ts); `settled` once
// the read is over, found or not. Without a page to read (the options page's dialogs), settled at once.
import { useEffect, useState } from 'preact/hooks';
import type { PageProduct } from '../product/product-of-page';
import { readPageProduct } from './read-page-product';

export function usePageProduct(pageUrl: string | undefined) {
  const [product, setProduct] = useState<PageProduct | null>(null);
  const [settled, setSettled] = useState(pageUrl === undefined);
  useEffect(() => {
    if (pageUrl === undefined) return;
    let live = true;
    readPageProduct(pageUrl).then((found) => {
      if (!live) return;
      setProduct(found);
      setSettled(true);
    });
    return () => {
      live = false;
    };
  }, [pageUrl]);
  return { product, settled };
}
