// A destination as the form holds it: a saved destination's fields, with the token as typed (blank keeps the saved
// one); a new one's defaults (Short links as the setting "Short links by default" says); where it sends, in words.
import { t } from '../../core/i18n';
import { DEFAULT_DISCLOSURE } from '../caption';
import type { Destination, DestinationView } from '../destination';

export type DestinationValues = Omit<Destination, 'id' | 'botToken' | 'secret' | 'chatUsername'> & {
  botToken: string;
  /** The kind's secret as typed (Discord's webhook URL); blank keeps the saved one. */
  secret: string;
};

export type DestinationErrors = Partial<Record<keyof DestinationValues, string>>;

export function emptyDestination(shorten = false): DestinationValues {
  return {
    name: '',
    sendsTo: 'telegram',
    botToken: '',
    secret: '',
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
  return {
    name,
    sendsTo,
    botToken: '',
    secret: '',
    chat,
    channelId,
    shorten,
    template,
    disclosure,
    addDisclosure,
    hashtags,
  };
}
