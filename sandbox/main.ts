// `npm run sandbox -- [--port N] [--large] [--seed N]`: runs the sandbox until Ctrl-C.
import { FIXTURES } from './fixtures';
import { startSandbox } from './server';

function usage(): never {
  console.log('Usage: npm run sandbox -- [--port N] [--large] [--seed N] [--quiet]');
  process.exit(0);
}

function numberAfter(args: string[], flag: string): number | undefined {
  const i = args.indexOf(flag);
  if (i === -1) return undefined;
  const n = Number(args[i + 1]);
  if (!Number.isInteger(n) || n < 0) {
    console.error(`${flag} needs a whole number, such as ${flag} 8787`);
    process.exit(2);
  }
  return n;
}

const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) usage();
const large = args.includes('--large');

try {
  const started = Date.now();
  const sandbox = await startSandbox({
    port: numberAfter(args, '--port'),
    seed: numberAfter(args, '--seed'),
    scale: large ? 'large' : 'normal',
    quiet: args.includes('--quiet'),
  });
  console.log(`Monetization API v3 sandbox (${large ? 'large' : 'normal'} data, ready in ${Date.now() - started} ms)`);
  console.log(`\n  Base URL: ${sandbox.baseUrl}\n`);
  console.log('  API keys (Authorization: Token <key>):');
  for (const k of Object.values(sandbox.keys)) console.log(`    ${k.key.padEnd(26)} ${k.description}`);
  console.log(`\n  Try: curl -H 'Authorization: Token ${sandbox.keys.inrLegacy.key}' ${sandbox.baseUrl}/ping`);
  console.log(
    `  Merchant pages: any other Host, e.g. curl -H 'Host: www.${FIXTURES.openCampaignDomain}' ${sandbox.origin}/`,
  );
  console.log(`  Test controls: ${sandbox.origin}/__sandbox (see sandbox/README.md)`);
  console.log('\nPress Ctrl-C to stop.\n');
  const stop = async () => {
    await sandbox.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (err) {
  const code = (err as NodeJS.ErrnoException).code;
  console.error(code === 'EADDRINUSE' ? 'That port is in use: pass another with --port N (0 picks a free one).' : err);
  process.exit(1);
}
