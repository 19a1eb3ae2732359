// Copy only: a destination that is a template, a disclosure and the links' channel; its post is copied, pasted by
// the person wherever they like, and goes into History. Nothing is sent, and it takes no image.
import type { DestinationKind } from '../posting/kind';

export const copyOnlyKind: DestinationKind = {
  id: 'copy',
  takesImages: false,
  secretsOf: () => [],
  settle: () => ({ botToken: null, secret: null, chat: '' }),
  start: () => ({}),
};
