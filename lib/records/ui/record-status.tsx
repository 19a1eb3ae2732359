// A transaction's, CPC click's, invoice's or claim's status as a chip.
import { StatusChip, toneOf } from '../../../components/status-chip';
import type { UnknownValue } from '../../core/api/schemas';
import { RECORD_STATUS_TONES, statusWord } from './status-words';

export function RecordStatus({ status }: { status: string | UnknownValue }) {
  return <StatusChip word={statusWord(status)} tone={toneOf(RECORD_STATUS_TONES, String(status))} />;
}
