import './convert.css';
import { RequireKey } from '../../../components/options/require-key';
import { Section } from '../../../components/options/section';
import { browser } from '../../core/browser';
import { t } from '../../core/i18n';
import { Converter } from './converter';
import type { RequestOrigins } from './use-post-conversion';

/** The browser's prompt for a store short-link host (called during the Convert all click). */
export const requestOrigins: RequestOrigins = (origins) => {
  try {
    return browser.permissions.request({ origins });
  } catch (e) {
    return Promise.reject(e);
  }
};

/** Options → Convert a post (`#convert`), and the whole of the side panel. */
export function ConvertSection({ request = requestOrigins }: { request?: RequestOrigins }) {
  return (
    <Section id="convert" title={t('postTitle')} class="convert-section" scope="write:links">
      <RequireKey>
        <Converter requestOrigins={request} />
      </RequireKey>
    </Section>
  );
}
