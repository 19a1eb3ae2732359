// The first step of `npm test`: both end-to-end suites need a real browser. Say at once which one is missing and
// how to get it, rather than after a minute of lint, typecheck and unit tests.
import { BrowserNotFoundError, browserPath, CHROMIUM, FIREFOX } from './browser-paths';

let missing = 0;
for (const spec of [CHROMIUM, FIREFOX]) {
  try {
    console.log(`${spec.name}: ${browserPath(spec)}`);
  } catch (error) {
    if (!(error instanceof BrowserNotFoundError)) throw error;
    console.error(`${spec.name}: ${error.message}`);
    missing++;
  }
}
if (missing > 0) {
  console.error('The end-to-end tests need both browsers (`.ci/run` installs them when missing).');
  process.exit(1);
}
