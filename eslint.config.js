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

/** What no renderer file imports: Node, Electron, the database, the main process, the server. */
const rendererImports = [
  ...nodeBuiltins,
  'electron',
  'better-sqlite3',
  'kysely',
  'fastify',
  '**/main/**',
  '**/server/**',
];

/** Import boundaries that keep the architecture of DESIGN.md honest. */
const boundary = (files, patterns, message) => ({
  files,
  rules: {
    'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }],
  },
});

export default tseslint.config(
  { ignores: ['node_modules', 'out', 'dist', 'bench/results*.json', '.tmp'] },
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
    rendererImports,
    'The renderer talks to the core only through the IPC contract in src/shared/ipc.',
  ),
  // Within the renderer: features -> modules -> ui, never back. The module editor frame and the
  // report both show modules; neither imports the other (test/architecture/folder-cycles.test.ts).
  // Each entry repeats rendererImports: a later entry for the same files replaces the rule.
  boundary(
    ['src/renderer/ui/**'],
    [...rendererImports, '**/features/**', '**/modules/**'],
    'ui holds fields and figures any screen shows: it imports no feature and no module.',
  ),
  boundary(
    ['src/renderer/modules/**'],
    [...rendererImports, '**/features/**'],
    'A module brings its editor, report section and strings; the screens that show it are features.',
  ),
  boundary(
    ['src/renderer/features/report/**'],
    [...rendererImports, '**/module-editors/**'],
    'The report shows modules through their definitions (modules/), not through the editor frame.',
  ),
  boundary(
    ['src/renderer/features/module-editors/**'],
    [...rendererImports, '**/report/**'],
    'The editor frame shows modules through their definitions (modules/), not through the report.',
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
