import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/*
 * The import graph between the folders of one source root (src/main: core, ipc, worker, ...),
 * and its cycles. A call from a window passes transport -> workspaces -> worker -> ipc -> core;
 * a folder that imports one it is imported by makes that walk a knot.
 */

/** Static imports, re-exports and dynamic import() of relative paths. */
const importPattern = /(?:\bfrom\s+|\bimport\s*\(\s*|^\s*import\s+)'(\.[^']*)'/gm;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The folder right below root a path lies in; a file directly in root is its own node. */
function folderOf(root: string, path: string): string | null {
  const inside = relative(root, path);
  if (inside.startsWith('..')) return null;
  return inside.split(sep)[0]!;
}

/** folder -> the folders of root it imports from, with one file that does, for the message. */
export function folderGraph(root: string): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const file of sourceFiles(root)) {
    const from = folderOf(root, file)!;
    const edges = graph.get(from) ?? new Map<string, string>();
    graph.set(from, edges);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(importPattern)) {
      const to = folderOf(root, resolve(dirname(file), specifier!));
      if (to && to !== from && !edges.has(to)) edges.set(to, relative(root, file));
    }
  }
  return graph;
}

/** Every cycle, each as its steps in order with the file behind each step. */
export function folderCycles(root: string): string[] {
  const graph = folderGraph(root);
  const cycles = new Set<string>();
  const walk = (folder: string, folders: string[], steps: string[]) => {
    for (const [next, file] of graph.get(folder) ?? []) {
      const step = `${folder} -> ${next} (${file})`;
      const at = folders.indexOf(next);
      if (at >= 0) cycles.add(canonical([...steps.slice(at), step]));
      else walk(next, [...folders, next], [...steps, step]);
    }
  };
  for (const folder of graph.keys()) walk(folder, [folder], []);
  return [...cycles];
}

/** The same cycle found from each of its folders, written once: from its smallest step. */
function canonical(steps: string[]): string {
  const first = steps.indexOf([...steps].sort()[0]!);
  return [...steps.slice(first), ...steps.slice(0, first)].join(', ');
}
