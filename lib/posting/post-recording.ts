// Where a post goes into the link history: a made link's entry with the post's destination and message, a converted
// post's links marked with where they went (no entry added), and a copied post (no message id).
import type { Kernel } from '../core/background/kernel';
import type { HistoryPosted } from '../history/entry';
import { linkHistoryOf } from '../history/link-history-service';
import { extractLinks } from '../post/extract-links';
import type { PostResult } from './post-attempts';
import type { MadeLink, PostSource } from './prepare-post';

/** Where a post went, as History keeps it. */
export function postedOf(result: PostResult): HistoryPosted {
  return { destination: result.destinationName, messageId: result.messageId, postUrl: result.postUrl };
}

export function createPostRecording(services: Kernel) {
  function recordMade(made: MadeLink, posted: HistoryPosted, title: string) {
    return linkHistoryOf(services).record([{ pageUrl: made.pageUrl, result: made.result, used: made.used }], {
      source: 'posting',
      title,
      postId: null,
      posted,
    });
  }

  /** A converted post: its links' entries from the post converter say where it went (no entry is added). */
  async function recordConverted(source: PostSource, posted: HistoryPosted): Promise<number> {
    if (source.kind !== 'text') return 0;
    return linkHistoryOf(services).markPosted(
      extractLinks(source.text).map((l) => l.url),
      posted,
    );
  }

  return { recordMade, recordConverted };
}
