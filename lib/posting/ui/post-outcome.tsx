// What came of the Post dialog's last action: Posted to (with Open post where the chat is public), the duplicate
// guard's alert, Added to the queue, a follow-up that failed, a note, Open WhatsApp, or the failure itself.
import { ErrorAlert } from '../../../components/error-alert';
import { StatusMessage } from '../../../components/status-message';
import { t } from '../../core/i18n';
import { parseWebUrl } from '../../core/web-url';
import { DuplicateAlert, QueuedNote } from './queue-parts';
import type { AlsoOutcome } from './use-also-post';
import type { PostOutcome } from './use-post-actions';

const NO_ALSO: AlsoOutcome = { posted: [], failed: [] };

export function PostOutcomeView({
  outcome,
  also = NO_ALSO,
  failure,
}: {
  outcome: PostOutcome;
  also?: AlsoOutcome;
  failure: unknown;
}) {
  const { posted, stopped, queued, note, whatsapp } = outcome;
  const open = parseWebUrl(posted?.postUrl ?? null);
  // Every destination the press went to, named in one "Posted to".
  const names = [posted?.destinationName, ...also.posted.map((p) => p.destinationName)].filter(Boolean).join(', ');
  return (
    <>
      {whatsapp && (
        <p>
          <a href={whatsapp} target="_blank" rel="noopener noreferrer">
            {t('postDialogOpenWhatsApp')}
          </a>
        </p>
      )}
      {names && (
        <StatusMessage class="notice">
          {t('postDialogPostedTo', names)}
          {open && (
            <>
              {' '}
              <a href={open.href} target="_blank" rel="noopener noreferrer">
                {t('postingOpenPost')}
              </a>
            </>
          )}
        </StatusMessage>
      )}
      {also.failed.map((f) => (
        <div class="alert" role="alert" key={f.name}>
          <p>{t('postDialogAlsoFailed', f.name, f.error instanceof Error ? f.error.message : String(f.error))}</p>
        </div>
      ))}
      {stopped && <DuplicateAlert duplicate={stopped} onPostAnyway={stopped.retry} />}
      {queued && <QueuedNote queued={queued} />}
      {outcome.unchecked && (posted || queued) && <StatusMessage class="notice">{t('queueNotChecked')}</StatusMessage>}
      {posted?.followUpProblem && (
        <div class="alert" role="alert">
          <p>{t('postDialogFollowUpFailed', posted.followUpProblem)}</p>
        </div>
      )}
      {note && <StatusMessage>{note}</StatusMessage>}
      {failure !== undefined && <ErrorAlert error={failure} />}
    </>
  );
}
