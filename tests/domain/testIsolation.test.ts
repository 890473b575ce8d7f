import { describe, expect, it } from 'vitest';
import { filesReplacingModules } from '../filesReplacingModules';

describe('test files and the modules they share', () => {
  it('finds the web files that replace modules, which run with modules of their own', () => {
    expect(filesReplacingModules('tests/web')).toContain('tests/web/registry.test.tsx');
    expect(filesReplacingModules('tests/web')).not.toContain('tests/web/truncatedText.test.tsx');
  });

  it('has no server file that replaces a module: the server files share their worker’s modules', () => {
    expect(filesReplacingModules('tests/server')).toEqual([]);
  });
});
