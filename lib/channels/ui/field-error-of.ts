import { toApiError } from '../../../components/error-alert';
import { isInputProblem } from '../../core/api/errors';
import type { ChannelFieldErrors } from './channel-checks';

/** The background's own input check about one field, shown under that field rather than as a general alert. */
export function fieldErrorOf(e: unknown): ChannelFieldErrors | null {
  const err = toApiError(e);
  if (!isInputProblem(err)) return null;
  if (err.field === 'name') return { name: err.message };
  if (err.field === 'source_url') return { source_url: err.message };
  return null;
}
