// Where the test browsers are: Debian's chromium and firefox-esr, or the file a variable names. Kept free of
// heavy imports so `npm test` can check for both browsers before anything else runs.
import { accessSync, constants, existsSync, statSync } from 'node:fs';

export interface BrowserSpec {
  /** What the person reads: "Chromium", "Firefox". */
  name: string;
  /** The variable that overrides the path. */
  variable: 'CHROMIUM_PATH' | 'FIREFOX_PATH';
  /** Where Debian puts it, first found wins. */
  candidates: string[];
  /** How to get it. */
  install: string;
}

export const CHROMIUM: BrowserSpec = {
  name: 'Chromium',
  variable: 'CHROMIUM_PATH',
  // The binary behind /usr/bin/chromium skips the Debian wrapper script and its noise.
  candidates: ['/usr/lib/chromium/chromium', '/usr/bin/chromium', '/usr/bin/chromium-browser'],
  install: 'apt-get install chromium',
};

export const FIREFOX: BrowserSpec = {
  name: 'Firefox',
  variable: 'FIREFOX_PATH',
  candidates: ['/usr/bin/firefox-esr', '/usr/bin/firefox'],
  install: 'apt-get install firefox-esr',
};

export class BrowserNotFoundError extends Error {
  override name = 'BrowserNotFoundError';
}

function isExecutableFile(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** The browser's executable, or an error that says which variable is wrong or how to install it. */
export function browserPath(spec: BrowserSpec, env: NodeJS.ProcessEnv = process.env): string {
  const fromEnv = env[spec.variable];
  if (fromEnv) {
    if (isExecutableFile(fromEnv)) return fromEnv;
    const why = existsSync(fromEnv) ? 'is not an executable file' : 'does not exist';
    throw new BrowserNotFoundError(
      `${spec.variable}=${fromEnv} ${why}. Point ${spec.variable} at the ${spec.name} executable, or unset it to use Debian's (${spec.install}).`,
    );
  }
  const found = spec.candidates.find(isExecutableFile);
  if (found) return found;
  throw new BrowserNotFoundError(
    `${spec.name} not found (looked at ${spec.candidates.join(', ')}). Install Debian's: \`${spec.install}\` (as root), or set ${spec.variable} to its executable.`,
  );
}

export const chromiumPath = (): string => browserPath(CHROMIUM);
export const firefoxPath = (): string => browserPath(FIREFOX);
