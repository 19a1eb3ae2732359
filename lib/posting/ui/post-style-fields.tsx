// How a destination's posts read: the template, the disclosure and whether it is added, the hashtags.
import { StatusMessage } from '../../../components/status-message';
import { t } from '../../core/i18n';
import { TEMPLATE_VARIABLES } from '../caption';
import type { DestinationValues } from './destination-values';
import { fieldId as id } from './use-destination-form';

interface Props {
  values: DestinationValues;
  change: (patch: Partial<DestinationValues>) => void;
}

export function PostStyleFields({ values, change }: Props) {
  return (
    <>
      <div class="field">
        <label for={id('template')}>{t('destinationTemplate')}</label>
        <textarea
          id={id('template')}
          rows={6}
          value={values.template}
          aria-describedby={id('template-hint')}
          onInput={(e) => change({ template: e.currentTarget.value })}
        />
        <p id={id('template-hint')} class="hint">
          {t('destinationTemplateHint', TEMPLATE_VARIABLES.map((v) => `{${v}}`).join(' '))}
        </p>
      </div>
      <div class="field">
        <label for={id('disclosure')}>{t('destinationDisclosure')}</label>
        <input
          id={id('disclosure')}
          type="text"
          value={values.disclosure}
          aria-describedby={id('disclosure-hint')}
          onInput={(e) => change({ disclosure: e.currentTarget.value })}
        />
        <p id={id('disclosure-hint')} class="hint">
          {t('destinationDisclosureHint')}
        </p>
      </div>
      <div class="row">
        <input
          id={id('addDisclosure')}
          type="checkbox"
          checked={values.addDisclosure}
          onChange={(e) => change({ addDisclosure: e.currentTarget.checked })}
        />
        <label for={id('addDisclosure')}>{t('destinationAddDisclosure')}</label>
      </div>
      {!values.addDisclosure && <StatusMessage class="warning">{t('destinationDisclosureOffWarning')}</StatusMessage>}
      <div class="field">
        <label for={id('hashtags')}>{t('destinationHashtags')}</label>
        <input
          id={id('hashtags')}
          type="text"
          value={values.hashtags}
          onInput={(e) => change({ hashtags: e.currentTarget.value })}
        />
      </div>
    </>
  );
}
