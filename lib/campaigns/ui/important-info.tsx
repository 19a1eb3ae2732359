import { useLayoutEffect, useMemo, useRef } from 'preact/hooks';
import { t } from '../../core/i18n';
import { type MerchantHtml, sanitizeImportantInfo } from './sanitize-html';

/**
 * The campaign's important information: the merchant's words, in a frame of their own look that says whose they
 * are (sanitised, see sanitize-html.ts). Its images, audio and video load only when the person asks for each.
 */
export function ImportantInfo({ html, merchant }: { html: string; merchant: string }) {
  const clean = useMemo(() => sanitizeImportantInfo(html), [html]);
  const body = useRef<HTMLDivElement>(null);
  // The placeholders are buttons (a key press clicks them too): one listener on the text hears them all.
  useLayoutEffect(() => {
    const el = body.current;
    if (!el) return;
    const onClick = (event: MouseEvent) => loadMedia(event, el, clean);
    el.addEventListener('click', onClick);
    return () => el.removeEventListener('click', onClick);
  }, [clean]);
  if (clean.html.trim() === '') return <p class="muted">{t('optionsNoImportantInformation')}</p>;
  return (
    <figure class="merchant-text">
      <figcaption class="merchant-text-caption">
        <bdi>{t('optionsMerchantText', merchant)}</bdi>
      </figcaption>
      {clean.media.length > 0 && <p class="hint">{t('optionsMerchantMediaHint')}</p>}
      {/* Sanitised by sanitizeImportantInfo just above. */}
      <div ref={body} class="important-info" dangerouslySetInnerHTML={{ __html: clean.html }} />
    </figure>
  );
}

/** A placeholder activated: the medium it holds takes its place (with controls; nothing plays by itself). */
function loadMedia(event: MouseEvent, root: Element, clean: MerchantHtml): void {
  const button = (event.target as Element | null)?.closest?.('button[data-media]');
  if (!button || !root.contains(button)) return;
  const held = clean.media[Number(button.getAttribute('data-media'))];
  if (!held) return;
  // Parsed in an inert document, then adopted: the element was sanitised with the rest.
  const parsed = new DOMParser().parseFromString(`<!doctype html><body>${held.html}`, 'text/html').body
    .firstElementChild;
  if (!parsed) return;
  const element = document.importNode(parsed, true);
  button.replaceWith(element);
  if (element instanceof HTMLElement) {
    element.tabIndex = -1;
    element.focus();
  }
}
