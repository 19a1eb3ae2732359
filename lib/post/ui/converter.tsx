// The post converter: the same in the options page (#convert) and in the browser's side panel. The post is the
// person's (kept as a draft, never changed by a failure); the converted post and the table follow from the run.
import { useEffect, useMemo, useState } from 'preact/hooks';
import { keyHasScope, useAccount } from '../../../components/account-context';
import { CopyButton } from '../../../components/copy-button';
import { useApi, useSend } from '../../../components/send-context';
import { StatusMessage } from '../../../components/status-message';
import { useRequest } from '../../../components/use-request';
import { PER_PAGE_MAX } from '../../core/api/endpoints';
import { t } from '../../core/i18n';
import { channelOfLink } from '../../core/link-verdict';
import { PostButton } from '../../posting/ui/post-button';
import { loadPostChoices, savePostChoices } from '../choices';
import { type NetworkHosts, NO_NETWORK_HOSTS } from '../classify-link';
import { convertedPages, convertedPost, type LinkRow, mayNotEarnCount, preparePost, rowsToSend } from '../link-rows';
import { POST_LINKS_MAX } from '../post-limits';
import { shortLinkPermission } from '../short-link-hosts';
import { LinksTable } from './links-table';
import { NetworkHostsList } from './network-hosts-list';
import { PostOptionsFields, SUB_ID_FIELDS } from './post-options';
import { useGrantedOrigins } from './use-granted-origins';
import { type PostOptions, type RequestOrigins, usePostConversion } from './use-post-conversion';
import { usePostDraft } from './use-post-draft';

const BLANK_OPTIONS: PostOptions = { channelId: null, shorten: false, subIds: Array(SUB_ID_FIELDS).fill('') };

export function Converter({ requestOrigins }: { requestOrigins: RequestOrigins }) {
  const send = useSend();
  const draft = usePostDraft();
  const api = useApi();
  const canList = keyHasScope(useAccount(), 'read:channels');
  const channels = useRequest(() => api('listChannels', { per_page: PER_PAGE_MAX.listChannels }), [canList], canList);
  const channelList = channels.data?.data ?? [];
  const [options, setOptions] = useState<PostOptions>(BLANK_OPTIONS);
  const [hosts, setHosts] = useState<NetworkHosts>(NO_NETWORK_HOSTS);
  const granted = useGrantedOrigins();
  const conversion = usePostConversion(send, requestOrigins);
  const { run, running, problem } = conversion;

  // Channel and Short links as last chosen (or Short links by default), in the options page and the side panel alike.
  useEffect(() => {
    let live = true;
    loadPostChoices()
      .then((choices) => live && setOptions((o) => ({ ...o, ...choices })))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  function changeOptions(patch: Partial<PostOptions>) {
    setOptions((o) => {
      const next = { ...o, ...patch };
      if ('channelId' in patch || 'shorten' in patch) {
        void savePostChoices({ channelId: next.channelId, shorten: next.shorten }).catch(() => undefined);
      }
      return next;
    });
  }

  const refreshHosts = () => {
    send('post.networkHosts', {})
      .then(setHosts)
      .catch(() => undefined);
  };
  useEffect(refreshHosts, []);

  // The post's short-link hosts the browser has not allowed yet: said before Convert all asks for them.
  const unallowed = useMemo(() => shortHostsToAsk(draft.text, hosts, granted), [draft.text, hosts, granted]);

  function convertAll() {
    const judged = { channel: channelOfLink(channelList, options.channelId), subIds: options.subIds };
    void conversion.start(draft.text, options, hosts, judged, granted).then((finished) => {
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
        <PostOptionsFields options={options} channels={channelList} disabled={running} onChange={changeOptions} />
        {unallowed.length > 0 && <StatusMessage>{t('postShortLinksExplain', unallowed.join(', '))}</StatusMessage>}
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
          <div class="actions">
            <CopyButton text={output} label={t('postCopyPost')} copiedMessage={t('postCopied')} />
            <PostButton
              source={output && !running && run ? { kind: 'text', text: output, pages: convertedPages(run) } : null}
            />
          </div>
          <LinksTable rows={run.rows} busy={running} onRetry={conversion.retry} />
        </div>
      )}
      <NetworkHostsList hosts={hosts} onCleared={setHosts} />
    </div>
  );
}

function shortHostsToAsk(text: string, hosts: NetworkHosts, granted: ReadonlySet<string>): string[] {
  if (!text.trim()) return [];
  const prepared = preparePost(text, hosts);
  if (!prepared.ok) return [];
  const out = new Set<string>();
  for (const row of prepared.run.rows) {
    if (row.plan.action !== 'expand') continue;
    const url = new URL(row.plan.url);
    if (!granted.has(shortLinkPermission(url))) out.add(url.hostname);
  }
  return [...out];
}

function summary(rows: readonly LinkRow[]): string {
  const count = (o: string) => rows.filter((r) => r.outcome === o).length;
  const mayNot = mayNotEarnCount(rows);
  return t(
    mayNot > 0 ? 'postSummaryMayNotEarn' : 'postSummary',
    count('converted'),
    rows.length,
    count('not_affiliated') + count('no_campaign'),
    count('skipped'),
    count('failed'),
    mayNot,
  );
}
