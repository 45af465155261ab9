// @ts-check
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const nodeBuiltins = [
  'node:*',
  'fs',
  'fs/*',
  'path',
  'os',
  'http',
  'https',
  'net',
  'crypto',
  'child_process',
  'worker_threads',
  'url',
  'events',
  'stream',
  'util',
];

/** Import boundaries that keep the architecture of DESIGN.md honest. */
const boundary = (files, patterns, message) => ({
  files,
  rules: {
    'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }],
  },
});

export default tseslint.config(
  { ignores: ['node_modules', 'out', 'dist', 'bench/results*.json'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/renderer/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  boundary(
    ['src/shared/**'],
    [
      ...nodeBuiltins,
      'electron',
      'react',
      'react-dom',
      'better-sqlite3',
      'kysely',
      'fastify',
      '**/main/**',
      '**/renderer/**',
      '**/server/**',
    ],
    'src/shared is used by every process: it imports no Node, DOM or Electron module and nothing outside src/shared.',
  ),
  boundary(
    ['src/renderer/**'],
    [
      ...nodeBuiltins,
      'electron',
      'better-sqlite3',
      'kysely',
      'fastify',
      '**/main/**',
      '**/server/**',
    ],
    'The renderer talks to the core only through the IPC contract in src/shared/ipc.',
  ),
  boundary(
    ['src/main/core/**', 'src/main/cli/**'],
    ['electron', '**/renderer/**', '**/server/**'],
    'The core is plain Node (DESIGN.md decision 1): no Electron, no renderer, no server code.',
  ),
  // A call walks transport -> workspaces -> worker -> ipc -> core and never back (no folder
  // cycle: test/architecture/folder-cycles.test.ts checks the whole graph).
  boundary(
    ['src/main/ipc/**'],
    ['**/workspaces/**', '**/worker/**', '**/browser/**', '**/electron/**', '**/cli/**'],
    'ipc holds the handlers and the contract router: it imports only core and shared.',
  ),
  boundary(
    ['src/main/worker/**'],
    ['**/workspaces/**', '**/browser/**', '**/electron/**', '**/cli/**'],
    "The worker and its host run a workspace's core: they import no transport and no manager.",
  ),
  boundary(
    ['src/server/**'],
    ['electron', '**/main/**', '**/renderer/**'],
    'The reference server depends only on src/shared.',
  ),
);
