import { statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { folderGraph } from './folder-graph';

/*
 * Lint keeps the folders of src/main one way (docs/architecture.md), at the line that would break
 * it: an import of a folder that already imports this one, directly or through others, closes a
 * cycle, and eslint refuses it while the developer types, before folder-cycles.test.ts checks the
 * whole graph.
 */

const root = resolve(import.meta.dirname, '../..');
const srcMain = resolve(root, 'src/main');

const graph = folderGraph(srcMain);
const folders = [...graph.keys()].filter((name) => statSync(join(srcMain, name)).isDirectory());

/** The folders that reach `folder` through their imports. */
function importersOf(folder: string): string[] {
  const found = new Set<string>();
  const visit = (target: string) => {
    for (const [from, edges] of graph)
      if (edges.has(target) && !found.has(from) && from !== folder) {
        found.add(from);
        visit(from);
      }
  };
  visit(folder);
  return folders.filter((name) => found.has(name));
}

const closing = folders.flatMap((from) => importersOf(from).map((to) => [from, to] as const));

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** The rules eslint reports for a file at `path` (under src/main) importing `specifier`. */
async function rulesFor(path: string, specifier: string): Promise<(string | null)[]> {
  const code = `import { probe } from '${specifier}';\n\nexport const used = probe;\n`;
  const [result] = await eslint.lintText(code, { filePath: join(srcMain, path) });
  return result!.messages.map((message) => message.ruleId);
}

describe('lint on the folders of src/main', () => {
  it('knows the call’s walk: the graph has folders that import each other', () => {
    expect(closing).toContainEqual(['core', 'ipc']);
    expect(closing).toContainEqual(['workspaces', 'browser']);
  });

  it.each(closing)('refuses %s importing %s (a cycle)', async (from, to) => {
    expect(await rulesFor(`${from}/probe.ts`, `../${to}/probe`)).toContain('no-restricted-imports');
    expect(await rulesFor(`${from}/deeper/probe.ts`, `../../${to}/probe`)).toContain(
      'no-restricted-imports',
    );
  });

  it('lets a folder import what lies beneath it, and src/shared', async () => {
    expect(await rulesFor('workspaces/probe.ts', '../worker/probe')).toEqual([]);
    expect(await rulesFor('core/probe.ts', '../../shared/ipc/contract')).toEqual([]);
    expect(await rulesFor('core/store/probe.ts', '../../../shared/ipc/contract')).toEqual([]);
  });

  it("lets the CLI read the modules' strings and labels, and no other renderer file", async () => {
    for (const allowed of ['strings', 'field-labels'])
      expect(await rulesFor('cli/probe.ts', `../../renderer/modules/${allowed}`)).toEqual([]);
    for (const refused of ['registry', 'check/strings', 'field-labels-extra'])
      expect(await rulesFor('cli/probe.ts', `../../renderer/modules/${refused}`)).toContain(
        'no-restricted-imports',
      );
  });
});
