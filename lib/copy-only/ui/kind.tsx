// Copy only's page part: no settings, no limit of its own, no image; the post is copied (Copy post).
import type { DestinationKindUi } from '../../posting/ui/kind-ui';
import { say } from '../words';

export const KIND: DestinationKindUi = {
  id: 'copy',
  order: 50,
  word: () => say('sendsToCopy'),
  measure: (caption) => ({ length: caption.trim().length, limit: null, tooLong: false }),
  takesImages: false,
  sends: false,
};
