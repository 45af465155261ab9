/**
 * The push of the benchmark alone, for working on it: `npx tsx bench/push.ts [RUNS]`. Against the
 * reference server in its own process (`bench:tiny`, topped up to 2,000 deals over HTTP, not
 * timed), the engine pushes 2,000 queued deal patches as `client.ts` does (core in this thread),
 * then the same PATCHes go one after another as in `floor.ts push`; per run it prints both and
 * their ratio (target ≥ 0.8). The full bench's `push.ratioToFloor` is the figure of record.
 * Also prints the push's CPU seconds in this process (engineCpuSeconds): steadier under load.
 * `BENCH_PUSH_PROFILE=DIR` writes a CPU profile of each run's push alone (run-N.cpuprofile).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';
import { openCore } from '../src/main/core';
import { startBenchServer } from './child';

const runs = Number(process.argv[2] ?? 3);
const apiKey = 'bench-push-key';
const writes = 2000;
const profileDir = process.env.BENCH_PUSH_PROFILE;
const profiler = profileDir ? new Session() : null;
if (profiler) {
  profiler.connect();
  await profiler.post('Profiler.enable');
}
const server = await startBenchServer('tiny', apiKey);
const work = mkdtempSync(join(tmpdir(), 'ortstermin-bench-push-'));
const headers = { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' };
const call = async (method: string, path: string, body?: unknown) => {
  const response = await fetch(server.url + path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return JSON.parse(text) as Record<string, unknown>;
};

try {
  const contact = await call('POST', '/v1/contacts', { fields: { lastName: 'Push' } });
  const stages = (await call('GET', '/v1/deal-stages')).data as { id: string }[];
  for (let i = 0; i < writes; i += 50)
    await Promise.all(
      Array.from({ length: 50 }, (_, j) =>
        call('POST', '/v1/deals', {
          contactId: contact.id,
          title: `Push ${i + j}`,
          stageId: stages[0]!.id,
          value: 1000,
        }),
      ),
    );
  const core = openCore({ dbPath: join(work, 'push.sqlite'), baseUrl: server.url, apiKey });
  await core.engine.sync({ sweep: true });
  const ids = core.store
    .dump()
    .deals.filter((d) => d.title.startsWith('Push '))
    .map((d) => d.id);
  for (let run = 0; run < runs; run++) {
    ids.forEach((id, i) => core.store.patchDeal(id, { value: 10_000 + run * writes + i }));
    if (profiler) await profiler.post('Profiler.start');
    let started = performance.now();
    const cpu = process.cpuUsage();
    const push = await core.engine.sync({ pull: false });
    const engine = (performance.now() - started) / 1000;
    // This thread's CPU (the core runs here, the server in its own process): on a loaded
    // machine the wall times above swing with the neighbours, this much less.
    const used = process.cpuUsage(cpu);
    const engineCpu = (used.user + used.system) / 1e6;
    if (profiler && profileDir) {
      const { profile } = await profiler.post('Profiler.stop');
      writeFileSync(join(profileDir, `run-${run}.cpuprofile`), JSON.stringify(profile));
    }
    started = performance.now();
    for (const [i, id] of ids.entries())
      await call('PATCH', `/v1/deals/${id}`, { value: 20_000 + run * writes + i });
    const floor = (performance.now() - started) / 1000;
    // The floor's writes come back with the next pull, as the office's would.
    await core.engine.sync({ sweep: false });
    process.stdout.write(
      `${JSON.stringify({ run, pushed: push.pushed, engineSeconds: engine, engineCpuSeconds: engineCpu, floorSeconds: floor, ratio: floor / engine })}\n`,
    );
  }
  await core.close();
} finally {
  await server.stop();
  rmSync(work, { recursive: true, force: true });
}
