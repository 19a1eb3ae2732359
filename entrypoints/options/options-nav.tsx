import { t } from '../../lib/i18n';
import { SECTIONS, type SectionId } from './routes';

/** Links to every section; the current one is marked for assistive technology too. */
export function OptionsNav({ current }: { current: SectionId | undefined }) {
  return (
    <nav class="options-nav" aria-label={t('optionsSections')}>
      <ul>
        {SECTIONS.map((s) => (
          <li key={s.id}>
            <a href={`#${s.id}`} aria-current={s.id === current ? 'page' : undefined}>
              {t(s.labelKey)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
