import { defineConfig } from 'vitest/config';
import { E2E_WORKERS } from './tests/e2e/workers.js';

export default defineConfig({
  test: {
    name: 'e2e',
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/globalSetup.ts'],
    // Files run side by side, each worker against its own server and data (globalSetup.ts).
    maxWorkers: E2E_WORKERS,
    testTimeout: 60000,
    // expect.poll waits for what a screen shows after the server answered; on a busy 2-core machine that
    // takes longer than vitest's 1 s default (an editor fetches its record each time it opens).
    expect: { poll: { timeout: 15000 } },
    hookTimeout: 180000,
  },
});
