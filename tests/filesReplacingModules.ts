import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A test file that replaces the app's modules: it needs modules of its own (docs/decisions/0135). */
const REPLACES_MODULES = /\bvi\.(mock|doMock|resetModules)\(/;
const TEST_FILE = /\.test\.tsx?$/;

/** The test files under `folder` (a path from the repository's root) that replace modules, as paths from the root. */
export function filesReplacingModules(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && TEST_FILE.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => REPLACES_MODULES.test(readFileSync(file, 'utf8')));
}
