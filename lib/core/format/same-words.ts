// Whether a sentence already says what the server said: our sentence of the server's words is capitalised and ends
// in a full stop ("start_date is invalid" -> "start_date is invalid."), so a plain `includes` would show them twice.

/** Whether `text` already says `words`, compared without case, spacing and closing full stops. */
export function alreadySays(text: string, words: string): boolean {
  const plain = (s: string) =>
    s
      .toLowerCase()
      .replace(/\s+/g, ' ')
      .replace(/[.!?]+(?=\s|$)/g, '')
      .trim();
  return plain(text).includes(plain(words));
}
