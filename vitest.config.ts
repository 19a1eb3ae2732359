import preact from '@preact/preset-vite';
import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';
import { zodMiniAlias } from './scripts/zod-alias.ts';
import './tests/node20-map-groupby.ts';

export default defineConfig({
  plugins: [WxtVitest(), preact()],
  resolve: { alias: [zodMiniAlias] },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    setupFiles: ['tests/unit/setup.ts'],
    restoreMocks: true,
    testTimeout: 15_000,
  },
});
