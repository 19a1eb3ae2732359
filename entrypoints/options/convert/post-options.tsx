// Channel, Short links and Sub ID 1…5: the options every link of the post is converted with.
import { keyHasScope, useAccount } from '../../../components/account-context';
import { useApi } from '../../../components/send-context';
import { useRequest } from '../../../components/use-request';
import { PER_PAGE_MAX } from '../../../lib/api/endpoints';
import { t } from '../../../lib/i18n';
import { channelStatusWord } from '../../../lib/status-words';
import type { PostOptions } from './use-post-conversion';

export const SUB_ID_FIELDS = 5;

// An <option> holds text only: a channel name with direction controls goes between FSI and PDI (as in the popup),
// so the words after it keep their order. Kept here rather than imported from the popup, whose bundle must not
// share a chunk with the options page.
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;
const isolated = (name: string) => (BIDI_CONTROLS.test(name) ? `\u2068${name}\u2069` : name);

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
  const defaultChannel = list.find((c) => c.is_default);

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
          <option value="">
            {defaultChannel ? t('popupDefaultChannel', isolated(defaultChannel.name)) : t('popupDefaultChannelPlain')}
          </option>
          {list.map((c) => (
            <option key={c.id} value={String(c.id)} disabled={c.status !== 'approved'}>
              {`${isolated(c.name)} · ${channelStatusWord(c.status)}${c.is_default ? ` · ${t('popupDefaultMark')}` : ''}`}
            </option>
          ))}
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
