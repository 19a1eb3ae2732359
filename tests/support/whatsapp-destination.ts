// A WhatsApp destination as Options -> Destinations saves it (the `destinations.save` request): no bot token, no chat.
// Shared by the unit, Chromium and Firefox tests that need a destination without Telegram.
export const WHATSAPP_DESTINATION = {
  name: 'WhatsApp group',
  sendsTo: 'whatsapp',
  chat: '',
  channelId: null,
  shorten: false,
  template: '{title}\n{link}',
  disclosure: '#ad',
  addDisclosure: false,
  hashtags: '',
} as const;
