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

/**
 * A relative import of a folder of src/main ('../ipc/errors', '../../worker/host'), not of
 * src/shared's namesake ('../../shared/ipc/contract'), which a glob on the folder's name takes too.
 */
const mainFolder = (folder) => `^(\\.\\./)+${folder}(/|$)`;

/**
 * Import boundaries that keep the architecture of DESIGN.md honest: `patterns` are globs,
 * `mainFolders` the folders of src/main the files may not import.
 */
const boundary = (files, patterns, message, mainFolders = []) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...(patterns.length ? [{ group: patterns, message }] : []),
          ...mainFolders.map((folder) => ({ regex: mainFolder(folder), message })),
        ],
      },
    ],
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
  // The CLI names modules in the app's words from the modules' strings (plain data) by the
  // renderer's own rule for their labels: those two renderer files (modules/strings.ts,
  // modules/field-labels.ts), no other.
  boundary(
    ['src/main/cli/**'],
    ['electron', '**/server/**'],
    'The core is plain Node (DESIGN.md decision 1): no Electron, no renderer, no server code.',
    ['renderer(?!/modules/(strings|field-labels)$)'],
  ),
  // A call walks transport -> workspaces -> worker -> ipc -> core and never back: each folder
  // is refused the folders that import it, so a folder cycle fails here at its line
  // (test/architecture/folder-lint.test.ts; folder-cycles.test.ts checks the whole graph).
  boundary(
    ['src/main/core/**'],
    ['electron', '**/renderer/**', '**/server/**'],
    'The core is plain Node (DESIGN.md decision 1) at the bottom of the call: it imports no other folder of src/main.',
    ['ipc', 'worker', 'workspaces', 'browser', 'electron', 'cli', 'build'],
  ),
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
    ['src/main/workspaces/**'],
    [],
    'The workspace manager answers the transports: it imports no transport and no CLI.',
    ['browser', 'electron', 'cli'],
  ),
  boundary(
    ['src/main/build/**'],
    [],
    'The build runs electron-vite for whoever starts the app: it imports no other folder of src/main.',
    ['core', 'ipc', 'worker', 'workspaces', 'browser', 'electron', 'cli'],
  ),
  boundary(
    ['src/server/**'],
    ['electron', '**/main/**', '**/renderer/**'],
    'The reference server depends only on src/shared.',
  ),
);
