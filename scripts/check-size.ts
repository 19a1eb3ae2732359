// Fails when a bundle of the production build passes its gzip budget (run after `npm run build`).
import { resolve } from 'node:path';
import { bundleSizes } from './bundle-sizes';

const dir = resolve(process.argv[2] ?? '.output/chrome-mv3');
let over = 0;
for (const b of bundleSizes(dir)) {
  const ok = b.gzipBytes < b.budgetBytes;
  if (!ok) over++;
  console.log(
    `${ok ? 'ok  ' : 'OVER'} ${b.bundle.padEnd(10)} ${(b.gzipBytes / 1000).toFixed(1).padStart(6)} kB gzip` +
      ` (budget ${b.budgetBytes / 1000} kB; ${b.files.length} files)`,
  );
}
if (over > 0) {
  console.error(`${over} bundle(s) over budget.`);
  process.exit(1);
}
