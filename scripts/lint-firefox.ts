// `npm run lint:firefox` (after `wxt build -b firefox`): Mozilla's add-on linter (web-ext lint) on the Firefox build,
// as addons.mozilla.org runs it on an upload. Fails on any error, and on any warning not listed in KNOWN: each listed
// one says why it stays. A passing run prints one line instead of the linter's table.
import { execFileSync } from 'node:child_process';

interface Finding {
  code: string;
  message: string;
  file?: string;
  line?: number;
}

interface LintReport {
  summary: { errors: number; notices: number; warnings: number };
  errors: Finding[];
  warnings: Finding[];
  notices: Finding[];
}

/** Warnings reviewed and kept: the code, the file it is in (a built chunk's name without its hash), and why. */
export const KNOWN: { code: string; file: RegExp; why: string }[] = [
  {
    code: 'KEY_FIREFOX_ANDROID_UNSUPPORTED_BY_MIN_VERSION',
    file: /^manifest\.json$/,
    why: 'data_collection_permissions (AMO requires it) came in Firefox for Android 142; 140 and 141 ignore it',
  },
  {
    code: 'UNSAFE_VAR_ASSIGNMENT',
    file: /^chunks\/jsxRuntime-/,
    why: "Preact's renderer, where it applies dangerouslySetInnerHTML: our only use passes DOMPurify's output",
  },
  {
    code: 'UNSAFE_VAR_ASSIGNMENT',
    file: /^chunks\/options-/,
    why: 'DOMPurify itself, parsing the HTML it is about to sanitise in an inert document',
  },
];

export function unexpected(report: LintReport): Finding[] {
  const known = (f: Finding) => KNOWN.some((k) => k.code === f.code && k.file.test(f.file ?? ''));
  return [...report.errors, ...report.warnings.filter((w) => !known(w))];
}

function run(dir: string): LintReport {
  const args = ['web-ext', 'lint', '--source-dir', dir, '--output', 'json', '--no-config-discovery'];
  try {
    return JSON.parse(execFileSync('npx', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }));
  } catch (error) {
    // web-ext exits with 1 when it found errors, and still prints its report.
    const stdout = (error as { stdout?: string }).stdout;
    if (stdout) return JSON.parse(stdout);
    throw error;
  }
}

const isMain = process.argv[1]?.endsWith('lint-firefox.ts');
if (isMain) {
  const dir = process.argv[2] ?? '.output/firefox-mv2';
  const report = run(dir);
  const bad = unexpected(report);
  const { errors, warnings, notices } = report.summary;
  if (bad.length) {
    for (const f of bad) console.error(`${f.code} ${f.file ?? ''}${f.line ? `:${f.line}` : ''}: ${f.message}`);
    console.error(
      `web-ext lint: ${errors} errors, ${bad.length - errors} unexpected warnings (scripts/lint-firefox.ts)`,
    );
    process.exit(1);
  }
  console.log(`web-ext lint ${dir}: no errors, ${warnings} known warnings, ${notices} notices`);
}
