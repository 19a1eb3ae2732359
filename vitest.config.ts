import preact from '@preact/preset-vite';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { WxtVitest } from 'wxt/testing/vitest-plugin';
import { zodMiniAlias } from './scripts/zod-alias.ts';
import './tests/node20-map-groupby.ts';

// Files that take most of a worker's time start first. Without timings from an earlier run (CI starts clean) Vitest
// runs larger files first, and the small property test (about half of all test time) ran last, alone on one core.
const RUN_FIRST = ['tests/sales/sync-property.test.ts'];

class SlowFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const first = (spec: TestSpecification) => RUN_FIRST.some((path) => spec.moduleId.endsWith(`/${path}`));
    return [...sorted.filter(first), ...sorted.filter((spec) => !first(spec))];
  }
}

export default defineConfig({
  plugins: [WxtVitest(), preact()],
  resolve: { alias: [zodMiniAlias] },
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    // Files named *.tz.test.ts run under another time zone, by vitest.tz.config.ts.
    exclude: ['tests/firefox/**', 'tests/relay/**', '**/node_modules/**', 'tests/**/*.tz.test.{ts,tsx}'],
    environment: 'happy-dom',
    // One worker per core (Vitest's default leaves one core to itself: a single worker on CI's two cores), and
    // files share a worker and its happy-dom: tests/support/fresh-file.ts gives each file fresh modules and state.
    maxWorkers: '100%',
    pool: 'threads',
    isolate: false,
    // Re-evaluated per file by fresh-file.ts (external packages would keep one instance per worker).
    server: { deps: { inline: ['@webext-core/fake-browser', 'fake-indexeddb', 'idb-keyval'] } },
    setupFiles: ['tests/support/fresh-file.ts', 'tests/support/quiet-console.ts', 'tests/support/setup.ts'],
    sequence: { sequencer: SlowFirst },
    restoreMocks: true,
    testTimeout: 15_000,
  },
});
