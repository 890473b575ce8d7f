import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// The browser takes only types from the contract (its schemas would bring TypeBox into the bundle); the plain
// field lists of contract/fieldLists.ts are the one exception.
const CONTRACT_TYPES_ONLY = {
  regex: '^(\\.\\./)+contract/(?!fieldLists$)',
  allowTypeImports: true,
  message: 'The web app imports only types from contract/ (plain lists from contract/fieldLists.ts or domain/).',
};

// The shell (providers, components, layout) never imports a screen; the screens import the shell.
const NO_SCREENS = {
  regex: '^(\\.\\./)+(resources|custom)/',
  allowTypeImports: true,
  message: 'providers/, components/ and layout/ never import the screens of resources/ or custom/.',
};

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'coverage', '.tmp', 'bench/bundle/.work'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // The layers stand in one direction: domain at the bottom, contract on it, server and src on both
  // (tests/domain/importCircles.test.ts keeps the files free of circles).
  layer('domain/**', [below('contract', 'server', 'src')]),
  layer('contract/**', [below('server', 'src')]),
  layer('server/**', [below('src')]),
  layer('server/feeds/**', [
    below('src'),
    { regex: '^\\.\\./services/', message: 'The services use the feeds, never the reverse.' },
  ]),
  // A route calls its service only: the service owns the rules and the not-found, and calls the repositories.
  layer('server/routes/**', [
    below('src'),
    { regex: '^\\.\\./repositories/', message: 'A route calls its service; the service calls the repositories.' },
    { regex: '^\\.\\./db/', allowTypeImports: true, message: 'A route takes the database from its deps, as a type.' },
  ]),
  layer('src/**', [below('server'), CONTRACT_TYPES_ONLY]),
  // The fitting-room script runs on the stores' pages: domain code and the contract's types only.
  layer('fitting-room/**', [below('server', 'src'), CONTRACT_TYPES_ONLY]),
  layer('src/{providers,components,layout}/**', [below('server'), CONTRACT_TYPES_ONLY, NO_SCREENS]),
);

/** A rule for the files of one folder: the imports named by `patterns` are refused. */
function layer(files, patterns) {
  return {
    files: [`${files}/*.{ts,tsx}`],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns }] },
  };
}

/** The folders a layer stands below: it never imports them. */
function below(...folders) {
  return {
    regex: `^(\\.\\./)+(${folders.join('|')})/`,
    message: `This layer stands below ${folders.join(', ')}: it cannot import from there.`,
  };
}
