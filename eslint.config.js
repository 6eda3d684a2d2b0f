import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import { webBoundariesPlugin } from './scripts/eslint/web-boundaries.mjs';

// Imports flow one way (STYLE.md): clinical is pure, contracts hold no logic, web and server never meet.
const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**', 'data/**', 'tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/clinical/**'],
    ignores: ['src/clinical/**/*.test.ts'], // tests may read fixtures from disk; the library itself may not
    rules: restrict([
      {
        group: ['**/server/**', '**/web/**', '**/contracts/**', '**/answers/**'],
        message: 'src/clinical imports only itself (and zod).',
      },
      {
        group: ['node:*', 'fs', 'path', 'http', 'react', 'fastify', 'kysely'],
        message: 'src/clinical is pure: no I/O.',
      },
      {
        group: ['**/test-fixtures/**', './test-fixtures/*', '../test-fixtures/*'],
        message: 'Test fixtures are for tests: production code never imports them.',
      },
    ]),
  },
  {
    files: ['src/contracts/**'],
    rules: restrict([
      { group: ['**/server/**', '**/web/**'], message: 'contracts may import only clinical types.' },
    ]),
  },
  {
    files: ['src/server/**'],
    rules: restrict([{ group: ['**/web/**'], message: 'The server never imports the web app.' }]),
  },
  {
    files: ['src/server/features/**'],
    rules: restrict([
      { group: ['**/web/**'], message: 'The server never imports the web app.' },
      {
        group: ['**/server/sessions/*', '../../sessions/*', '../sessions/*'],
        message:
          'Features use patient sessions through their one interface: import from src/server/sessions.',
      },
    ]),
  },
  {
    files: ['src/answers/**'],
    ignores: ['src/answers/**/*.test.ts'],
    rules: restrict([
      {
        group: ['**/server/**', '**/web/**'],
        message:
          'src/answers is shared by the server and the offline engine: it imports only clinical and contracts.',
      },
      {
        group: ['node:*', 'fs', 'path', 'http', 'react', 'fastify', 'kysely'],
        message: 'src/answers is pure: no I/O.',
      },
    ]),
  },
  {
    files: ['src/web/**'],
    ignores: ['src/web/features/offline/engine/**'],
    rules: restrict([
      { group: ['**/server/**'], message: 'The web app never imports the server.' },
      {
        group: ['**/answers', '**/answers/**'],
        message:
          'The answers bring the whole engine and knowledge: only the offline engine chunk imports them, so they stay off every first visit.',
      },
    ]),
  },
  {
    files: ['src/web/features/offline/engine/**'],
    rules: restrict([{ group: ['**/server/**'], message: 'The web app never imports the server.' }]),
  },
  {
    // Features are used through their public index only; routes never import each other (bulletproof-react).
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { boundaries: webBoundariesPlugin },
    rules: { 'boundaries/web-boundaries': 'error' },
  },
);
