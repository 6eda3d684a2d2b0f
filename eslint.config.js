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
        group: ['**/server/**', '**/web/**', '**/contracts/**'],
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
    files: ['src/web/**'],
    // The offline engine is the one exception: it ships the server's pure AI answer-building to the
    // browser so that answers with the network off are the server's own (see offline-answers.ts).
    ignores: ['src/web/features/offline/engine/offline-answers.ts'],
    rules: restrict([{ group: ['**/server/**'], message: 'The web app never imports the server.' }]),
  },
  {
    files: ['src/web/features/offline/engine/offline-answers.ts'],
    rules: restrict([
      {
        regex: '/server/(?!features/ai/service$)',
        message: 'The offline engine may import only the AI answer-building of the server.',
      },
    ]),
  },
  {
    // Features are used through their public index only; routes never import each other (bulletproof-react).
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { boundaries: webBoundariesPlugin },
    rules: { 'boundaries/web-boundaries': 'error' },
  },
);
