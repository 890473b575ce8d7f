import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { commonPasswords } from './viteCommonPasswords';

export default defineConfig({
  define: { __APP_VERSION__: JSON.stringify('test') },
  test: {
    // Worker threads start faster than processes, and vitest's default on 2 cores is a single worker: every
    // file ran one after the other. Each file still gets fresh modules (isolate stays on).
    pool: 'threads',
    maxWorkers: 2,
    projects: [
      { test: { name: 'domain', include: ['tests/domain/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/server/globalSetup.ts'],
          // Each test worker has its own database (tests/server/testDatabase.ts): files run in parallel.
          testTimeout: 20000,
          hookTimeout: 60000,
        },
      },
      {
        plugins: [react(), commonPasswords()],
        define: { __APP_VERSION__: JSON.stringify('test') },
        test: {
          name: 'web',
          include: ['tests/web/**/*.test.{ts,tsx}'],
          // happy-dom runs these tests in 60–80% of jsdom's time (decision 0133). Its window is a desktop's
          // unless a test narrows it (windowWidth.ts).
          environment: 'happy-dom',
          environmentOptions: { happyDOM: { width: 1366, height: 768 } },
          setupFiles: ['tests/web/setup.ts'],
          testTimeout: 20000,
        },
      },
    ],
  },
});
