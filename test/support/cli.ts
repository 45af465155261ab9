import { execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import { runCommandLine } from '../../src/main/cli/run';
import { builtCli } from './node-build';

/*
 * The command line as the tests run it. `cli` runs a command in the test's own process
 * (`runCommandLine`, what src/main/cli/index.ts runs for the shell) with the environment and
 * streams a process would have: the command still starts the core's worker thread and reads and
 * writes its database. A Node process per call (~0.3 s of CPU: Node's start and the modules)
 * bought nothing those tests assert. `cliProcess` and `background` start the bundle
 * test/setup/build-once.ts made of src/main/cli/index.ts (node-build.ts) in its own Node process,
 * as a developer's shell starts it: for what only a process shows (its exit code, its signals,
 * a second process on the same database). test/cli/cli-dev-entry.test.ts keeps `npm run cli`
 * (tsx on the sources) covered.
 */

const execFileAsync = promisify(execFile);

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** The environment of a call: no API key from the caller's environment unless given. */
const callEnv = (env: Record<string, string>) => ({
  ...process.env,
  ORTSTERMIN_API_KEY: '',
  ...env,
});

/** Runs one command to its end in this process. */
export async function cli(args: string[], env: Record<string, string> = {}): Promise<CliResult> {
  const printed = { stdout: '', stderr: '' };
  const code = await runCommandLine(args, {
    env: callEnv(env),
    out: (text) => (printed.stdout += text),
    err: (text) => (printed.stderr += text),
  });
  return { code, ...printed };
}

/** Runs one command to its end as a process of its own, as a shell does. */
export async function cliProcess(
  args: string[],
  env: Record<string, string> = {},
): Promise<CliResult> {
  try {
    const { stdout, stderr } = await execFileAsync(process.execPath, [builtCli, ...args], {
      env: callEnv(env),
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

/**
 * A long-running command (`sync --watch`): its output so far, waits for a line, its exit.
 * `imports` are loaded into the process first (`node --import`), e.g. a hook that crashes the
 * core's worker from outside.
 */
export function background(args: string[], env: Record<string, string>, imports: string[] = []) {
  const child = spawn(
    process.execPath,
    [...imports.flatMap((m) => ['--import', m]), builtCli, ...args],
    { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const output = { stdout: '', stderr: '' };
  child.stdout.on('data', (chunk: Buffer) => (output.stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output.stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  return {
    child,
    output,
    exited,
    async waitFor(stream: 'stdout' | 'stderr', pattern: RegExp, timeoutMs = 30_000) {
      const started = Date.now();
      while (!pattern.test(output[stream])) {
        if (child.exitCode !== null || Date.now() - started > timeoutMs)
          throw new Error(`no ${pattern} in ${stream}:\n${output.stdout}\n---\n${output.stderr}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    /** Waits for the exit (bounded); kills the process if it does not come. */
    async stop(signal: NodeJS.Signals, timeoutMs = 15_000) {
      child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
}
