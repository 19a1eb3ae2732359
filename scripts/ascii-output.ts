// The worker's scripts (background.js and /publishing.js) are written in ASCII alone. One character outside it (a
// `•` of the key mask, a badge's `✓`) makes the browser decode the whole script into a two-byte string as the worker
// starts, and every start pays for it (docs/perf-log.md); `\uXXXX` means the same in a string, a template, a regular
// expression or a comment, which is where the minified code has them.
import type { Plugin } from 'vite';

/** `code` with every character outside ASCII written as its `\uXXXX` escape (a pair of them beyond the BMP). */
export function escapeNonAscii(code: string): string {
  return code.replace(/[^\0-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

export function asciiOutput(): Plugin {
  return {
    name: 'ascii-output',
    // After the minifier, which writes escapes back as the characters.
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) if (chunk.type === 'chunk') chunk.code = escapeNonAscii(chunk.code);
    },
  };
}
