/**
 * npm run bench -- [--scale small|default|large] [--out FILE]
 * Starts the reference server (its own process) with a generated workspace, measures the sync
 * engine (its own process) and the floor (its own process) and writes a table and a JSON file.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { runMeasurement, startBenchServer } from './child';
import type { EventLoopWatch } from './event-loop';

const scales = ['tiny', 'small', 'default', 'large'] as const;
type Scale = (typeof scales)[number];

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: 'default' },
    out: { type: 'string', default: 'bench/results.json' },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  process.stdout.write('npm run bench -- [--scale tiny|small|default|large] [--out FILE]\n');
  process.exit(0);
}
if (!scales.includes(values.scale as Scale)) {
  process.stderr.write(`--scale must be one of ${scales.join(', ')} (got "${values.scale}")\n`);
  process.exit(2);
}
const scale = values.scale as Scale;
// The tiny scale is the test suite's smoke run: three photos show the site visit's harness
// works (30 of 6.4 MB took minutes of a loaded 2-core machine, beyond the smoke's time limit).
if (scale === 'tiny') process.env.BENCH_VISIT_PHOTOS ??= '3';
const apiKey = 'bench-key';

interface ClientResult {
  initialSync: { records: number; seconds: number; requests: number };
  noopPoll: { requests: number; ms: number };
  incrementalSync: { ms: number; changed: number; requests: number };
  push: { writes: number; seconds: number };
  searchIndex: { seconds: number };
  query: {
    contactSearchP95Ms: number;
    pipelineP95Ms: number;
    contactDetailP95Ms: number;
    projectListP95Ms: number;
    projectSearchP95Ms: number;
    dealSearchP95Ms: number;
  };
  eventLoop: EventLoopWatch;
  memory: { peakRssMb: number };
}

/**
 * Further measurements, each a process of its own against the same server after the client's,
 * printing one JSON object whose keys join the result as they are (`{ ui: {...} }`). One line
 * each: [file, its arguments after the server URL, the API key and a work folder].
 */
const haveChromium = existsSync('/usr/bin/chromium');
const extraMeasurements: [string, string[]][] = [
  ...(haveChromium && process.env.BENCH_UI !== '0'
    ? [['bench/ui.ts', []] as [string, string[]]]
    : []),
  // The site visit's photos: 30 photos of ~6 MB into a project, in Chromium.
  ...(haveChromium && process.env.BENCH_VISIT !== '0'
    ? [['bench/visit.ts', []] as [string, string[]]]
    : []),
];

