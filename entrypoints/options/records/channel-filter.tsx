import { keyHasScope, useAccount } from '../../../components/account-context';
import { Field } from '../../../components/list/field';
import { IdFilter } from '../../../components/list/filter-fields';
import { useApi } from '../../../components/send-context';
import { useRequest } from '../../../components/use-request';
import { PER_PAGE_MAX } from '../../../lib/api/endpoints';
import { t } from '../../../lib/i18n';

interface Props {
  value: string;
  onChange: (channelId: string) => void;
  error?: string;
}

/** "Channel": the publisher's channels by name; a plain ID box when they cannot be listed (no read:channels). */
export function ChannelFilter({ value, onChange, error }: Props) {
  const api = useApi();
  const canList = keyHasScope(useAccount(), 'read:channels');
  const channels = useRequest(() => api('listChannels', { per_page: PER_PAGE_MAX.listChannels }), [canList], canList);
  // While the channels load, the select offers only "Any channel".
  const listed = canList && channels.error === undefined ? (channels.data?.data ?? []) : undefined;

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
