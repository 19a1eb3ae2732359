// A destination kind's words live in its folder (lib/<kind>/messages.json) and are gathered with the main file's:
// each key is defined once, and the gathered words hold every part's.
import { describe, expect, it } from 'vitest';
import { gatheredMessages, mainMessages, messageParts, repeatedKeys } from '../../scripts/message-parts';

describe('message parts', () => {
  const main = mainMessages();
  const parts = messageParts();

  it('define each key once (no part repeats a key of the main file or of another part)', () => {
    expect(repeatedKeys(main, parts)).toEqual([]);
  });

  it('are all in the gathered words, with the main file', () => {
    const all = gatheredMessages();
    for (const [name, words] of parts) {
      for (const [key, entry] of Object.entries(words)) expect(all[key], `${name}: ${key}`).toEqual(entry);
    }
    expect(all.extName).toEqual(main.extName);
  });

  it('find a key defined twice (the check can fail)', () => {
    const twice = repeatedKeys({ a: { message: 'A' } }, [
      ['one', { a: { message: 'A again' }, b: { message: 'B' } }],
      ['two', { b: { message: 'B again' } }],
    ]);
    expect(twice).toEqual(['a: main, one', 'b: one, two']);
  });
});
