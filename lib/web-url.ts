// The one rule for "a web address": an http: or https: URL with a host. Pages that can carry an affiliate link,
// URLs sent for conversion and links the extension renders or opens all pass through it. Tiny and dependency-free:
// the popup's first script uses it.

/** The URL (of `input` trimmed) when it is an http(s) address with a host; null for anything else. */
export function parseWebUrl(input: string | null | undefined): URL | null {
  if (!input) return null;
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return null;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' ? url : null;
}
