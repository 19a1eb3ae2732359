// A multipart/form-data body written byte for byte (RFC 7578), for Telegram's sendPhoto. A browser's FormData sends
// every line break of a text field as CRLF (Chromium does, measured), so a caption's LF would reach Telegram as CRLF:
// each CR one more character against the 1,024 of a caption, counted as we never counted it. Written here, a caption
// goes exactly as it was checked, LF as LF, as the open-source deal bots (Python's requests) send it.

export type MultipartPart =
  | { name: string; value: string }
  | { name: string; file: Uint8Array; filename: string; type: string };

/** A body for `fetch` with its Content-Type (which names the boundary). */
export class MultipartBody {
  constructor(
    readonly body: Blob,
    readonly contentType: string,
  ) {}
}

const encoder = new TextEncoder();

/** Field and file names here are ours (ASCII words, Discord's `files[0]`); a quote, backslash or line break in one would break the header. */
function headerName(name: string): string {
  if (!/^[\w.[\]-]+$/.test(name)) throw new Error(`Not a plain multipart name: ${JSON.stringify(name)}`);
  return name;
}

function randomBoundary(random: () => number): string {
  let tail = '';
  for (let i = 0; i < 24; i++) tail += Math.floor(random() * 36).toString(36);
  return `----AffiliateLinkMaker${tail}`;
}

function contains(haystack: Uint8Array, needle: Uint8Array): boolean {
  const first = needle[0] as number;
  for (let i = haystack.indexOf(first); i !== -1; i = haystack.indexOf(first, i + 1)) {
    if (i + needle.length > haystack.length) return false;
    let j = 1;
    while (j < needle.length && haystack[i + j] === needle[j]) j++;
    if (j === needle.length) return true;
  }
  return false;
}

export function multipartBody(parts: MultipartPart[], random: () => number = Math.random): MultipartBody {
  const contents = parts.map((part) => ('value' in part ? encoder.encode(part.value) : part.file));
  // A boundary must not occur in any part; 24 random characters practically never do, but a PNG is arbitrary bytes.
  const occurs = (boundary: string) => {
    const delimiter = encoder.encode(`--${boundary}`);
    return contents.some((bytes) => contains(bytes, delimiter));
  };
  let boundary = randomBoundary(random);
  while (occurs(boundary)) boundary = randomBoundary(random);
  const chunks: BlobPart[] = [];
  parts.forEach((part, i) => {
    const disposition =
      'value' in part
        ? `form-data; name="${headerName(part.name)}"`
        : `form-data; name="${headerName(part.name)}"; filename="${headerName(part.filename)}"`;
    const type = 'value' in part ? '' : `Content-Type: ${part.type}\r\n`;
    chunks.push(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`);
    chunks.push(contents[i] as BlobPart);
    chunks.push('\r\n');
  });
  chunks.push(`--${boundary}--\r\n`);
  return new MultipartBody(new Blob(chunks), `multipart/form-data; boundary=${boundary}`);
}
