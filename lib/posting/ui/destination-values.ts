// A destination as the form holds it: a saved destination's fields, with the token as typed (blank keeps the saved
// one); a new one's defaults (Short links as the setting "Short links by default" says); where it sends, in words.
import { t } from '../../core/i18n';
import { DEFAULT_DISCLOSURE } from '../caption';
import type { Destination, DestinationView } from '../destination';
import type { SendsTo } from '../sends-to';

export type DestinationValues = Omit<Destination, 'id' | 'botToken' | 'chatUsername'> & { botToken: string };

export type DestinationErrors = Partial<Record<keyof DestinationValues, string>>;

export function emptyDestination(shorten = false): DestinationValues {
  return {
    name: '',
    sendsTo: 'telegram',
    botToken: '',
    chat: '',
    channelId: null,
    shorten,
    template: t('destinationDefaultTemplate'),
    disclosure: DEFAULT_DISCLOSURE,
    addDisclosure: true,
    hashtags: '',
  };
}

export function valuesOf(d: DestinationView): DestinationValues {
  const { name, sendsTo, chat, channelId, shorten, template, disclosure, addDisclosure, hashtags } = d;
  return { name, sendsTo, botToken: '', chat, channelId, shorten, template, disclosure, addDisclosure, hashtags };
}

const SENDS_TO_WORDS = { telegram: 'sendsToTelegram', whatsapp: 'sendsToWhatsApp', copy: 'sendsToCopy' } as const;
export const sendsToWord = (s: SendsTo) => t(SENDS_TO_WORDS[s]);
