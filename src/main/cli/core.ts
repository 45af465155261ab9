import { CoreWorkerHost } from '../worker/host';

/*
 * The CLI's core: the same worker thread and host class as the app (src/main/worker), so this
 * thread never opens the database itself. It only routes messages and prints: every query,
 * commit, JSON parse and validation of a sync runs in the worker.
 */

export interface CliCoreOptions {
  /** Sync only; the other commands never reach the network (the engine stays paused). */
  server?: { baseUrl: string; apiKey: string };
  /** Start the engine's scheduler (`sync --watch`): a sync now, then polling. */
  watch?: boolean;
  /** Where crashes and restarts are told; default stderr. */
  log?: (line: string) => void;
}

/** Polling of `sync --watch`: once a minute, the engine's default, as the CLI always did. */
const watchPollMs = 60_000;

/** A worker host for one command; `start()` throws what the core threw when it could not open. */
export function cliCore(dbPath: string, options: CliCoreOptions = {}): CoreWorkerHost {
  return new CoreWorkerHost(
    {
      dbPath,
      baseUrl: options.server?.baseUrl ?? '',
      apiKey: options.server?.apiKey ?? '',
      pollIntervalMs: watchPollMs,
      paused: !options.server,
      start: options.watch === true,
    },
    {
      // Crashes and restarts go to stderr. A sync is slow by nature and nobody waits on a frame,
      // so the slow-call log (the app's diagnostics) stays off.
      log: options.log ?? ((line) => process.stderr.write(`${line}\n`)),
      // The CLI speaks English throughout (its own lines, --help, the summaries).
      language: 'en',
      slowCallMs: Number.POSITIVE_INFINITY,
    },
  );
}

/** Runs one command against a started core and closes it (engine stopped, database closed). */
export async function withCore<T>(
  dbPath: string,
  options: CliCoreOptions,
  work: (core: CoreWorkerHost) => Promise<T>,
): Promise<T> {
  const core = cliCore(dbPath, options);
  await core.start();
  try {
    return await work(core);
  } finally {
    await core.close();
  }
}
