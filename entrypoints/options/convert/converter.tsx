// The post converter: the same in the options page (#convert) and in the browser's side panel. The post is the
// person's (kept as a draft, never changed by a failure); the converted post and the table follow from the run.
import { useEffect, useState } from 'preact/hooks';
import { CopyButton } from '../../../components/copy-button';
import { useSend } from '../../../components/send-context';
import { StatusMessage } from '../../../components/status-message';
import { t } from '../../../lib/i18n';
import { type NetworkHosts, NO_NETWORK_HOSTS } from '../../../lib/post/classify-link';
import { convertedPost, POST_LINKS_MAX, rowsToSend } from '../../../lib/post/link-rows';
import { loadNetworkHosts } from '../../../lib/post/network-hosts';
import { LinksTable } from './links-table';
import { PostOptionsFields, SUB_ID_FIELDS } from './post-options';
import { type PostOptions, type RequestOrigins, usePostConversion } from './use-post-conversion';
import { usePostDraft } from './use-post-draft';

const BLANK_OPTIONS: PostOptions = { channelId: null, shorten: false, subIds: Array(SUB_ID_FIELDS).fill('') };

export function Converter({ requestOrigins }: { requestOrigins: RequestOrigins }) {
  const send = useSend();
  const draft = usePostDraft();
  const [options, setOptions] = useState<PostOptions>(BLANK_OPTIONS);
  const [hosts, setHosts] = useState<NetworkHosts>(NO_NETWORK_HOSTS);
  const conversion = usePostConversion(send, requestOrigins);
  const { run, running, problem } = conversion;

  const refreshHosts = () => {
    loadNetworkHosts()
      .then(setHosts)
      .catch(() => undefined);
  };
  useEffect(refreshHosts, []);

  function convertAll() {
    void conversion.start(draft.text, options, hosts).then((finished) => {
      refreshHosts();
      // Converted: the draft has done its job. Anything failed: the post stays kept for another try.
      if (finished && !finished.rows.some((r) => r.outcome === 'failed')) draft.forget(false);
    });
  }

  const toSend = run ? rowsToSend(run) : [];
  const done = toSend.filter((r) => r.state === 'done').length;
  const output = run ? convertedPost(run) : '';

  return (
    <div class="converter">
      <form
        class="converter-form"
        onSubmit={(e) => {
          e.preventDefault();
          if (!running) convertAll();
        }}
      >
        <div class="field">
          <label for="post-text">{t('postPostLabel')}</label>
          <textarea
            id="post-text"
            rows={10}
            value={draft.text}
            spellcheck={false}
            placeholder={t('postPostPlaceholder')}
            onInput={(e) => draft.change(e.currentTarget.value)}
          />
          <span class="hint muted">{t('postPostHint', POST_LINKS_MAX)}</span>
        </div>
        <PostOptionsFields
          options={options}
          disabled={running}
          onChange={(patch) => setOptions((o) => ({ ...o, ...patch }))}
        />
        <div class="converter-actions">
          <button type="submit" class="primary" disabled={running || draft.text.trim() === ''}>
            {t('postConvertAll')}
          </button>
          {running && (
            <button type="button" onClick={conversion.cancel}>
              {t('postCancel')}
            </button>
          )}
          <button
            type="button"
            disabled={running || (draft.text === '' && !run)}
            onClick={() => {
              conversion.reset();
              draft.forget(true);
            }}
          >
            {t('postClear')}
          </button>
        </div>
      </form>

      {problem?.problem === 'too_many' && (
        <div class="alert" role="alert">
          <p>{t('postTooManyLinks', problem.count, POST_LINKS_MAX)}</p>
        </div>
      )}
      {problem?.problem === 'no_links' && <StatusMessage>{t('postNoLinks')}</StatusMessage>}

      {run && (
        <div class="converter-results">
          {running && (
            <div class="converter-progress">
              <progress aria-label={t('postProgress')} max={Math.max(toSend.length, 1)} value={done} />
              <span class="muted">{t('postProgressCount', done, toSend.length)}</span>
            </div>
          )}
          {!running && <StatusMessage>{summary(run.rows)}</StatusMessage>}
          <div class="field">
            <label for="post-converted">{t('postConvertedLabel')}</label>
            <textarea id="post-converted" rows={10} readOnly value={output} spellcheck={false} />
          </div>
          <CopyButton text={output} label={t('postCopyPost')} copiedMessage={t('postCopied')} />
          <LinksTable rows={run.rows} busy={running} onRetry={conversion.retry} />
        </div>
      )}
    </div>
  );
}

function summary(rows: readonly { outcome?: string }[]): string {
  const count = (o: string) => rows.filter((r) => r.outcome === o).length;
  return t(
    'postSummary',
    count('converted'),
    rows.length,
    count('not_affiliated') + count('no_campaign'),
    count('skipped'),
    count('failed'),
  );
}
