// A destination kind's page part (`lib/<kind>/ui/kind.tsx` exports `KIND`): its word in Sends to, its settings
// fields, the host permission its pages ask for on the click, its caption limits and what the Post dialog offers.
// Found by name (kinds.ts), so the background's part never comes into a page's bundle, nor this into the worker's.
import type { ComponentType } from 'preact';
import type { DestinationView } from '../destination';
import type { DestinationErrors, DestinationValues } from './destination-values';

export interface CaptionMeasure {
  length: number;
  /** null: the destination sets none. */
  limit: number | null;
  /** Past what the destination takes in one message at all (Telegram: nothing can be sent). */
  tooLong: boolean;
}

export interface KindFieldsProps {
  editing: DestinationView | null;
  values: DestinationValues;
  errors: DestinationErrors;
  change: (patch: Partial<DestinationValues>) => void;
  check: { busy: boolean; done: string; failure: unknown };
  onCheck: () => void;
}

export interface DestinationKindUi {
  id: string;
  /** Its place in Sends to (the UI contract's order). */
  order: number;
  word: () => string;
  /** Its own settings (the bot and chat, the webhook URL); none for a kind that only copies. */
  Fields?: ComponentType<KindFieldsProps>;
  /** The host permission its API needs, read ahead so the click asks at once; and the words when refused. */
  permission?: { origin: () => Promise<string>; usual: string; refused: () => string; askOnSave?: boolean };
  /** The caption's length and the kind's limit for it. */
  measure: (caption: string, withImage: boolean) => CaptionMeasure;
  /** What no post of the kind may pass (said when the caption is too long), when more than `measure`'s limit. */
  captionMax?: number;
  /** The deal card (or product image) goes with its posts. */
  takesImages: boolean;
  /** Post now and Add to queue: the background sends. */
  sends: boolean;
  /** Copy for WhatsApp: the card and the caption on the clipboard, and Open WhatsApp. */
  pack?: boolean;
  /** The page it opens with the post filled (X's compose page), recorded as a copied post is. */
  opens?: { word: () => string; url: (caption: string, link: string) => string };
  /** Where a destination posts, shown in the list (a Telegram chat). */
  place?: (d: DestinationView) => string;
  /** A note under the caption when no card goes (Telegram's link preview). */
  noCardNote?: (d: { pageUrl: string | null }) => string | null;
  /** The note under the caption's length (Telegram: past 1,024 a photo's caption is split). */
  lengthNote?: (length: number, withImage: boolean, tooLong: boolean) => string | null;
}
