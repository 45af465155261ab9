import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { relative } from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/*
 * Three groups, one after the other: the parallel files, the renderer's files in happy-dom
 * (below), the browser journeys. Most files are independent (each its own temp folder, servers
 * on port 0, no shared files) and run in parallel: vitest's default of one worker less than the
 * cores left a 2-core machine one file at a time. Many of them wait on servers, child processes
 * and the disk more than they compute, so there are more workers than cores.
 * The browser journeys run afterwards, one more at a time than there are cores (three on 2
 * cores): a journey waits on its app, its sync and Chromium's frames between steps, and with
 * only two at once the cores stood idle 3-23 % of that phase (vmstat, quiet run). Three at
 * once are load 3-4 on a quiet machine; the journeys pass at load 20 and more, where other
 * suites share the cores.
 * The bench's smoke run is the longest file of all but mostly waits (its seven processes run one
 * after the other: 30 s of CPU in 70 s at load 13), so it runs in the parallel group, started
 * first: among the journeys it held one of their two places for its whole length at a third of
 * a core.
 *
 * Loading the modules a file imports costs more CPU than most files' tests (a file of the core
 * loads the store, the engine, Kysely, zod and Fastify), so every group's worker keeps what it
 * loaded for its next file (`isolate: false`). That holds because no file leaves state behind
 * in a module: each opens its own stores, servers and temp folders and closes them in its
 * hooks, and one that fakes timers or listens on `process` restores them in `finally`. Whatever
 * a test starts must end before its hooks remove its folder: in an isolated worker, work left
 * running after a file's last test died with the worker; in a shared one it runs on into the
 * next file (see the managers in test/workspaces/manager.test.ts).
 */
const browser = ['test/e2e/**/*.test.ts'];
// ORTSTERMIN_PARALLEL_WORKERS=N sets it, to compare counts.
const parallelWorkers =
  Number(process.env.ORTSTERMIN_PARALLEL_WORKERS) || Math.max(2, availableParallelism() * 2);
// ORTSTERMIN_BROWSER_WORKERS=N sets it, to compare counts on a quiet machine.
const browserWorkers =
  Number(process.env.ORTSTERMIN_BROWSER_WORKERS) || Math.max(2, availableParallelism() + 1);

/*
 * V8 optimises a function (TurboFan, on a background thread) once it has run a budget of
 * bytecode; most functions of a test file run for well under a second and are never run again,
 * so most of those compiles never paid back: TurboFan was about 14 % of the parallel group's
 * workers' CPU (`perf record`, session 36). Eight times the default budget (66 kB) leaves that
 * to the code that really runs hot. The parallel group in four quiet runs: 272 and 273 s of CPU
 * before, 251 and 260 s after, 1,307 tests passed each time. The journeys keep V8's default:
 * their test process serves the app for a minute at a time, and there the compiles pay back
 * (no difference measured). Nothing a test checks depends on when V8 optimises.
 */
const shortLivedCode = ['--interrupt-budget=540672'];

/*
 * The browser group's files start longest first, so that no long file starts last and runs
 * alone while the other workers idle (a 2-minute file started last runs on alone at the end).
 * Vitest orders by the durations of the last run it remembers (node_modules/.vite), which a
 * clean clone (CI) does not have: it then starts the largest files first (a short file that
 * takes long would start last).
 * The durations here are measured (test/setup/file-durations.json, written by
 * `npx tsx test/setup/record-durations.ts REPORT.json` from a `--reporter=json` run); a file not
 * in it (a new one) starts first. The parallel group keeps vitest's order: longest first there
 * starts the heaviest files of child processes (the CLI's, the sync's kill tests, the workspace
 * managers) all at once, and in the one run that tried it (load 20) eight tests went past their
 * limits; not proven to be the order's doing, but not risked. Only the bench's smoke run starts
 * first there: vitest would start this small file among the last, and it would end the group
 * alone.
 */
const durations: Record<string, number> = JSON.parse(
  readFileSync(new URL('./test/setup/file-durations.json', import.meta.url), 'utf8'),
);
const longestFirst = new Set(['browser']);
const startsFirst = new Set(['test/bench/smoke.test.ts']);

/*
 * A worker that finished a file runs the next one only when that file is of the same project
 * and test environment; otherwise vitest ends it and starts a new process, which loads every
 * module again. So the files that share modules are one project (the calculators', the
 * renderer's and the core's files were two with the same settings: two sets of workers, each
 * transforming the shared sources again), and the renderer's files in happy-dom are a project
 * of their own that runs after it, on two workers: each worker of theirs loads happy-dom, React
 * and the screens first, which is most of what they cost. Their 14 files alone, quiet: 22.5 s of
 * CPU on four workers, 17.3 s on two, 19.4 s on one (which took 6 s longer); the parallel and
 * the dom group together twice 236 s of CPU and 123 s (before, one project with V8's later
 * optimising below: 239–265 s of CPU, 123–136 s).
 */
const domFiles = (readdirSync('test', { recursive: true, encoding: 'utf8' }) as string[])
  .map((file) => `test/${file}`)
  .filter((file) => file.endsWith('.test.ts') && !file.startsWith('test/e2e/'))
  .filter((file) =>
    /@vitest-environment\s+happy-dom/.test(readFileSync(file, 'utf8').slice(0, 2_000)),
  );
// ORTSTERMIN_DOM_WORKERS=N sets it, to compare counts.
const domWorkers = Number(process.env.ORTSTERMIN_DOM_WORKERS) || 2;

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    const name = (file: TestSpecification) => relative(root, file.moduleId);
    const seconds = (file: TestSpecification) => durations[name(file)] ?? Number.POSITIVE_INFINITY;
    const inVitestOrder = await super.sort(files);
    const position = new Map(inVitestOrder.map((file, i) => [file, i]));
    const first = (file: TestSpecification) => (startsFirst.has(name(file)) ? 0 : 1);
    // Vitest's order keeps its groups and projects together; within a project, a stable sort:
    // the files that start first, then (in the browser project) by duration.
    return [...inVitestOrder].sort((a, b) =>
      a.project !== b.project
        ? position.get(a)! - position.get(b)!
        : first(a) - first(b) ||
          (longestFirst.has(a.project.name) ? seconds(b) - seconds(a) : 0) ||
          position.get(a)! - position.get(b)!,
    );
  }
}

export default defineConfig({
  test: {
    // Integration tests start real servers and child processes; give them room on 2 cores.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    sequence: { sequencer: LongestFirst },
    globalSetup: ['test/setup/build-once.ts'],
    setupFiles: [
      'test/setup/inspectable-worker.ts',
      // ORTSTERMIN_FILE_COST=.tmp/cost.jsonl: each file's wall time and CPU, one line each.
      ...(process.env.ORTSTERMIN_FILE_COST ? ['test/setup/file-cost.ts'] : []),
    ],
    // expect.poll gives up after 1 s by default; the journeys poll the UI and the core while
    // a sync runs, which takes longer on a loaded 2-core CI machine. A wrong state still fails.
    expect: { poll: { timeout: 10_000 } },
    projects: [
      {
        extends: true,
        test: {
          name: 'parallel',
          include: ['test/**/*.test.ts'],
          exclude: [...browser, ...domFiles],
          isolate: false,
          maxWorkers: parallelWorkers,
          execArgv: shortLivedCode,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          include: domFiles,
          isolate: false,
          maxWorkers: domWorkers,
          execArgv: shortLivedCode,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: browser,
          isolate: false,
          maxWorkers: browserWorkers,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
