import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

/** Runs a TypeScript file of this project in its own Node process (tsx loader). */
export function spawnTs(file: string, args: string[]): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', file, ...args], {
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
  const child = spawnTs(file, args);
  let last = '';
  createInterface({ input: child.stdout! }).on('line', (line) => {
    if (line.trim()) last = line;
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`${file} failed with exit code ${code}`);
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
  const [, url] = await waitForLine(child, /^Listening on (http:\/\/\S+)/, 600_000);
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
