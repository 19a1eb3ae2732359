// A ready-to-post text: title, description and the affiliate link, optionally rewritten as marketing copy by AI.
import { useRef, useState } from 'preact/hooks';
import { CopyButton } from '../../../components/copy-button';
import { ErrorAlert, toApiError } from '../../../components/error-alert';
import { useSend } from '../../../components/send-context';
import { StatusMessage } from '../../../components/status-message';
import { isInputProblem } from '../../core/api/errors';
import type { MonetizeResult } from '../../core/api/schemas';
import { t } from '../../core/i18n';
import type { LinkOptions } from '../../core/model';
import { ShareLinks } from './share-links';
import { refusedLinkMessage, shownLink } from './shown-link';

interface Props {
  url: string;
  /** The tab's title, to start from; the person's own text is never replaced. */
  initialTitle: string;
  /** The link options the Affiliate link uses, so the post carries the same channel, sub IDs and short link. */
  options: Required<LinkOptions> | null;
}

interface Outcome {
  result: MonetizeResult;
  askedAi: boolean;
  shorten: boolean;
}

/** Title, the description when there is one, and the link, a blank line apart. */
export function postText(title: string, description: string | undefined, link: string): string {
  return [title.trim(), description?.trim() ?? '', link].filter((part) => part !== '').join('\n\n');
}

export function MonetizeForm({ url, initialTitle, options }: Props) {
  const send = useSend();
  const [title, setTitle] = useState(initialTitle);
  const [description, setDescription] = useState('');
  const [rewrite, setRewrite] = useState(false);
  const [titleMissing, setTitleMissing] = useState(false);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [error, setError] = useState<unknown>(undefined);
  const titleRef = useRef<HTMLInputElement>(null);
  const seq = useRef(0);

  async function submit(event?: Event) {
    event?.preventDefault();
    if (title.trim() === '') {
      setTitleMissing(true);
      titleRef.current?.focus();
      return;
    }
    setTitleMissing(false);
    const mine = ++seq.current;
    const askedAi = rewrite;
    const text = description.trim();
    setSending(true);
    setError(undefined);
    try {
      const result = await send('link.monetize', {
        url,
        title: title.trim(),
        ...(text ? { description: text } : {}),
        rewriteWithAi: askedAi,
        ...(options ?? {}),
      });
      if (mine !== seq.current) return;
      // Without options of its own the background used the remembered ones; a short link in the answer tells which.
      setOutcome({ result, askedAi, shorten: options ? options.shorten : result.short_url !== undefined });
    } catch (e) {
      if (mine !== seq.current) return;
      setError(e);
      setOutcome(null);
    } finally {
      if (mine === seq.current) setSending(false);
    }
  }

  const shown = outcome ? shownLink({ ...outcome.result, used: { shorten: outcome.shorten } }) : null;
  const post = outcome && shown?.href ? postText(outcome.result.title, outcome.result.description, shown.href) : '';
  const e = error === undefined ? null : toApiError(error);

  return (
    <form class="monetize" onSubmit={submit} noValidate>
      <div class="field">
        <label for="post-title">{t('popupPostTitle')}</label>
        <input
          id="post-title"
          ref={titleRef}
          type="text"
          value={title}
          aria-invalid={titleMissing}
          aria-describedby={titleMissing ? 'post-title-missing' : undefined}
          onInput={(ev) => {
            setTitle(ev.currentTarget.value);
            if (ev.currentTarget.value.trim() !== '') setTitleMissing(false);
          }}
        />
        {titleMissing && (
          <p id="post-title-missing" class="field-error" role="alert">
            {t('apiPostTitleRequired')}
          </p>
        )}
      </div>
      <div class="field">
        <label for="post-description">{t('popupPostDescription')}</label>
        <textarea
          id="post-description"
          rows={2}
          value={description}
          onInput={(ev) => setDescription(ev.currentTarget.value)}
        />
      </div>
      <div class="row">
        <input
          id="rewrite-ai"
          type="checkbox"
          checked={rewrite}
          onChange={(ev) => setRewrite(ev.currentTarget.checked)}
        />
        <label for="rewrite-ai">{t('popupRewriteWithAi')}</label>
      </div>
      <div class="actions">
        <button type="submit" class="primary" disabled={sending}>
          {t('popupMonetize')}
        </button>
        {sending && <span class="muted small">{rewrite ? t('popupWritingPostWithAi') : t('popupMakingPost')}</span>}
      </div>
      {e && e.kind !== 'no_key' && (
        <ErrorAlert
          error={e}
          onRetry={isInputProblem(e) ? undefined : () => submit()}
          accountHref="options.html#account"
        />
      )}
      {shown?.refused !== null && shown?.refused !== undefined && (
        <ErrorAlert error={{ kind: 'bad_response', message: refusedLinkMessage(shown.refused, shown.refusedFor) }} />
      )}
      {outcome && shown?.href && (
        <>
          {outcome.askedAi && !outcome.result.ai_rewritten && (
            <StatusMessage>{t('popupAiRewriteNotApplied')}</StatusMessage>
          )}
          <label for="post-text">{t('popupPostText')}</label>
          <textarea id="post-text" class="post-text" readOnly rows={5} value={post} />
          <CopyButton text={post} label={t('popupCopyPostText')} />
          <ShareLinks text={post} post />
          {shown.insecure && <StatusMessage class="insecure-link">{t('popupLinkNotEncrypted')}</StatusMessage>}
          {!outcome.result.affiliated && <StatusMessage>{t('popupPostLinkNoEarn')}</StatusMessage>}
        </>
      )}
    </form>
  );
}
