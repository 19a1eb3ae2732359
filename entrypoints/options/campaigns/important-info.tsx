import { useMemo } from 'preact/hooks';
import { t } from '../../../lib/i18n';
import { type MerchantHtml, sanitizeImportantInfo } from './sanitize-html';

/**
 * The campaign's important information: the merchant's words, in a frame of their own look that says whose they
 * are (sanitised, see sanitize-html.ts). Its images, audio and video load only when the person asks for each.
 */
export function ImportantInfo({ html, merchant }: { html: string; merchant: string }) {
  const clean = useMemo(() => sanitizeImportantInfo(html), [html]);
  if (clean.html.trim() === '') return <p class="muted">{t('optionsNoImportantInformation')}</p>;
  return (
    <figure class="merchant-text">
      <figcaption class="merchant-text-caption">
        <bdi>{t('optionsMerchantText', merchant)}</bdi>
      </figcaption>
      {clean.media.length > 0 && <p class="hint">{t('optionsMerchantMediaHint')}</p>}
      {/* Sanitised by sanitizeImportantInfo just above. */}
      <div
        class="important-info"
        onClick={(event) => loadMedia(event, clean)}
        dangerouslySetInnerHTML={{ __html: clean.html }}
      />
    </figure>
  );
}

/** A placeholder activated: the medium it holds takes its place (with controls; nothing plays by itself). */
function loadMedia(event: MouseEvent, clean: MerchantHtml): void {
  const button = (event.target as Element | null)?.closest?.('button[data-media]');
  if (!button || !(event.currentTarget as Element).contains(button)) return;
  const held = clean.media[Number(button.getAttribute('data-media'))];
  if (!held) return;
  // Parsed in an inert document, then adopted: the element was sanitised with the rest.
  const parsed = new DOMParser().parseFromString(`<!doctype html><body>${held.html}`, 'text/html').body.firstElementChild;
  if (!parsed) return;
  const element = document.importNode(parsed, true);
  button.replaceWith(element);
  if (element instanceof HTMLElement) {
    element.tabIndex = -1;
    element.focus();
  }
}
