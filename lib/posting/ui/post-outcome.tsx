// What came of the Post dialog's last action: Posted to (with Open post where the chat is public), the duplicate
// guard's alert, Added to the queue, a follow-up that failed, a note, Open WhatsApp, or the failure itself.
import { ErrorAlert } from '../../../components/error-alert';
import { StatusMessage } from '../../../components/status-message';
import { t } from '../../core/i18n';
import { parseWebUrl } from '../../core/web-url';
import { DuplicateAlert, QueuedNote } from './queue-parts';
import type { PostOutcome } from './use-post-actions';

export function PostOutcomeView({ outcome, failure }: { outcome: PostOutcome; failure: unknown }) {
  const { posted, stopped, queued, note, whatsapp } = outcome;
  const open = parseWebUrl(posted?.postUrl ?? null);
  return (
    <>
      {whatsapp && (
        <p>
          <a href={whatsapp} target="_blank" rel="noopener noreferrer">
            {t('postDialogOpenWhatsApp')}
          </a>
        </p>
      )}
      {posted && (
        <StatusMessage class="notice">
          {t('postDialogPostedTo', posted.destinationName)}
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
