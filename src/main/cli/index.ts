import { parseArgs } from 'node:util';
import { openCore } from '../core';
import { openStore, type LocalStore } from '../core/store';
import { apiKeySchema } from '../../shared/api/api-key';
import { describeFailure } from '../core/sync/engine';
import { formatOutbox, formatSummary } from './format';
import { queueWrite } from './queue';
import { UsageError, usage } from './usage';

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
  const db = values.db;
  if (!db) throw new UsageError(`${command}: give the local database with --db FILE`);

  switch (command) {
    case 'sync':
      return sync(db, values['base-url'], values.watch, values.json);
    case 'dump':
      return withStore(db, (store) => {
        process.stdout.write(JSON.stringify(store.dump(), null, 2) + '\n');
        return 0;
      });
    case 'queue':
      return withStore(db, (store) => {
        process.stdout.write(queueWrite(store, rest) + '\n');
        return 0;
      });
    case 'outbox':
      return withStore(db, (store) => {
        const entries = store.listOutbox();
        process.stdout.write(
          values.json ? JSON.stringify(entries, null, 2) + '\n' : formatOutbox(entries),
        );
        return 0;
      });
    default:
      throw new UsageError(`Unknown command "${command}".`);
  }
}

function withStore(db: string, work: (store: LocalStore) => number): number {
  const store = openStore(db);
  try {
    return work(store);
  } finally {
    store.close();
  }
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

  const core = openCore({ dbPath: db, baseUrl, apiKey });
  const print = (text: string) => process.stdout.write(text);
  try {
    if (!watch) {
      const summary = await core.engine.sync({ sweep: true });
      print(json ? JSON.stringify(summary) + '\n' : formatSummary(summary));
      return 0;
    }
    core.engine.on('status', (status) => {
      if (status.state !== 'syncing') {
        print(
          json
            ? JSON.stringify(status) + '\n'
            : `${new Date().toISOString()} ${status.state}` +
                ` (pending ${status.pending}, rejected ${status.rejected})${status.lastError ? `: ${status.lastError.code} ${status.lastError.params.detail ?? ''}` : ''}\n`,
        );
      }
    });
    core.engine.start();
    await new Promise<void>((resolve) => {
      process.once('SIGINT', resolve);
      process.once('SIGTERM', resolve);
    });
    return 0;
  } catch (error) {
    process.stderr.write(`Sync failed: ${describeFailure(error)}\n`);
    return 1;
  } finally {
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
    // Store errors (invalid write, locked module, newer database) carry a message for the user.
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode =
      error instanceof Error && /Error$/.test(error.name) && error.name !== 'Error' ? 2 : 1;
  },
);
