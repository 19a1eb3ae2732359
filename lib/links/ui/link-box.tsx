// The affiliate link itself: the read-only box, Copy, the QR code, and what to know about the link.

import { useState } from 'preact/hooks';
import { CopyButton } from '../../../components/copy-button';
import { ErrorAlert } from '../../../components/error-alert';
import { lazyComponent } from '../../../components/lazy';
import { StatusMessage } from '../../../components/status-message';
import { removedTagNote } from '../../core/foreign-params';
import { t } from '../../core/i18n';
import type { ConvertResponse } from '../../protocol';
import { QrThumbButton, ShareArea, ShareButton } from './qr-code';
import { notEarningReason, refusedLinkMessage, shownLink } from './shown-link';

// The Post button and its dialog load after the link is shown: not in the popup's first bundle.
const PostButton = lazyComponent(() => import('../../posting/ui/post-button').then((m) => m.PostButton));

interface Props {
  /** The newest answer; ignored once a newer request failed. */
  result: ConvertResponse | undefined;
  error: unknown;
  busy: boolean;
  onRetry: () => void;
  /** The matched campaign's access status, when known, to say why a link would not earn. */
  accessStatus: string | null | undefined;
  /** Whether the link as chosen earns (see link-verdict.ts): a link that will not earn looks different. */
  outcome: 'earns' | 'mayNot' | 'wont' | null;
  /** Say here why a link will not earn; false when the campaign section already says it. */
  explainNoEarn?: boolean;
  /** Key problems are shown once at the top of the popup, not again here. */
  showError: boolean;
  /** The link shown was copied (the link history records it). */
  onCopied?: (link: string, used: ConvertResponse['used']) => void;
  /** The page the popup is about and its tab's title: Post reads the page's product from its tab. */
  page?: { url: string; title: string };
}

export function LinkBox({
  result,
  error,
  busy,
  onRetry,
  accessStatus,
  outcome,
  explainNoEarn = true,
  showError,
  onCopied,
  page,
}: Props) {
  // After a failed request the older link no longer matches the chosen options: show none rather than a wrong one.
  const current = error === undefined ? result : undefined;
  const shown = current ? shownLink(current) : null;
  const href = shown?.href ?? '';
  const [shareOpen, setShareOpen] = useState(false);
  const shareText = busy ? '' : href;
  const toggleShare = () => setShareOpen(!shareOpen);
  return (
    <div class={`link-box outcome-${current && !current.affiliated ? 'wont' : (outcome ?? 'unknown')}`}>
      <div class="label-row">
        <label for="affiliate-link">{t('popupAffiliateLink')}</label>
        {busy && (
          <span class="muted small" aria-live="polite">
            {result ? t('popupUpdating') : t('popupConverting')}
          </span>
        )}
      </div>
      <div class="link-row">
        <textarea
          id="affiliate-link"
          class="link-text"
          readOnly
          rows={3}
          value={href}
          aria-busy={busy}
          placeholder={busy ? t('popupConverting') : ''}
          onFocus={(e) => e.currentTarget.select()}
        />
        <QrThumbButton text={shareText} open={shareOpen} onToggle={toggleShare} />
      </div>
      <div class="actions">
        {/* Not while a newer link is on its way: the old one would carry the old options. */}
        <CopyButton
          text={busy ? '' : href}
          label={t('commonCopy')}
          primary
          onCopied={() => current && onCopied?.(href, current.used)}
        />
        <ShareButton text={shareText} open={shareOpen} onToggle={toggleShare} />
        <ShareArea text={shareText} open={shareOpen} />
        <PostButton
          source={
            current && href && !busy
              ? { kind: 'link', url: current.original_url, ...(page?.title ? { title: page.title } : {}) }
              : null
          }
          readPage={page?.url}
        />
      </div>
      {error !== undefined && showError && (
        <ErrorAlert error={error} onRetry={onRetry} accountHref="options.html#account" />
      )}
      {shown?.refused !== null && shown?.refused !== undefined && (
        <ErrorAlert
          error={{ kind: 'bad_response', message: refusedLinkMessage(shown.refused, shown.refusedFor) }}
          onRetry={onRetry}
        />
      )}
      {current?.removedParams?.length ? (
        <StatusMessage class="removed-tag">{removedTagNote(current.removedParams)}</StatusMessage>
      ) : null}
      {shown?.insecure && <StatusMessage class="insecure-link">{t('popupLinkNotEncrypted')}</StatusMessage>}
      {shown?.shortMissing && href && <StatusMessage>{t('popupNoShortLink')}</StatusMessage>}
      {current && !current.affiliated && explainNoEarn && (
        <StatusMessage class="not-earning">{notEarningReason(current.campaign !== null, accessStatus)}</StatusMessage>
      )}
    </div>
  );
}
