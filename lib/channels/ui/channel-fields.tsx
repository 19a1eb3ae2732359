import { CHANNEL_CATEGORIES } from '../../core/api/enums';
import { CHANNEL_NAME_MAX } from '../../core/api/limits';
import { t } from '../../core/i18n';
import { type ChannelFieldErrors, characterCount } from './channel-checks';

export interface ChannelFieldValues {
  name: string;
  source_url: string;
  /** '' for no category. */
  category: string;
}

interface Props {
  idPrefix: string;
  values: ChannelFieldValues;
  onChange: (values: ChannelFieldValues) => void;
  errors: ChannelFieldErrors;
  /** Why the source URL cannot change; the field is disabled while this is set. */
  sourceUrlLocked?: string;
  /** False where a category cannot be taken away again (editing a channel that has one). */
  allowNoCategory?: boolean;
}

/** Name, Source URL and Category, shared by the add and edit forms (only one is shown at a time). */
export function ChannelFields({ idPrefix, values, onChange, errors, sourceUrlLocked, allowNoCategory = true }: Props) {
  const id = (field: string) => `${idPrefix}-${field}`;
  const count = characterCount(values.name.trim());
  const categories: string[] = [...CHANNEL_CATEGORIES];
  // A category the API sent that this client does not list stays selectable, so saving does not lose it.
  if (values.category && !categories.includes(values.category)) categories.push(values.category);

  return (
    <>
      <div class="field">
        <label for={id('name')}>{t('optionsName')}</label>
        <input
          id={id('name')}
          type="text"
          value={values.name}
          aria-invalid={errors.name ? 'true' : undefined}
          aria-describedby={`${id('name-hint')}${errors.name ? ` ${id('name-error')}` : ''}`}
          onInput={(e) => onChange({ ...values, name: e.currentTarget.value })}
        />
        <p id={id('name-hint')} class={count > CHANNEL_NAME_MAX ? 'hint over' : 'hint'}>
          {t('optionsCharactersUsed', count, CHANNEL_NAME_MAX)}
        </p>
        {errors.name && (
          <p id={id('name-error')} class="field-error" role="alert">
            {errors.name}
          </p>
        )}
      </div>
      <div class="field">
        <label for={id('source-url')}>{t('optionsSourceUrl')}</label>
        <input
          id={id('source-url')}
          type="url"
          value={values.source_url}
          disabled={sourceUrlLocked !== undefined}
          aria-invalid={errors.source_url ? 'true' : undefined}
          aria-describedby={`${id('source-url-hint')}${errors.source_url ? ` ${id('source-url-error')}` : ''}`}
          onInput={(e) => onChange({ ...values, source_url: e.currentTarget.value })}
        />
        <p id={id('source-url-hint')} class="hint">
          {sourceUrlLocked ?? t('optionsSourceUrlHint')}
        </p>
        {errors.source_url && (
          <p id={id('source-url-error')} class="field-error" role="alert">
            {errors.source_url}
          </p>
        )}
      </div>
      <div class="field">
        <label for={id('category')}>{t('optionsCategory')}</label>
        <select
          id={id('category')}
          value={values.category}
          onChange={(e) => onChange({ ...values, category: e.currentTarget.value })}
        >
          {allowNoCategory && <option value="">{t('optionsNoCategory')}</option>}
          {categories.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}

/** Moves focus to the first field with an error, so a keyboard or screen-reader user lands on it. */
export function focusFirstError(idPrefix: string, errors: ChannelFieldErrors): void {
  const field = errors.name ? 'name' : errors.source_url ? 'source-url' : null;
  if (field) document.getElementById(`${idPrefix}-${field}`)?.focus();
}
