// WhatsApp (groups and Channels) as a destination kind: no API a publisher may automate without risking the account,
// so nothing is sent from here. The Post dialog copies a pack (the card and the caption in WhatsApp's form) and
// opens WhatsApp; Convert links in this box works on the channel's composer. A copied post goes into History.
import type { DestinationKind } from '../posting/kind';

export const whatsappKind: DestinationKind = {
  id: 'whatsapp',
  takesImages: true,
  secretsOf: () => [],
  settle: () => ({ botToken: null, secret: null, chat: '' }),
  start: () => ({}),
};
