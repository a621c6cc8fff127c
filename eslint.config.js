// @ts-check
import { builtinModules } from 'node:module';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Node built-ins, with and without the node: prefix.
const nodeModules = ['node:*', ...builtinModules, ...builtinModules.map((name) => `${name}/*`)];

/** Each top-level folder runs in one environment; these rules keep imports inside it. */
const restrict = (message, ...patterns) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }],
});

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'out/', 'coverage/', '.tmp/', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['*.js', '.ci/*.js'] }, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/only-throw-error': 'error',
      'no-console': 'off',
      eqeqeq: ['error', 'smart'],
    },
  },
  { files: ['**/*.js'], ...tseslint.configs.disableTypeChecked },
  {
    files: ['shared/**'],
    rules: restrict(
      'shared/ runs on both sides: it imports neither Node, nor the DOM, nor another top-level folder.',
      ...nodeModules, 'electron', 'react', 'react-dom', 'react-dom/*', '**/sandbox/**', '**/electron/**', '**/renderer/**', '**/test/**',
    ),
  },
  {
    files: ['sandbox/**'],
    languageOptions: { globals: globals.node },
    rules: restrict('The sandbox is a stand-alone service: it never imports the app.', 'electron', '**/electron/**', '**/renderer/**', 'react', 'react-dom'),
  },
  {
    files: ['electron/**'],
    languageOptions: { globals: globals.node },
    rules: restrict('The main process never imports the renderer.', '**/renderer/**'),
  },
  {
    files: ['electron/services/**', 'electron/web/**'],
    rules: restrict(
      'Main-process services are plain Node modules (they run in tests and browser mode): no electron here.',
      'electron', '**/renderer/**',
    ),
  },
  {
    files: ['renderer/**'],
    languageOptions: { globals: globals.browser },
    rules: restrict(
      'The renderer reaches the world only through the bridge: no Node, no electron, no sandbox.',
      ...nodeModules, 'electron', '**/sandbox/**', '**/electron/**',
    ),
  },
  {
    files: ['test/**'],
    languageOptions: { globals: globals.node },
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
);
