// X's page part: no settings; the caption counted as X counts it (280, every link 23) and Open X to post, which opens
// the compose page with the caption and link (recorded in History as a copied post).
import type { DestinationKindUi } from '../../posting/ui/kind-ui';
import { intentUrl, X_MAX, xLength } from '../intent';
import { say } from '../words';

export const KIND: DestinationKindUi = {
  id: 'x',
  order: 30,
  word: () => say('sendsToX'),
  measure: (caption) => {
    const length = xLength(caption);
    return { length, limit: X_MAX, tooLong: false };
  },
  takesImages: false,
  sends: false,
  opens: { word: () => say('xOpenCompose'), url: intentUrl },
};
