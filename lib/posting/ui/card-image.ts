// The deal card drawn in the page (lib/posting/card/, loaded only when a dialog needs it), and its bytes for a message.
import type { DealData } from '../deal';

export interface DrawnCard {
  blob: Blob;
  url: string;
}

export async function drawCard(deal: DealData): Promise<DrawnCard> {
  const { drawDealCard } = await import('../card/draw-card');
  const dark = typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches;
  const { blob } = await drawDealCard(deal, { look: dark ? 'dark' : 'light' });
  return { blob, url: URL.createObjectURL(blob) };
}

/** Base64 of the blob's bytes (messages to the background are JSON). */
export async function blobBase64(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