async function measure(at: Scale, withExtras = true) {
  const work = mkdtempSync(join(tmpdir(), `ortstermin-bench-${at}-`));
  const server = await startBenchServer(at, apiKey);
  try {
    const floorInitial = await runMeasurement<{ seconds: number; records: number }>(
      'bench/floor.ts',
      ['initial', server.url, apiKey, join(work, 'floor.sqlite')],
    );
    const idsFile = join(work, 'push-ids.json');
    const client = await runMeasurement<ClientResult>('bench/client.ts', [
      server.url,
      apiKey,
      join(work, 'local.sqlite'),
      idsFile,
    ]);
    const floorPush = await runMeasurement<{ seconds: number }>('bench/floor.ts', [
      'push',
      server.url,
      apiKey,
      idsFile,
    ]);
    const extra: Record<string, unknown> = {};
    for (const [file, args] of withExtras ? extraMeasurements : [])
      Object.assign(extra, await runMeasurement(file, [server.url, apiKey, work, ...args]));
    return { client, floorInitial, floorPush, extra };
  } finally {
    await server.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

const main = await measure(scale);
const { extra } = main;
// The calculators' and the PV planner's budgets: pure code, timed in this
// process; 'pv.relayoutMs' joins the result as { pv: { relayoutMs } }.
// The tiny scale is the test suite's smoke run: a few runs show the harness works.
const smoke = scale === 'tiny';
const inProcess: Record<string, number> = {
  ...(await import('./pv')).pvBenchmark(smoke ? 5 : undefined),
  ...(await (await import('./editors')).measureEditors(smoke ? 20 : undefined)),
};
for (const [key, value] of Object.entries(inProcess)) {
  const [group, name] = key.split('.') as [string, string];
  ((extra[group] ??= {}) as Record<string, number>)[name] = value;
}
const scaling: Record<string, number> = { [scale]: main.client.initialSync.seconds };
if (scale === 'default' || scale === 'large') {
  scaling.small = (await measure('small', false)).client.initialSync.seconds;
}
if (scale === 'large')
  scaling.default = (await measure('default', false)).client.initialSync.seconds;

const { client, floorInitial, floorPush } = main;
const result = {
  scale,
  machine: {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model ?? 'unknown',
    memoryGb: Math.round(totalmem() / 2 ** 30),
    node: process.version,
  },
  initialSync: {
    ...client.initialSync,
    floorSeconds: floorInitial.seconds,
    ratioToFloor: floorInitial.seconds / client.initialSync.seconds,
  },
  noopPoll: client.noopPoll,
  incrementalSync: client.incrementalSync,
  push: {
    ...client.push,
    floorSeconds: floorPush.seconds,
    ratioToFloor: floorPush.seconds / client.push.seconds,
  },
  searchIndex: client.searchIndex,
  query: client.query,
  eventLoop: client.eventLoop,
  memory: client.memory,
  scaling,
  ...extra,
};

const rows: [string, string, string][] = [
  [
    'initial sync',
    `${result.initialSync.records} records in ${result.initialSync.seconds.toFixed(2)} s`,
    `floor ${result.initialSync.floorSeconds.toFixed(2)} s, ratio ${result.initialSync.ratioToFloor.toFixed(2)} (target ≥ 0.9)`,
  ],
  [
    'no-op poll',
    `${result.noopPoll.requests} requests, ${result.noopPoll.ms.toFixed(1)} ms`,
    'target ≤ lists, < 100 ms',
  ],
  [
    'incremental poll',
    `${result.incrementalSync.changed} changed, ${result.incrementalSync.ms.toFixed(1)} ms`,
    `${result.incrementalSync.requests} requests`,
  ],
  [
    'push',
    `${result.push.writes} writes in ${result.push.seconds.toFixed(2)} s`,
    `sequential floor ${result.push.floorSeconds.toFixed(2)} s, ratio ${result.push.ratioToFloor.toFixed(2)} (target ≥ 0.8)`,
  ],
  [
    'search index build',
    `${result.searchIndex.seconds.toFixed(2)} s`,
    'in steps after the first sync',
  ],
  [
    'contact search p95',
    `${result.query.contactSearchP95Ms.toFixed(2)} ms`,
    'target < 20 ms at large',
  ],
  ['pipeline p95', `${result.query.pipelineP95Ms.toFixed(2)} ms`, 'target < 50 ms'],
  ['contact page p95 (IPC)', `${result.query.contactDetailP95Ms.toFixed(2)} ms`, ''],
  ['project list p95 (IPC)', `${result.query.projectListP95Ms.toFixed(2)} ms`, ''],
  [
    'project search p95',
    `${result.query.projectSearchP95Ms.toFixed(2)} ms`,
    'target < 20 ms at default and large',
  ],
  [
    'deal search p95 (board)',
    `${result.query.dealSearchP95Ms.toFixed(2)} ms`,
    'target < 20 ms at default and large',
  ],
  [
    'event loop max block',
    `${result.eventLoop.maxBlockMs.toFixed(1)} ms`,
    'target < 50 ms at default',
  ],
  ['event loop p99 lateness', `${result.eventLoop.p99BlockMs.toFixed(1)} ms`, ''],
  [
    'event loop own work',
    `longest ${result.eventLoop.maxBusyMs.toFixed(1)} ms, ${(result.eventLoop.utilization * 100).toFixed(1)} % busy`,
    'the rest of a block: other threads had the cores',
  ],
  ['peak RSS', `${result.memory.peakRssMb.toFixed(0)} MB`, 'target < 400 MB'],
  [
    'scaling',
    Object.entries(scaling)
      .map(([s, v]) => `${s} ${v.toFixed(2)} s`)
      .join(', '),
    '',
  ],
];
// The extra measurements' figures, one row per number.
const flat = (prefix: string, value: unknown): [string, string, string][] =>
  typeof value === 'number'
    ? [[prefix, Number.isInteger(value) ? String(value) : value.toFixed(2), '']]
    : value && typeof value === 'object'
      ? Object.entries(value).flatMap(([k, v]) => flat(`${prefix}.${k}`, v))
      : [];
for (const [key, value] of Object.entries(extra)) rows.push(...flat(key, value));
const width = Math.max(...rows.map((r) => r[0].length));
const width2 = Math.max(...rows.map((r) => r[1].length));
process.stdout.write(
  `\nOrtstermin benchmark, scale ${scale}, ${result.machine.cpus} cores, Node ${process.version}\n\n`,
);
for (const [name, value, note] of rows)
  process.stdout.write(`${name.padEnd(width)}  ${value.padEnd(width2)}  ${note}\n`);

mkdirSync(dirname(values.out), { recursive: true });
writeFileSync(values.out, JSON.stringify(result, null, 2) + '\n');
process.stdout.write(`\nWritten to ${values.out}\n`);
