// WhatsApp's page part: no settings of its own; its caption limits (65,536 in a message, 1,024 under an image) and
// Copy for WhatsApp (the pack: card and caption on the clipboard, then Open WhatsApp).
import type { DestinationKindUi } from '../../posting/ui/kind-ui';
import { say } from '../words';

export const WHATSAPP_TEXT_MAX = 65_536;
export const WHATSAPP_CAPTION_MAX = 1024;

export const KIND: DestinationKindUi = {
  id: 'whatsapp',
  order: 40,
  word: () => say('sendsToWhatsApp'),
  measure: (caption, withImage) => ({
    length: caption.trim().length,
    limit: withImage ? WHATSAPP_CAPTION_MAX : WHATSAPP_TEXT_MAX,
    tooLong: false,
  }),
  takesImages: true,
  sends: false,
  pack: true,
};
