// `zod/mini` in the bundles and the tests is lib/core/zod-lazy/zod-mini.ts: zod/mini with schemas built on first use.
import { resolve } from 'node:path';

export const zodMiniAlias = {
  find: /^zod\/mini$/,
  replacement: resolve(import.meta.dirname, '../lib/core/zod-lazy/zod-mini.ts'),
};
