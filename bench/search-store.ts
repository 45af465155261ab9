/**
 * `npx tsx bench/search-store.ts SCALE DB_PATH [ROUNDS]`: the project and deal search keys
 * (`query.projectSearchP95Ms`, `query.dealSearchP95Ms`) alone, typed as client.ts types them, on
 * a store synced once from a bench server of SCALE and kept at DB_PATH (a later run reuses it, so
 * the code can be compared without a first sync each time). Gives wall and CPU time of each
 * search (`process.cpuUsage`: on a loaded machine the wall time includes the waits for a core).
 */
import { existsSync } from 'node:fs';
import { openCore } from '../src/main/core';
import { boardPageSize, defaultDealFilter } from '../src/shared/domain/pipeline';
import { startBenchServer } from './child';
import { percentile } from './event-loop';
import { dealPhrases, projectPhrases } from './search-queries';

const [scale = 'default', dbPath = `/tmp/ortstermin-search-${scale}.sqlite`, rounds = '1'] =
  process.argv.slice(2);

if (!existsSync(dbPath)) {
  const server = await startBenchServer(scale, 'bench-key');
  try {
    const core = openCore({ dbPath, baseUrl: server.url, apiKey: 'bench-key' });
    const started = performance.now();
    await core.engine.sync({ sweep: true });
    process.stderr.write(`synced in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
    await core.close();
  } finally {
    await server.stop();
  }
}

const core = openCore({ dbPath, baseUrl: 'http://127.0.0.1:9', apiKey: 'bench-key' });
let started = performance.now();
while (!core.store.searchIndexes.buildStep(5000));
process.stderr.write(`indexes ${((performance.now() - started) / 1000).toFixed(1)} s\n`);

/** Each phrase in steps as it grows, from 3 characters on (as client.ts). */
function typed(phrases: readonly string[], read: (text: string) => unknown) {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < 200; i++) {
    const phrase = phrases[i % phrases.length]!;
    const text = phrase.slice(0, Math.min(phrase.length, 3 + ((i * 7) % phrase.length)));
    const c = process.cpuUsage();
    const t = performance.now();
    read(text);
    wall.push(performance.now() - t);
    const used = process.cpuUsage(c);
    cpu.push((used.user + used.system) / 1000);
  }
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    p50: round(percentile(wall, 50)),
    p95: round(percentile(wall, 95)),
    cpuP50: round(percentile(cpu, 50)),
    cpuP95: round(percentile(cpu, 95)),
  };
}

// The first board search, before the board's copy is read: SQL, as a user searching right
// after a start gets it.
started = performance.now();
const firstCpu = process.cpuUsage();
core.store.pipeline(new Date(), { ...defaultDealFilter, text: 'vorg' }, boardPageSize);
const firstUsed = process.cpuUsage(firstCpu);
process.stderr.write(
  `first deal search ${(performance.now() - started).toFixed(0)} ms, ` +
    `CPU ${((firstUsed.user + firstUsed.system) / 1000).toFixed(0)} ms\n`,
);
// The copy read in steps, as search/driver.ts reads it while the engine is idle: the longest
// step is what a call arriving meanwhile waits for.
const cpuMs = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};
const copyCpu = process.cpuUsage();
let steps = 0;
let longestWall = 0;
let longestCpu = 0;
for (let done = false; !done; steps++) {
  const c = process.cpuUsage();
  const t = performance.now();
  done = core.store.dealBoardCopy.buildStep();
  longestWall = Math.max(longestWall, performance.now() - t);
  longestCpu = Math.max(longestCpu, cpuMs(c));
}
process.stderr.write(
  `board copy: ${steps} steps, CPU ${cpuMs(copyCpu).toFixed(0)} ms, longest step ` +
    `${longestWall.toFixed(0)} ms (CPU ${longestCpu.toFixed(0)} ms)\n`,
);
for (let r = 0; r < Number(rounds); r++) {
  const projects = typed(projectPhrases, (text) => core.store.listProjects({ text, limit: 100 }));
  const deals = typed(dealPhrases, (text) =>
    core.store.pipeline(new Date(), { ...defaultDealFilter, text }, boardPageSize),
  );
  process.stdout.write(JSON.stringify({ scale, projects, deals }) + '\n');
}
await core.close();
