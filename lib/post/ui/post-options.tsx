// Channel, Short links and Sub ID 1…5: the options every link of the post is converted with.
import { ChannelOptions } from '../../../components/channel-options';
import type { Channel } from '../../core/api/schemas';
import { t } from '../../core/i18n';
import type { PostOptions } from './use-post-conversion';

export const SUB_ID_FIELDS = 5;

export function PostOptionsFields({
  options,
  channels: list,
  disabled,
  onChange,
}: {
  options: PostOptions;
  channels: readonly Channel[];
  disabled: boolean;
  onChange: (patch: Partial<PostOptions>) => void;
}) {
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
