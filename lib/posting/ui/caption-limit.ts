// How long a caption is and may be, for the chosen destination: as its kind counts it (Telegram after HTML entity
// parsing, 1,024 for a photo's caption and 4,096 for a message; WhatsApp 65,536 in a message and 1,024 under an
// image; Copy only none). Pure.
import type { SendsTo } from '../sends-to';
import type { CaptionMeasure } from './kind-ui';
import { kindUi } from './kinds';

export type { CaptionMeasure } from './kind-ui';

export function measureCaption(caption: string, sendsTo: SendsTo | undefined, withImage: boolean): CaptionMeasure {
  return kindUi(sendsTo ?? 'copy').measure(caption, withImage);
}
