// The popup's conversion: the first comes with the popup's first answer (popup.open converts with the site's
// remembered options and says which it used), then one `link.convert` per change of channel, short link or sub
// IDs. Typing is debounced, and an answer to an older request never replaces the answer to a newer one.
import { useCallback, useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { LinkOptions } from '../../core/model';
import { cleanSubIds } from '../../core/sub-ids';
import type { ConvertResponse, RequestOf } from '../../protocol';
import type { Send } from '../../send';

export const SUB_ID_COUNT = 5;
export const TYPING_DELAY_MS = 400;
/**
 * Longer than any sane tag: the API states no limit, but each sub ID goes into the link (percent-encoded), so a pasted
 * paragraph makes a link of hundreds of characters. Such a value is questioned before it is sent.
 */
export const SUB_ID_SANE_LENGTH = 100;

/** The 1-based slot of the first sub ID over SUB_ID_SANE_LENGTH, or null. */
export function longSubId(subIds: readonly string[]): { slot: number; length: number } | null {
  const i = subIds.findIndex((s) => s.trim().length > SUB_ID_SANE_LENGTH);
  return i < 0 ? null : { slot: i + 1, length: (subIds[i] as string).trim().length };
}

export interface LinkChoice {
  channelId: number | null;
  shorten: boolean;
  /** Always SUB_ID_COUNT entries, as typed. */
  subIds: string[];
}

export interface LinkState {
  /** What the controls show; null until an answer said which options apply or the person chose. */
  choice: LinkChoice | null;
  /** The answer to the newest request that has been answered. */
  result: ConvertResponse | undefined;
  /** The newest request failed (an older result may still be shown). */
  error: unknown;
  /** A request (or a typing pause) is under way. */
  busy: boolean;
  /** A sub ID is over SUB_ID_SANE_LENGTH: nothing is sent until `convertNow(true)` (or it is shortened). */
  held: { slot: number; length: number } | null;
  /** Applies a change; `typing` waits for a pause before converting. */
  change: (patch: Partial<LinkChoice>, typing?: boolean) => void;
  /** Converts now with what the controls show (Enter, "Try again"); `anyway` sends a questioned long sub ID. */
  convertNow: (anyway?: boolean) => void;
}

export function choiceOf(options: Required<LinkOptions>): LinkChoice {
  const subIds = options.subIds.slice(0, SUB_ID_COUNT);
  while (subIds.length < SUB_ID_COUNT) subIds.push('');
  return { channelId: options.channelId, shorten: options.shorten, subIds };
}

/** The request for a choice: sub IDs trimmed, trailing blanks left out (blank ones inside keep their place). */
export function requestOf(url: string, choice: LinkChoice): { url: string } & Required<LinkOptions> {
  return { url, channelId: choice.channelId, shorten: choice.shorten, subIds: cleanSubIds(choice.subIds) };
}

/**
 * `first` is the conversion of the popup's first answer (`firstNow` when it is already at hand: the first render
 * shows it); later ones are sent from here.
 */
export function useLink(
  send: Send,
  url: string,
  first: Promise<ConvertResponse>,
  firstNow?: ConvertResponse,
): LinkState {
  const [choice, setChoice] = useState<LinkChoice | null>(() => (firstNow ? choiceOf(firstNow.used) : null));
  const [result, setResult] = useState<ConvertResponse | undefined>(firstNow);
  const [error, setError] = useState<unknown>(undefined);
  const [busy, setBusy] = useState(firstNow === undefined);
  const [held, setHeld] = useState<LinkState['held']>(null);
  const seq = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const choiceRef = useRef<LinkChoice | null>(null);
  choiceRef.current = choice;

  const take = useCallback((answer: Promise<ConvertResponse>, mine: number) => {
    setBusy(true);
    answer.then(
      (data) => {
        if (mine !== seq.current) return;
        setResult(data);
        setError(undefined);
        setBusy(false);
        // Until the person chooses, the controls show what the background used.
        if (choiceRef.current === null) setChoice(choiceOf(data.used));
      },
      (e: unknown) => {
        if (mine !== seq.current) return;
        setError(e);
        setBusy(false);
      },
    );
  }, []);

  const run = useCallback(
    (request: RequestOf<'link.convert'>, mine: number) => take(send('link.convert', request), mine),
    [send, take],
  );

  // Before the first paint: the first answer is usually here already, and the link is then in that paint.
  useLayoutEffect(() => {
    if (firstNow === undefined) take(first, ++seq.current);
    return () => {
      clearTimeout(timer.current);
      seq.current++;
    };
  }, [first, take]);

  const convertNow = useCallback(
    (anyway = false) => {
      clearTimeout(timer.current);
      const current = choiceRef.current;
      const long = current && !anyway ? longSubId(current.subIds) : null;
      setHeld(long);
      const mine = ++seq.current;
      if (long) setBusy(false);
      else run(current ? requestOf(url, current) : { url }, mine);
    },
    [url, run],
  );

  const change = useCallback(
    (patch: Partial<LinkChoice>, typing = false) => {
      const base = choiceRef.current ?? { channelId: null, shorten: false, subIds: Array(SUB_ID_COUNT).fill('') };
      const next = { ...base, ...patch };
      choiceRef.current = next;
      setChoice(next);
      clearTimeout(timer.current);
      // Answers to anything sent before this change are stale from now on.
      const mine = ++seq.current;
      const long = longSubId(next.subIds);
      setHeld(long);
      if (long) {
        setBusy(false);
        return;
      }
      setBusy(true);
      if (typing) timer.current = setTimeout(() => run(requestOf(url, next), mine), TYPING_DELAY_MS);
      else run(requestOf(url, next), mine);
    },
    [url, run],
  );

  return { choice, result, error, busy, held, change, convertNow };
}
