// X: the compose page's address with the caption and the link, and a post counted as X counts it (280, links 23).
import { describe, expect, it } from 'vitest';
import { intentUrl, X_LINK_LENGTH, xLength } from '../../lib/x/intent';
import { KIND } from '../../lib/x/ui/kind';

describe('X', () => {
  it('counts every link as 23 whatever its length, the rest by character', () => {
    const link = `https://track.example/t?cid=502&u=${'a'.repeat(200)}`;
    expect(xLength(`#ad Rice\n${link}`)).toBe('#ad Rice\n'.length + X_LINK_LENGTH);
    expect(xLength('😀')).toBe(1);
    expect(KIND.measure(`${'x'.repeat(260)} ${link}`, false)).toEqual({ length: 284, limit: 280, tooLong: false });
  });

  it('opens the compose page with the caption, adding the link only when the caption lacks it', () => {
    expect(intentUrl('#ad Rice & more', 'https://t.example/a')).toBe(
      `https://x.com/intent/post?text=${encodeURIComponent('#ad Rice & more\nhttps://t.example/a')}`,
    );
    expect(intentUrl('#ad Rice https://t.example/a', 'https://t.example/a')).toBe(
      `https://x.com/intent/post?text=${encodeURIComponent('#ad Rice https://t.example/a')}`,
    );
  });
});
