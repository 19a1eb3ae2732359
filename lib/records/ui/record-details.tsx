// A row's detail: every field the API returned for the record, in the order it sent them, each named from its key
// and shown as sent (a table row holds only the fields that fit; the others were only in the CSV). Behind a
// disclosure named Details, one per row, so the list stays a list; the fields are drawn when it is opened (a page
// of 100 rows would otherwise hold thousands of them).
import { Fragment } from 'preact';
import { useState } from 'preact/hooks';
import { t } from '../../core/i18n';
import { fieldLabel, isScalar, scalarText } from './record-fields';

interface Props {
  record: object;
  /** Which record, for a screen reader: "of transaction #123". */
  target: string;
}

export function RecordDetails({ record, target }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <details class="record-details" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>
        {t('recordsDetails')}
        <span class="visually-hidden"> {target}</span>
      </summary>
      {open && (
        <dl class="key-values">
          {Object.entries(record).map(([key, value]) => (
            <Fragment key={key}>
              <dt>{fieldLabel(key)}</dt>
              <dd class="api-text">{isScalar(value) ? scalarText(value) : JSON.stringify(value)}</dd>
            </Fragment>
          ))}
        </dl>
      )}
    </details>
  );
}
