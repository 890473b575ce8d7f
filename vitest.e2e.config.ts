import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/globalSetup.ts'],
    fileParallelism: false,
    testTimeout: 60000,
    // A browser under a loaded machine's timing now and then misses a moment; CI runs such a test once
    // more, and its summary names every test that needed it, so a wavering test stays in sight.
    retry: process.env.CI ? 1 : 0,
    hookTimeout: 180000,
  },
});
