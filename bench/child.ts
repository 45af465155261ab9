import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

/*
 * The folder of a build of the benchmark's programs, each at its source's path with `.js`: the
 * test suite's smoke run starts the built benchmark (test/support/node-build.ts) so its children
 * don't compile the sources again, as tsx does in each process.
 */
const builtPrograms = process.env.ORTSTERMIN_BENCH_BUILD;

/** Runs a TypeScript file of this project in its own Node process (tsx, or its build). */
export function spawnTs(file: string, args: string[]): ChildProcess {
  const command = builtPrograms
    ? [join(builtPrograms, file.replace(/\.ts$/, '.js'))]
    : ['--import', 'tsx', file];
  return spawn(process.execPath, [...command, ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: process.env,
  });
}

/** Waits for the first stdout line matching `pattern` (bounded by `timeoutMs`). */
export function waitForLine(
  child: ChildProcess,
  pattern: RegExp,
  timeoutMs: number,
): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    const timer = setTimeout(
      () => reject(new Error(`no line matching ${pattern} within ${timeoutMs} ms`)),
      timeoutMs,
    );
    lines.on('line', (line) => {
      const match = line.match(pattern);
      if (match) {
        clearTimeout(timer);
        resolve(match);
      }
    });
    child.once('exit', (code) =>
      reject(new Error(`process exited (${code}) before printing ${pattern}`)),
    );
  });
}

/** Runs a measuring child to the end and returns the JSON it printed as its last line. */
export async function runMeasurement<T>(file: string, args: string[]): Promise<T> {
  const started = performance.now();
  const child = spawnTs(file, args);
  let last = '';
  createInterface({ input: child.stdout! }).on('line', (line) => {
    if (line.trim()) last = line;
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`${file} failed with exit code ${code}`);
  // On stderr, so a run that ends at a time limit says how far it came and what took long.
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  process.stderr.write(
    `[bench] ${file} ${args[0]?.startsWith('http') ? '' : `${args[0]} `}${seconds} s\n`,
  );
  return JSON.parse(last) as T;
}

export interface BenchServer {
  url: string;
  stop(): Promise<void>;
}

/** The reference server as a separate process with a generated workspace (not timed). */
export async function startBenchServer(scale: string, apiKey: string): Promise<BenchServer> {
  const child = spawnTs('src/server/cli.ts', [
    '--port',
    '0',
    '--seed',
    `bench:${scale}`,
    '--api-key',
    apiKey,
  ]);
  const started = performance.now();
  const [, url] = await waitForLine(child, /^Listening on (http:\/\/\S+)/, 600_000);
  process.stderr.write(
    `[bench] server with bench:${scale} ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
  );
  return {
    url: url!,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
