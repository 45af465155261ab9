import { parseArgs } from 'node:util';
import { CoreError } from '../core/errors';
import { terminalLanguage } from '../start-messages';
import { cliCore, withCore, type CliCoreOptions } from './core';
import type { CoreWorkerHost } from '../worker/host';
import { UsageError, usage } from './usage';

const commands = ['sync', 'dump', 'queue', 'outbox', 'resolve'] as const;

/**
 * Where a command line reads its environment and prints: the process's own (index.ts), or a
 * test's, which runs commands in its process and reads what they printed.
 */
export interface Terminal {
  env: NodeJS.ProcessEnv;
  out(text: string): void;
  err(text: string): void;
}

/**
 * Runs one command line to its end and returns its exit code: 0 done; 1 the sync failed or the
 * core stopped; 2 a mistake in the call, or a write or database the core refused. Never throws:
 * every failure is printed to `err`.
 */
export async function runCommandLine(argv: string[], terminal: Terminal): Promise<number> {
  try {
    return await run(argv, terminal);
  } catch (error) {
    if (
      error instanceof UsageError ||
      (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')
    ) {
      terminal.err(`${(error as Error).message}\n\n${usage}`);
      return 2;
    }
    // The core's refusals (invalid write, unknown record, locked module, a damaged, newer or
    // busy database) carry a message for the user: exit 2. A core that failed to answer: 1.
    terminal.err(`${error instanceof Error ? error.message : String(error)}\n`);
    return error instanceof CoreError &&
      !['internal', 'core_restarted', 'core_timeout', 'answer_unsendable'].includes(error.code)
      ? 2
      : 1;
  }
}

async function run(argv: string[], terminal: Terminal): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      db: { type: 'string' },
      'base-url': { type: 'string' },
      watch: { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const [command, ...rest] = positionals;
  if (values.help || !command) {
    terminal.out(usage);
    return values.help ? 0 : 2;
  }
  if (!commands.includes(command as (typeof commands)[number]))
    throw new UsageError(`Unknown command "${command}".`);
  const db = values.db;
  if (!db) throw new UsageError(`${command}: give the local database with --db FILE`);
  // Crashes and restarts of the core's worker are told on the terminal's error stream.
  const core: CliCoreOptions = { log: (line) => terminal.err(`${line}\n`) };
  /** Runs a command that prints one answer against a started core: exit 0 once printed. */
  const printed = (work: (host: CoreWorkerHost) => Promise<string>) =>
    withCore(db, core, async (host) => {
      terminal.out(`${await work(host)}\n`);
      return 0;
    });

  /*
   * Every command runs the core in its worker thread (cli/core.ts), as the app does. Where the
   * app has a channel for it, the command goes through that channel and `dispatch`, so its input
   * gets the app's validation and error codes: `queue` (one write channel per resource and
   * operation). `dump` and `outbox` read what no channel carries: the whole local copy, and the
   * outbox with the bookkeeping a developer needs (base, attemptedAt, idempotencyKey), which the
   * UI's `outbox.list` leaves out on purpose; they take no input, so the channel's validation
   * would add nothing. They use the worker's `read` message (worker/protocol.ts). `sync` uses
   * the worker's `sync` message: the app's `sync.now` answers with the status, not the summary
   * printed here, and hides the failure's sentence; `--watch` prints the status events the app's
   * status bar hears.
   * Each command imports what only it needs when it runs: `queue` and `resolve` validate through
   * the whole IPC contract (building its zod schemas took a third of a call's CPU), which the
   * others never use.
   */
  switch (command) {
    case 'sync':
      return sync(db, values['base-url'], values.watch, values.json, terminal, core);
    case 'dump':
      return printed(async (host) => JSON.stringify(await host.read('dump'), null, 2));
    case 'queue': {
      const { queueCall, queueWrite } = await import('./queue');
      // Read before the database is opened: a mistake in the call touches nothing.
      const call = queueCall(rest);
      return printed((host) => queueWrite(host, call));
    }
    case 'outbox': {
      const { formatOutbox, namesOf } = await import('./format');
      return withCore(db, core, async (host) => {
        const entries = await host.read('outbox');
        // The records' names (not their ids) come from the local copy, as the app shows them.
        const text = values.json
          ? JSON.stringify(entries, null, 2) + '\n'
          : formatOutbox(
              entries,
              entries.length
                ? namesOf(await host.read('dump'), terminalLanguage(terminal.env))
                : undefined,
            );
        terminal.out(text);
        return 0;
      });
    }
    case 'resolve': {
      const { resolveCall, resolveConflict } = await import('./resolve');
      const call = resolveCall(rest);
      return printed((host) => resolveConflict(host, call));
    }
  }
  throw new UsageError(`Unknown command "${command}".`);
}

async function sync(
  db: string,
  baseUrl: string | undefined,
  watch: boolean,
  json: boolean,
  terminal: Terminal,
  core: CliCoreOptions,
): Promise<number> {
  if (!baseUrl) throw new UsageError('sync: give the workspace server with --base-url URL');
  try {
    new URL(baseUrl);
  } catch {
    throw new UsageError(`sync: --base-url "${baseUrl}" is not a URL (e.g. http://127.0.0.1:8787)`);
  }
  const apiKey = terminal.env.ORTSTERMIN_API_KEY;
  if (!apiKey)
    throw new UsageError('sync: set the API key in the environment variable ORTSTERMIN_API_KEY');
  const { apiKeySchema } = await import('../../shared/api/api-key');
  if (!apiKeySchema.safeParse(apiKey).success) {
    // Never echoed: the message says what is wrong, not what was given.
    throw new UsageError(
      'sync: ORTSTERMIN_API_KEY must be 1 to 500 printable ASCII characters without spaces or line breaks',
    );
  }
  const server = { baseUrl, apiKey };
  const { formatStatus, formatSummary } = await import('./format');
  if (!watch) {
    // One sync in the worker; a failure comes back with the English line (describeFailure).
    return withCore(db, { ...core, server }, async (host) => {
      try {
        const summary = await host.sync({ sweep: true });
        terminal.out(json ? JSON.stringify(summary) + '\n' : formatSummary(summary));
        return 0;
      } catch (error) {
        terminal.err(`Sync failed: ${(error as Error).message}\n`);
        return 1;
      }
    });
  }

  // Ctrl-C and SIGTERM are heard from the start; the worker then closes (nothing queued is
  // lost: every write is in the outbox on disk). The timer keeps this thread waiting for them
  // even while a crashed worker is being replaced.
  const stopped = new Promise<string>((resolve) => {
    process.once('SIGINT', () => resolve('SIGINT'));
    process.once('SIGTERM', () => resolve('SIGTERM'));
  });
  const keepAlive = setInterval(() => undefined, 1 << 30);
  const host = cliCore(db, { ...core, server, watch: true });
  host.on('status', (status) => {
    if (status.state !== 'syncing')
      terminal.out(json ? JSON.stringify(status) + '\n' : formatStatus(status));
  });
  host.on('restarted', () =>
    terminal.err('[core] the worker is running again; sync goes on, queued writes were kept\n'),
  );
  const gaveUp = new Promise<{ reason: string }>((resolve) => host.once('restartFailed', resolve));
  try {
    await host.start();
    const outcome = await Promise.race([stopped, gaveUp]);
    if (typeof outcome === 'string') return 0;
    terminal.err(
      `Sync stopped: the core could not restart after a crash (${outcome.reason}). Queued writes are kept in ${db}.\n`,
    );
    return 1;
  } finally {
    clearInterval(keepAlive);
    // Closing pauses the engine first: that status is not news to whoever stopped it.
    host.removeAllListeners('status');
    await host.close();
  }
}
