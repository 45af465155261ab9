import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../sync/helpers';
import { folderCycles, folderGraph } from './folder-graph';

/*
 * The folders of src/main import each other in one direction only (docs/architecture.md):
 * transports (electron, browser) -> workspaces -> worker -> ipc -> core. A cycle fails here,
 * naming the files that close it.
 */

const srcMain = resolve(import.meta.dirname, '../../src/main');
const srcRenderer = resolve(import.meta.dirname, '../../src/renderer');

describe('the folders of src/main', () => {
  it('import each other without a cycle', () => {
    expect(folderCycles(srcMain)).toEqual([]);
  });

  it('route a call one way: workspaces -> worker -> ipc -> core, never back', () => {
    const graph = folderGraph(srcMain);
    const imports = (from: string, to: string) => graph.get(from)?.has(to) ?? false;
    expect(imports('workspaces', 'worker')).toBe(true);
    expect(imports('worker', 'ipc')).toBe(true);
    for (const [from, to] of [
      ['ipc', 'workspaces'],
      ['ipc', 'worker'],
      ['worker', 'workspaces'],
      ['core', 'ipc'],
    ] as const)
      expect(imports(from, to), `${from} imports ${to}`).toBe(false);
  });

  it('finds a cycle through a dynamic import, with the files that close it', () => {
    const tmp = tempDir();
    try {
      mkdirSync(join(tmp.dir, 'a'));
      mkdirSync(join(tmp.dir, 'b'));
      writeFileSync(join(tmp.dir, 'a', 'one.ts'), "import { two } from '../b/two';\n");
      writeFileSync(join(tmp.dir, 'b', 'two.ts'), "export const two = () => import('../a/one');\n");
      expect(folderCycles(tmp.dir)).toEqual(['a -> b (a/one.ts), b -> a (b/two.ts)']);
    } finally {
      tmp.cleanup();
    }
  });
});

describe('the folders of src/renderer', () => {
  const imports = (graph: Map<string, Map<string, string>>, from: string, to: string) =>
    graph.get(from)?.get(to) ?? null;

  it('go features -> modules -> ui, never back', () => {
    const graph = folderGraph(srcRenderer);
    expect(imports(graph, 'features', 'modules')).not.toBeNull();
    expect(imports(graph, 'modules', 'ui')).not.toBeNull();
    for (const [from, to] of [
      ['modules', 'features'],
      ['ui', 'features'],
      ['ui', 'modules'],
    ] as const)
      expect(imports(graph, from, to), `${from} imports ${to}`).toBeNull();
  });

  it('keep the module editor frame and the report apart', () => {
    const graph = folderGraph(resolve(srcRenderer, 'features'));
    expect(imports(graph, 'report', 'module-editors'), 'report imports module-editors').toBeNull();
    expect(imports(graph, 'module-editors', 'report'), 'module-editors imports report').toBeNull();
  });
});
