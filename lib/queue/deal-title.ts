// What a queue row names a post by: the deal's title, the caption's first line after the disclosure (a row that read
// "#ad" on every line said nothing). Pure.

export function dealTitleOf(caption: string, disclosure: string | null): string {
  const label = disclosure?.trim() ?? '';
  const lines = caption
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const first = lines[0] ?? '';
  return label && first === label ? (lines[1] ?? first) : first;
}
