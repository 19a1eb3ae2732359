// The sealing key for a relay on this computer (`npm run relay` with no RELAY_SECRET_KEY): made once, kept in the
// data folder readable by its owner only. A server passes RELAY_SECRET_KEY instead (compose.yaml), so the key and
// the database it opens are not in one place.
import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { readSecretKey } from './config';

export async function localSecretKey(dataDir: string): Promise<Buffer> {
  const file = path.join(path.resolve(dataDir), 'secret.key');
  try {
    return readSecretKey((await readFile(file, 'utf8')).trim());
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const key = randomBytes(32);
  await writeFile(file, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  return key;
}
