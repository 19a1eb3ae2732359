// The edits a box gets: each converted link's place in the text read and its new link, in the order of the text
// (pure). The same choice as the converted post's (lib/post/link-rows.ts `convertedPost`): a link the run converted
// is replaced wherever it is written; overlapping places keep the first.
import type { PostRun } from '../post/link-rows';
import type { BoxEdit } from './box-scripts';

export function linkEdits(run: PostRun): BoxEdit[] {
  const byKey = new Map(run.rows.map((r) => [r.key, r]));
  const edits: BoxEdit[] = [];
  let at = 0;
  for (const link of [...run.links].sort((a, b) => a.start - b.start)) {
    const row = byKey.get(link.key);
    if (row?.outcome !== 'converted' || !row.newLink || link.start < at) continue;
    edits.push({ start: link.start, end: link.end, text: row.newLink });
    at = link.end;
  }
  return edits;
}
