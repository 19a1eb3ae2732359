// Channel, Short links and Sub ID 1…5: the options every link of the post is converted with.
import { keyHasScope, useAccount } from '../../../components/account-context';
import { ChannelOptions } from '../../../components/channel-options';
import { useApi } from '../../../components/send-context';
import { useRequest } from '../../../components/use-request';
import { PER_PAGE_MAX } from '../../../lib/api/endpoints';
import { t } from '../../../lib/i18n';
import type { PostOptions } from './use-post-conversion';

export const SUB_ID_FIELDS = 5;

export function PostOptionsFields({
  options,
  disabled,
  onChange,
}: {
  options: PostOptions;
  disabled: boolean;
  onChange: (patch: Partial<PostOptions>) => void;
}) {
  const api = useApi();
  const canList = keyHasScope(useAccount(), 'read:channels');
  const channels = useRequest(() => api('listChannels', { per_page: PER_PAGE_MAX.listChannels }), [canList], canList);
  const list = channels.data?.data ?? [];

  return (
    <div class="post-options">
      <div class="field">
        <label for="post-channel">{t('commonChannel')}</label>
        <select
          id="post-channel"
          value={options.channelId === null ? '' : String(options.channelId)}
          disabled={disabled}
          onChange={(e) => {
            const v = e.currentTarget.value;
            onChange({ channelId: v === '' ? null : Number(v) });
          }}
        >
          <ChannelOptions channels={list} />
        </select>
      </div>
      <div class="row">
        <input
          id="post-short-links"
          type="checkbox"
          checked={options.shorten}
          disabled={disabled}
          onChange={(e) => onChange({ shorten: e.currentTarget.checked })}
        />
        <label for="post-short-links">{t('postShortLinks')}</label>
      </div>
      <fieldset class="sub-ids">
        <legend>{t('commonSubIds')}</legend>
        {Array.from({ length: SUB_ID_FIELDS }, (_, i) => (
          <div class="sub-id" key={i}>
            <label for={`post-sub-id-${i + 1}`}>{t('popupSubId', i + 1)}</label>
            <input
              id={`post-sub-id-${i + 1}`}
              type="text"
              value={options.subIds[i] ?? ''}
              disabled={disabled}
              autoComplete="off"
              spellcheck={false}
              onInput={(e) => {
                const subIds = Array.from({ length: SUB_ID_FIELDS }, (_, j) => options.subIds[j] ?? '');
                subIds[i] = e.currentTarget.value;
                onChange({ subIds });
              }}
            />
          </div>
        ))}
      </fieldset>
    </div>
  );
}
