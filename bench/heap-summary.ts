/**
 * `npx tsx bench/heap-summary.ts FILE.heapsnapshot [TOP]`: what a V8 heap snapshot holds, summed
 * by kind of object (V8's node type and constructor name): count and self size, largest first.
 * For `bench/sync-memory.ts`'s snapshots of the core's worker; DevTools shows the retainers.
 */
import { readFileSync } from 'node:fs';

const [file, top = '25'] = process.argv.slice(2);
if (!file) {
  process.stderr.write('npx tsx bench/heap-summary.ts FILE.heapsnapshot [TOP]\n');
  process.exit(2);
}
const snapshot = JSON.parse(readFileSync(file, 'utf8')) as {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
  strings: string[];
};
const fields = snapshot.snapshot.meta.node_fields;
const types = snapshot.snapshot.meta.node_types[0];
const width = fields.length;
const typeAt = fields.indexOf('type');
const nameAt = fields.indexOf('name');
const sizeAt = fields.indexOf('self_size');
const kinds = new Map<string, { count: number; bytes: number }>();
let total = 0;
for (let i = 0; i < snapshot.nodes.length; i += width) {
  const type = types[snapshot.nodes[i + typeAt]!]!;
  // Strings and code by their type (their "names" are their contents); objects by constructor.
  const kind = ['object', 'closure', 'native'].includes(type)
    ? `${type} ${snapshot.strings[snapshot.nodes[i + nameAt]!]}`
    : type;
  const bytes = snapshot.nodes[i + sizeAt]!;
  total += bytes;
  const entry = kinds.get(kind) ?? { count: 0, bytes: 0 };
  entry.count++;
  entry.bytes += bytes;
  kinds.set(kind, entry);
}
const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(1);
process.stdout.write(`${file}: ${mb(total)} MB in ${snapshot.nodes.length / width} objects\n`);
for (const [kind, { count, bytes }] of [...kinds]
  .sort((a, b) => b[1].bytes - a[1].bytes)
  .slice(0, Number(top)))
  process.stdout.write(`${mb(bytes).padStart(8)} MB ${String(count).padStart(9)}  ${kind}\n`);
