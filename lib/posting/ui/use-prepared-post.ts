// The post made for the chosen destination (posting.prepare: its link, the deal, the verdict) and the caption rendered
// from its template, made again when the destination changes. `onReset` clears what a previous destination's post
// left (posted, queued, the press's id).
import { useEffect, useState } from 'preact/hooks';
import { useSend } from '../../../components/send-context';
import type { ResponseOf } from '../../protocol';
import { captionOf } from '../caption-of';
import type { DestinationView } from '../destination';
import type { PostSource } from '../prepare-post';

export type Prepared = ResponseOf<'posting.prepare'>;

export function usePreparedPost(options: {
  destination: DestinationView | null;
  source: PostSource | null;
  postId: string;
  onReset: () => void;
  onFailure: (error: unknown) => void;
}) {
  const { destination, source, postId } = options;
  const send = useSend();
  const [prepared, setPrepared] = useState<Prepared | null>(null);
  const [caption, setCaption] = useState('');
  const destinationId = destination?.id ?? '';
  useEffect(() => {
    if (!destination || !source) return;
    let live = true;
    setPrepared(null);
    options.onReset();
    send('posting.prepare', { destinationId: destination.id, source, postId })
      .then((p) => {
        if (!live) return;
        setPrepared(p);
        setCaption(captionOf(p, destination));
      })
      .catch((e) => live && options.onFailure(e));
    return () => {
      live = false;
    };
  }, [destinationId, source]);
  return { prepared, caption, setCaption };
}
