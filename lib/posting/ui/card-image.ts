// The deal card drawn in the page (lib/posting/card/, loaded only when a dialog needs it), and its bytes for a message.
import type { DealData } from '../deal';

export interface DrawnCard {
  blob: Blob;
  url: string;
}

/** `photoUrl`: the product's photo to draw on it (only where the publisher allowed it for the store), or null. */
export async function drawCard(deal: DealData, photoUrl: string | null = null): Promise<DrawnCard> {
  const [{ drawDealCard }, { loadProductPhoto }] = await Promise.all([
    import('../card/draw-card'),
    import('../card/load-photo'),
  ]);
  const dark = typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches;
  const photo = photoUrl ? await loadProductPhoto(photoUrl) : null;
  try {
    const { blob } = await drawDealCard(deal, { look: dark ? 'dark' : 'light', photo });
    return { blob, url: URL.createObjectURL(blob) };
  } finally {
    photo?.close();
  }
}

/** Base64 of the blob's bytes (messages to the background are JSON). */
export async function blobBase64(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
