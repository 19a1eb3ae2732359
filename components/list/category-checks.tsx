// Several categories at once, as checkboxes behind a disclosure named for what it holds ("Categories").
import type { CategoryLookup } from '../../lib/core/api/schemas';
import { t } from '../../lib/core/i18n';
import type { RequestState } from '../use-request';

/** The chosen ids as the checkboxes hold them; a record in any of them matches (`category_ids[]`). */
export function CategoryChecks({
  chosen,
  categories,
  onChange,
}: {
  chosen: string[];
  categories: RequestState<CategoryLookup[]>;
  onChange: (ids: string[]) => void;
}) {
  const toggle = (id: string, on: boolean) => onChange(on ? [...chosen, id] : chosen.filter((c) => c !== id));
  return (
    <details class="field wide category-checks">
      <summary>{chosen.length === 0 ? t('commonCategoriesAny') : t('commonCategoriesChosen', chosen.length)}</summary>
      {categories.error !== undefined && (
        <p class="hint">
          {t('optionsCategoriesNotLoaded')}{' '}
          <button type="button" class="link" onClick={categories.reload}>
            {t('commonTryAgain')}
          </button>
        </p>
      )}
      <fieldset>
        <legend class="visually-hidden">{t('commonCategoriesLegend')}</legend>
        {(categories.data ?? []).map((c) => {
          const id = String(c.id);
          return (
            <label key={c.id} class="check">
              <input
                type="checkbox"
                checked={chosen.includes(id)}
                onChange={(e) => toggle(id, e.currentTarget.checked)}
              />{' '}
              {c.name}
            </label>
          );
        })}
      </fieldset>
      {chosen.length > 0 && (
        <button type="button" class="link" onClick={() => onChange([])}>
          {t('commonCategoriesClear')}
        </button>
      )}
    </details>
  );
}
