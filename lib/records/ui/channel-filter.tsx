import { keyHasScope, useAccount } from '../../../components/account-context';
import { Field } from '../../../components/list/field';
import { IdFilter } from '../../../components/list/filter-fields';
import { useAllChannels } from '../../../components/use-all-channels';
import { t } from '../../core/i18n';

interface Props {
  value: string;
  onChange: (channelId: string) => void;
  error?: string;
}

/** "Channel": all the publisher's channels by name; a plain ID box when they cannot be listed (no read:channels). */
export function ChannelFilter({ value, onChange, error }: Props) {
  const canList = keyHasScope(useAccount(), 'read:channels');
  // Every channel, past the first 100; while they load, the select offers only "Any channel".
  const channels = useAllChannels(canList);
  const listed = canList && channels.error === undefined ? (channels.data ?? []) : undefined;

  if (!listed) {
    return <IdFilter label={t('recordsChannelId')} value={value} onChange={onChange} error={error} />;
  }
  return (
    <Field label={t('commonChannel')} error={error}>
      {(c) => (
        <select id={c.id} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
          <option value="">{t('recordsAnyChannel')}</option>
          {listed.map((ch) => (
            <option key={ch.id} value={String(ch.id)}>
              {ch.name}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
