import { parseArgs } from 'node:util';
import { apiKeySchema } from '../../shared/api/api-key';
import { CoreError } from '../core/errors';
import { cliCore, withCore } from './core';
import { formatOutbox, formatStatus, formatSummary, namesOf } from './format';
import { queueCall, queueWrite } from './queue';
import { resolveCall, resolveConflict } from './resolve';
import { UsageError, usage } from './usage';

const commands = ['sync', 'dump', 'queue', 'outbox', 'resolve'] as const;

async function main(argv: string[]): Promise<number> {
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
    process.stdout.write(usage);
    return values.help ? 0 : 2;
  }
  if (!commands.includes(command as (typeof commands)[number]))
    throw new UsageError(`Unknown command "${command}".`);
  const db = values.db;
  if (!db) throw new UsageError(`${command}: give the local database with --db FILE`);

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
   */
  switch (command) {
    case 'sync':
      return sync(db, values['base-url'], values.watch, values.json);
    case 'dump':
      return withCore(db, {}, async (core) => {
        process.stdout.write(JSON.stringify(await core.read('dump'), null, 2) + '\n');
        return 0;
      });
    case 'queue': {
      // Read before the database is opened: a mistake in the call touches nothing.
      const call = queueCall(rest);
      return withCore(db, {}, async (core) => {
        process.stdout.write((await queueWrite(core, call)) + '\n');
        return 0;
      });
    }
    case 'outbox':
      return withCore(db, {}, async (core) => {
        const entries = await core.read('outbox');
        // The records' names (not their ids) come from the local copy, as the app shows them.
        const text = values.json
          ? JSON.stringify(entries, null, 2) + '\n'
          : formatOutbox(entries, entries.length ? namesOf(await core.read('dump')) : undefined);
        process.stdout.write(text);
        return 0;
      });
    case 'resolve': {
      const call = resolveCall(rest);
      return withCore(db, {}, async (core) => {
        process.stdout.write((await resolveConflict(core, call)) + '\n');
        return 0;
      });
    }
  }
  throw new UsageError(`Unknown command "${command}".`);
}

async function sync(
  db: string,
  baseUrl: string | undefined,
  watch: boolean,
  json: boolean,
): Promise<number> {
  if (!baseUrl) throw new UsageError('sync: give the workspace server with --base-url URL');
  try {
    new URL(baseUrl);
  } catch {
    throw new UsageError(`sync: --base-url "${baseUrl}" is not a URL (e.g. http://127.0.0.1:8787)`);
  }
  const apiKey = process.env.ORTSTERMIN_API_KEY;
  if (!apiKey)
    throw new UsageError('sync: set the API key in the environment variable ORTSTERMIN_API_KEY');
  if (!apiKeySchema.safeParse(apiKey).success) {
    // Never echoed: the message says what is wrong, not what was given.
    throw new UsageError(
      'sync: ORTSTERMIN_API_KEY must be 1 to 500 printable ASCII characters without spaces or line breaks',
    );
  }
  const server = { baseUrl, apiKey };
  const print = (text: string) => process.stdout.write(text);
  if (!watch) {
    // One sync in the worker; a failure comes back with the English line (describeFailure).
    return withCore(db, { server }, async (core) => {
      try {
        const summary = await core.sync({ sweep: true });
        print(json ? JSON.stringify(summary) + '\n' : formatSummary(summary));
        return 0;
      } catch (error) {
        process.stderr.write(`Sync failed: ${(error as Error).message}\n`);
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
  const core = cliCore(db, { server, watch: true });
  core.on('status', (status) => {
    if (status.state !== 'syncing')
      print(json ? JSON.stringify(status) + '\n' : formatStatus(status));
  });
  core.on('restarted', () =>
    process.stderr.write(
      '[core] the worker is running again; sync goes on, queued writes were kept\n',
    ),
  );
  const gaveUp = new Promise<{ reason: string }>((resolve) => core.once('restartFailed', resolve));
  try {
    await core.start();
    const outcome = await Promise.race([stopped, gaveUp]);
    if (typeof outcome === 'string') return 0;
    process.stderr.write(
      `Sync stopped: the core could not restart after a crash (${outcome.reason}). Queued writes are kept in ${db}.\n`,
    );
    return 1;
  } finally {
    clearInterval(keepAlive);
    // Closing pauses the engine first: that status is not news to whoever stopped it.
    core.removeAllListeners('status');
    await core.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    if (
      error instanceof UsageError ||
      (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')
    ) {
      process.stderr.write(`${(error as Error).message}\n\n${usage}`);
      process.exitCode = 2;
      return;
    }
    // The core's refusals (invalid write, unknown record, locked module, a damaged, newer or
    // busy database) carry a message for the user: exit 2. A core that failed to answer: 1.
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode =
      error instanceof CoreError &&
      !['internal', 'core_restarted', 'core_timeout', 'answer_unsendable'].includes(error.code)
        ? 2
        : 1;
  },
);
