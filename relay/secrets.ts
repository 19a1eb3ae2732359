// Bot tokens at rest: AES-256-GCM with the key from RELAY_SECRET_KEY, bound to the destination's id (a sealed token
// copied onto another destination's row does not open). Only the relay's sending code ever opens one.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v1';

export interface Sealer {
  seal(plain: string, boundTo: string): string;
  open(sealed: string, boundTo: string): string;
}

export function createSealer(key: Buffer): Sealer {
  if (key.length !== 32) throw new RangeError('The sealing key must be 32 bytes');
  return {
    seal(plain, boundTo) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(boundTo));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), body]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64')))
        .join(':');
    },
    open(sealed, boundTo) {
      const [version, iv, tag, body] = sealed.split(':');
      if (version !== VERSION || !iv || !tag || !body) throw new Error('A sealed secret is not in a known form');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
      decipher.setAAD(Buffer.from(boundTo));
      decipher.setAuthTag(Buffer.from(tag, 'base64'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString('utf8');
    },
  };
}
