// The worker's own script (background.js) is what every start of the worker fetches, compiles and runs before the
// popup's first answer: the popup's first screen, the messages' request schemas and the listeners of waking events,
// and none of the work that loads with the publishing engine. Read from the import graph the build follows
// (scripts/shared-modules.ts): a test fails, naming the chain of imports, when an import brings that work back.
import { existsSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { valueImportsOf, workerModules } from '../../../scripts/shared-modules';

const ENTRY = 'entrypoints/background/index.ts';
const worker = workerModules();
const engines = readdirSync('lib')
  .map((name) => `lib/${name}/engine.ts`)
  .filter((path) => existsSync(path));

/** Why `module` is in the worker's script: a chain of value imports from its entry. */
function chainTo(module: string): string {
  const from = new Map<string, string>();
  const queue = [ENTRY];
  while (queue.length > 0) {
    const node = queue.shift() as string;
    for (const next of valueImportsOf(node)) {
      if (!worker.has(next) || from.has(next) || next === ENTRY) continue;
      from.set(next, node);
      queue.push(next);
    }
  }
  const chain = [module];
  while (from.has(chain[0] as string)) chain.unshift(from.get(chain[0] as string) as string);
  return chain.join(' -> ');
}

/** What the popup's first answer never does, each the module where that work starts. */
const NOT_FIRST = [
  'lib/sales/sync.ts', // the sales sync
  'lib/sales/answers.ts', // Options -> Sales
  'lib/history/link-history.ts', // recording a link taken
  'lib/history/answers.ts', // Options -> History, the popup's Copy
  'lib/account/account.ts', // saving and removing the key
  'lib/links/copy-service.ts', // Copy affiliate link from the menu and the shortcut
  'lib/core/background/clipboard.ts',
  'lib/core/link-verdict.ts', // the pages' verdicts
  'lib/campaigns/updates-service.ts', // the campaign updates of a refresh
  'lib/post/post-services.ts', // the post converter
  'lib/posting/posting-service.ts', // posting
  'lib/queue/queue-service.ts', // the queue
  'lib/relay-link/relay-link-service.ts', // the team relay
  'lib/textbox/box-conversion.ts', // Convert links in this box
];

describe("the worker's first script", () => {
  it('is read from the graph (a check over nothing would pass)', () => {
    expect(worker.has('lib/links/popup-open.ts')).toBe(true);
    expect(worker.has('lib/core/background/router.ts')).toBe(true);
    expect(engines.length).toBeGreaterThanOrEqual(10);
    for (const path of NOT_FIRST) expect(existsSync(path), path).toBe(true);
    expect(chainTo('lib/links/popup-open.ts')).toMatch(
      /^entrypoints\/background\/index\.ts -> .* -> lib\/links\/popup-open\.ts$/,
    );
  });

  it("carries no module a feature's engine.ts names: that work loads with the publishing engine", () => {
    const carried = engines.flatMap((engine) =>
      valueImportsOf(engine)
        .filter((module) => worker.has(module))
        .map((module) => `${engine} names ${module}, carried by ${chainTo(module)}`),
    );
    expect(carried).toEqual([]);
  });

  it("carries none of the work the popup's first answer does not do", () => {
    const carried = NOT_FIRST.filter((module) => worker.has(module)).map(chainTo);
    expect(carried).toEqual([]);
  });
});
