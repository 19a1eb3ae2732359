import { useMemo } from 'preact/hooks';
import { t } from '../../../lib/i18n';
import { sanitizeImportantInfo } from './sanitize-html';

/** The campaign's important information, sanitised (see sanitize-html.ts). */
export function ImportantInfo({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeImportantInfo(html), [html]);
  if (clean.trim() === '') return <p class="muted">{t('optionsNoImportantInformation')}</p>;
  // Sanitised by sanitizeImportantInfo just above.
  return <div class="important-info" dangerouslySetInnerHTML={{ __html: clean }} />;
}
