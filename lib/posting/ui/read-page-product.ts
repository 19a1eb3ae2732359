// The product of the page the popup is about, read once when the Post dialog opens from the popup (the person's
// gesture): the tab showing that page (the toolbar popup's active tab, whose `activeTab` grant lets the script run;
// or, for the popup opened in a tab, the tab showing the page), one `scripting.executeScript` of
// product/read-page-script.ts in its top frame, and the answer judged in product/product-of-page.ts. No content
// script, nothing kept. Null when there is no such tab, the browser refuses, or the page says nothing.
import { browser } from '../../core/browser';
import { type PageProduct, productOfPage } from '../product/product-of-page';
import { readPageForProduct } from '../product/read-page-script';

export const PAGE_READ_LIMIT_MS = 3000;

const withoutHash = (url: string | undefined) => (url ?? '').replace(/#.*$/, '');

/** The tab showing `pageUrl`: the active one of the current window first, else the last used of the others. */
async function tabShowing(pageUrl: string): Promise<number | null> {
  const wanted = withoutHash(pageUrl);
  const [active] = await browser.tabs.query({ active: true, currentWindow: true });
  if (active?.id !== undefined && withoutHash(active.url) === wanted) return active.id;
  const all = await browser.tabs.query({});
  const showing = all
    .filter((tab) => tab.id !== undefined && withoutHash(tab.url) === wanted)
    .sort((a, b) => (b.lastAccessed ?? 0) - (a.lastAccessed ?? 0));
  return showing[0]?.id ?? null;
}

async function read(pageUrl: string): Promise<PageProduct | null> {
  const tabId = await tabShowing(pageUrl);
  if (tabId === null) return null;
  const [first] = await browser.scripting.executeScript({ target: { tabId }, func: readPageForProduct });
  return productOfPage(first?.result, pageUrl, new Date());
}

export async function readPageProduct(pageUrl: string): Promise<PageProduct | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), PAGE_READ_LIMIT_MS);
  });
  try {
    return await Promise.race([read(pageUrl).catch(() => null), late]);
  } finally {
    clearTimeout(timer);
  }
}
