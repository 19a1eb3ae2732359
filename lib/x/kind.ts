// X as a destination kind: no keys and nothing sent from the background. The Post dialog opens X's compose page
// (a web intent) with the caption and the link filled; the person posts it there, and it goes into History as a
// copied post does.
import type { DestinationKind } from '../posting/kind';

export const xKind: DestinationKind = {
  id: 'x',
  takesImages: false,
  secretsOf: () => [],
  settle: () => ({ botToken: null, secret: null, chat: '' }),
  start: () => ({}),
};
