import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { commonPasswords } from './viteCommonPasswords';
import { filesReplacingModules } from './tests/filesReplacingModules';

// A test file that replaces the app's modules (vi.mock, vi.resetModules) needs modules of its own; every
// other file of a project shares its worker's modules with the files before it (isolate: false), which
// spares each file the import of the app (decision 0135). The web files that replace modules are found by
// reading them, so a new one needs no list kept here; no server file may (tests/domain/testIsolation.test.ts).
const WEB_TESTS = 'tests/web';
const webFilesWithOwnModules = filesReplacingModules(WEB_TESTS);

function webProject(
  name: string,
  files: { include: string[]; exclude?: string[] },
  isolate: boolean,
): TestProjectInlineConfiguration {
  return {
    plugins: [react(), commonPasswords()],
    define: { __APP_VERSION__: JSON.stringify('test') },
    test: {
      name,
      ...files,
      isolate,
      // happy-dom runs these tests in 60–80% of jsdom's time (decision 0133). Its window is a desktop's
      // unless a test narrows it (windowWidth.ts).
      environment: 'happy-dom',
      environmentOptions: { happyDOM: { width: 1366, height: 768 } },
      setupFiles: ['tests/web/setup.ts'],
      testTimeout: 20000,
    },
  };
}

export default defineConfig({
  define: { __APP_VERSION__: JSON.stringify('test') },
  test: {
    // Worker threads start faster than processes, and vitest's default on 2 cores is a single worker: every
    // file ran one after the other.
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
          // No file replaces a module: each worker imports the server once for all its files (decision 0135).
          isolate: false,
          // Each test worker has its own database (tests/server/testDatabase.ts): files run in parallel.
          testTimeout: 20000,
          hookTimeout: 60000,
        },
      },
      webProject('web', { include: [`${WEB_TESTS}/**/*.test.{ts,tsx}`], exclude: webFilesWithOwnModules }, false),
      webProject('web-own-modules', { include: webFilesWithOwnModules }, true),
    ],
  },
});
