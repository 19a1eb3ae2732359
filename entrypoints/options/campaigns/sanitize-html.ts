// The campaign's `important_info_html` comes from the network (and, through it, from advertisers): it is
// sanitised before it touches the page. Only plain formatting survives; links are http(s) only and open in a
// new tab without access to this page.
import DOMPurify, { type Config } from 'dompurify';
import { safeHttpUrl } from '../../../components/safe-url';

const FORBID_TAGS = [
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'link',
  'meta',
  'base',
  'template',
  'noscript',
  'svg',
  'math',
];
const FORBID_ATTR = ['style', 'srcset', 'action', 'formaction', 'xlink:href', 'target'];
/** Attributes holding a URL: kept only when the URL is absolute http(s). */
const URL_ATTRS = ['href', 'src', 'poster', 'cite', 'background', 'data'];

const CONFIG: Config = {
  FORBID_TAGS,
  FORBID_ATTR,
  ALLOW_DATA_ATTR: false,
  ALLOWED_URI_REGEXP: /^https?:/i,
};

let purifier: ReturnType<typeof DOMPurify> | undefined;

/** Safe HTML for `dangerouslySetInnerHTML`; where the browser cannot sanitise, the text is escaped instead. */
export function sanitizeImportantInfo(html: string): string {
  purifier ??= DOMPurify(window);
  if (!purifier.isSupported) return escapeHtml(html);
  const purified = purifier.sanitize(html, CONFIG) as string;
  // A second pass over DOMPurify's output, in an inert document (nothing loads or runs there), applies this
  // page's own rules: it states them in one place, and holds even where DOMPurify meets a DOM it handles
  // imperfectly (happy-dom, for one, leaves some attributes alone).
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${purified}`, 'text/html');
  enforcePolicy(doc.body);
  return doc.body.innerHTML;
}

function enforcePolicy(root: Element): void {
  for (const el of Array.from(root.querySelectorAll('*'))) {
    if (FORBID_TAGS.includes(el.localName)) {
      el.remove();
      continue;
    }
    for (const name of el.getAttributeNames()) {
      const lower = name.toLowerCase();
      if (lower.startsWith('on') || FORBID_ATTR.includes(lower)) el.removeAttribute(name);
      else if (URL_ATTRS.includes(lower)) {
        const url = safeHttpUrl(el.getAttribute(name));
        if (url) el.setAttribute(name, url);
        else el.removeAttribute(name);
      }
    }
    if (el.localName === 'a' && el.hasAttribute('href')) {
      el.setAttribute('target', '_blank');
      el.setAttribute('rel', 'noopener noreferrer');
    }
  }
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
