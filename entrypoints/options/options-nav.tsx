import { NAV_GROUPS } from '../../components/options/routes';
import { t } from '../../lib/core/i18n';
import { SECTIONS } from './sections';

/**
 * Links to every section, in groups by what a publisher does (post, earn, set up): each group a list named by its
 * heading, so a screen reader announces "Earn, list, 6 items"; the current link is marked for assistive technology.
 * Every link is in the tab order.
 */
export function OptionsNav({ current }: { current: string | undefined }) {
  return (
    <nav class="options-nav" aria-label={t('optionsSections')}>
      {NAV_GROUPS.map((g) => (
        <div class="nav-group" key={g.id}>
          <span class="nav-group-label" id={`nav-group-${g.id}`}>
            {t(g.labelKey)}
          </span>
          <ul aria-labelledby={`nav-group-${g.id}`}>
            {SECTIONS.filter((s) => s.group === g.id).map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`} aria-current={s.id === current ? 'page' : undefined}>
                  {t(s.labelKey)}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
