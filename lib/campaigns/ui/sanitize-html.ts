// The campaign's `important_info_html` comes from the network (and, through it, from advertisers): it is
// sanitised before it touches the page. Only plain formatting survives (a list of tags and attributes: nothing
// that draws a box of its own, such as `<dialog open>`, `popover` or `<details open>`); links are http(s) only and open in a
// new tab without access to this page. Nothing of it can take our look or our voice: `class`, `id`, `role`,
// `aria-*` and `style` go (a campaign once drew a `role="alert"` in our alert style). Remote images, audio and video
// would tell their host the publisher opened the page: each becomes a placeholder, and its element (sanitised, never
// autoplaying) is kept aside for the page to put in its place when the person asks for it.
import DOMPurify, { type Config } from 'dompurify';
import { safeHttpUrl } from '../../../components/safe-url';
import { t } from '../../core/i18n';

/** Plain formatting, lists, tables, links, and the media that are held back: nothing else is drawn. No `dialog`,
 * `details`, `popover` or anything that can draw a box of its own outside the merchant's frame. */
const ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'del',
  'ins',
  'small',
  'sub',
  'sup',
  'mark',
  'code',
  'pre',
  'blockquote',
  'span',
  'div',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'a',
  'img',
  'video',
  'audio',
  'source',
];
/** Attributes that say what the text is, never how or where it is drawn. */
const ALLOWED_ATTR = ['href', 'src', 'alt', 'title', 'poster', 'cite', 'colspan', 'rowspan', 'start', 'reversed'];
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
const FORBID_ATTR = [
  'style',
  'class',
  'id',
  'name',
  'role',
  'tabindex',
  'accesskey',
  'contenteditable',
  'autofocus',
  'autoplay',
  'ping',
  'background',
  'lowsrc',
  'dynsrc',
  'srcset',
  'imagesrcset',
  'action',
  'formaction',
  'xlink:href',
  'target',
];
/** Attributes holding a URL: kept only when the URL is absolute http(s). */
const URL_ATTRS = ['href', 'src', 'poster', 'cite', 'data'];
/** Elements that load from their host as soon as they are in the page. */
const MEDIA = { img: 'image', video: 'video', audio: 'audio' } as const;
export type MediaKind = (typeof MEDIA)[keyof typeof MEDIA];

const CONFIG: Config = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  FORBID_TAGS,
  FORBID_ATTR,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOWED_URI_REGEXP: /^https?:/i,
};

/** An image, audio or video of the merchant's text, held back until asked for. */
export interface HeldMedia {
  kind: MediaKind;
  /** The host it would load from. */
  host: string;
  /** Its sanitised element, never autoplaying. */
  html: string;
}

export interface MerchantHtml {
  /** Safe HTML for `dangerouslySetInnerHTML`; each held medium is a `<button data-media="i">` placeholder. */
  html: string;
  media: HeldMedia[];
}

let purifier: ReturnType<typeof DOMPurify> | undefined;

/** The merchant's HTML made safe; where the browser cannot sanitise, the text is escaped instead. */
export function sanitizeImportantInfo(html: string): MerchantHtml {
  purifier ??= DOMPurify(window);
  if (!purifier.isSupported) return { html: escapeHtml(html), media: [] };
  const purified = purifier.sanitize(html, CONFIG) as string;
  // A second pass over DOMPurify's output, in an inert document (nothing loads or runs there), applies this
  // page's own rules: it states them in one place, and holds even where DOMPurify meets a DOM it handles
  // imperfectly (happy-dom, for one, leaves some attributes alone).
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${purified}`, 'text/html');
  enforcePolicy(doc.body);
  const media = holdMedia(doc);
  return { html: doc.body.innerHTML, media };
}

/** Replaces each image, audio and video by a placeholder button; sources elsewhere (`<source>`, `<track>`) go. */
function holdMedia(doc: Document): HeldMedia[] {
  const held: HeldMedia[] = [];
  // Outermost first: a video's fallback image goes with the video.
  for (const el of Array.from(doc.body.querySelectorAll('video, audio, img'))) {
    if (!el.isConnected) continue;
    const kind = MEDIA[el.localName as keyof typeof MEDIA];
    const src = el.getAttribute('src') ?? el.querySelector('source[src]')?.getAttribute('src') ?? null;
    const host = src ? new URL(src).host : null;
    if (!host) {
      // Nothing to load: an image's words stay (its alt text); anything else goes.
      el.replaceWith(el.localName === 'img' ? (el.getAttribute('alt') ?? '') : '');
      continue;
    }
    if (kind !== 'image') {
      el.setAttribute('controls', '');
      el.setAttribute('preload', 'metadata');
    }
    const button = doc.createElement('button');
    button.type = 'button';
    button.setAttribute('data-media', String(held.length));
    const alt = el.getAttribute('alt')?.trim();
    button.textContent = mediaLabel(kind, host, alt);
    held.push({ kind, host, html: el.outerHTML });
    el.replaceWith(button);
  }
  for (const el of Array.from(doc.body.querySelectorAll('source, track'))) el.remove();
  return held;
}

function mediaLabel(kind: MediaKind, host: string, alt: string | undefined): string {
  if (kind === 'video') return t('optionsLoadVideo', host);
  if (kind === 'audio') return t('optionsLoadAudio', host);
  return alt ? t('optionsLoadImageNamed', alt, host) : t('optionsLoadImage', host);
}

function enforcePolicy(root: Element): void {
  for (const el of Array.from(root.querySelectorAll('*'))) {
    if (FORBID_TAGS.includes(el.localName)) {
      el.remove();
      continue;
    }
    // Any other element not on the list (a `<dialog open>`, `<details open>`) gives way to its words.
    if (!ALLOWED_TAGS.includes(el.localName)) {
      el.replaceWith(...Array.from(el.childNodes));
      continue;
    }
    for (const name of el.getAttributeNames()) {
      const lower = name.toLowerCase();
      if (
        !ALLOWED_ATTR.includes(lower) ||
        lower.startsWith('on') ||
        lower.startsWith('aria-') ||
        lower.startsWith('data-') ||
        FORBID_ATTR.includes(lower)
      ) {
        el.removeAttribute(name);
      } else if (URL_ATTRS.includes(lower)) {
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
