import { readFileSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';

/*
 * Writes test/setup/file-durations.json (how vitest.config.ts orders the files) from
 * vitest's JSON report: `npx vitest run --reporter=json --outputFile=.tmp/vt.json`, then
 * `npx tsx test/setup/record-durations.ts .tmp/vt.json`. Files the report does not hold keep
 * their duration; files that are gone are dropped. Only the order matters, so a run on a loaded
 * machine serves as well as a quiet one, as long as it ran the files it names in one run.
 */

const [reportPath] = process.argv.slice(2);
if (!reportPath) throw new Error('usage: record-durations.ts REPORT.json');
const root = resolve(import.meta.dirname, '../..');
const tablePath = resolve(import.meta.dirname, 'file-durations.json');

interface Report {
  testResults: { name: string; startTime: number; endTime: number }[];
}
const report = JSON.parse(readFileSync(reportPath, 'utf8')) as Report;
const table: Record<string, number> = JSON.parse(readFileSync(tablePath, 'utf8'));
for (const file of report.testResults)
  table[relative(root, file.name)] = Math.round((file.endTime - file.startTime) / 100) / 10;

const kept = Object.entries(table).filter(([file]) => {
  try {
    readFileSync(resolve(root, file));
    return true;
  } catch {
    return false;
  }
});
kept.sort(([a, x], [b, y]) => y - x || a.localeCompare(b));
writeFileSync(tablePath, JSON.stringify(Object.fromEntries(kept), null, 2) + '\n');
console.log(`${kept.length} files in ${relative(root, tablePath)}`);
