// Firefox's Reader View shows a web page at `about:reader?url=<the page's address>`: the tab's url is then that
// about: address, though the person is reading the merchant's page. Chrome has no such wrapper.

const READER_PREFIX = 'about:reader?';

/** The address of the page a tab shows: the page inside Firefox's Reader View, else `url` itself. */
export function shownPageUrl<T extends string | undefined>(url: T): T | string {
  if (!url?.startsWith(READER_PREFIX)) return url;
  const inner = new URLSearchParams(url.slice(READER_PREFIX.length)).get('url');
  // Only a web page counts; anything else stays the about: page it is (and cannot carry a link).
  return inner && /^https?:\/\//i.test(inner) ? inner : url;
}
