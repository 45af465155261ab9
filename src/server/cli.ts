import { parseArgs } from 'node:util';
import { parseChaosSpec, type ChaosOptions } from './chaos';
import { startServer } from './index';
import { isSortOrder, sortOrders, type SortOrder } from './ordering';
import { watchParent } from './parent-watch';
import { isSeedName, seedNames, type SeedName } from './seed';

const usage = `Usage: npm run server -- [options]

  --port N              port to listen on (default 8787; 0 = any free port)
  --host H              address to bind (default 127.0.0.1)
  --db FILE             SQLite file; data survives restarts (default: in memory)
  --api-key KEY         a workspace API key; repeatable (default: demo-key)
  --no-access-key KEY   a key whose workspace has no API access (403); repeatable
                        (only the keys given now are valid; other keys in the db answer 401)
  --revoke-key KEY      revoke KEY in the db for good before listening; repeatable
  --seed NAME           data for the first key's new workspace: ${seedNames.join('|')} (default demo)
  --strict-spec         only the documented endpoints (optional reads answer 404)
  --sort ORDER          list order: ${sortOrders.join('|')} (default updatedAt)
  --chaos SPEC          inject faults, e.g. seed=42,latency=0-30,error=0.05,throttle=0.03,retry-after=1,drop=0.02,lost=0.02
                        (lost-count=N: the first N successful writes lose their response;
                        skew=MS: the server's clock runs MS ahead, negative behind)
  --ignore-idempotency-key  ignore the Idempotency-Key header (a repeated POST creates a duplicate)
  --allowed-host H[:P]  answer only to this Host header (421 otherwise); repeatable
  --allowed-host-name H answer only to Host H with the port listened on (421 otherwise); repeatable
  --log                 log every request
  --help                show this text
`;

class UsageError extends Error {}

interface CliOptions {
  port: number;
  host: string;
  dbPath: string;
  apiKeys: string[];
  noAccessKeys: string[];
  revokeKeys: string[];
  seed: SeedName;
  strictSpec: boolean;
  sort: SortOrder;
  chaos?: ChaosOptions;
  logger: boolean;
  honourIdempotencyKey: boolean;
  allowedHosts?: string[];
  allowedHostNames?: string[];
}

function parseCli(argv: string[]): CliOptions | 'help' {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        db: { type: 'string' },
        'api-key': { type: 'string', multiple: true },
        'no-access-key': { type: 'string', multiple: true },
        'revoke-key': { type: 'string', multiple: true },
        'ignore-idempotency-key': { type: 'boolean' },
        'allowed-host': { type: 'string', multiple: true },
        'allowed-host-name': { type: 'string', multiple: true },
        seed: { type: 'string' },
        'strict-spec': { type: 'boolean' },
        sort: { type: 'string' },
        chaos: { type: 'string' },
        log: { type: 'boolean' },
        help: { type: 'boolean' },
      },
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (values.help) return 'help';
  const port = Number(values.port ?? 8787);
  if (!/^\d+$/.test(values.port ?? '8787') || port > 65535) {
    throw new UsageError(`--port must be a number from 0 to 65535, got "${values.port}"`);
  }
  const seed = values.seed ?? 'demo';
  if (!isSeedName(seed))
    throw new UsageError(`--seed must be one of ${seedNames.join(', ')}, got "${seed}"`);
  const sort = values.sort ?? 'updatedAt';
  if (!isSortOrder(sort))
    throw new UsageError(`--sort must be one of ${sortOrders.join(', ')}, got "${sort}"`);
  let chaos: ChaosOptions | undefined;
  if (values.chaos !== undefined) {
    try {
      chaos = parseChaosSpec(values.chaos);
    } catch (error) {
      throw new UsageError(`--chaos: ${(error as Error).message}`);
    }
  }
  const apiKeys = values['api-key'] ?? ['demo-key'];
  if (apiKeys.some((k) => !/^\S+$/.test(k)))
    throw new UsageError('--api-key must be non-empty, without spaces');
  for (const flag of ['allowed-host', 'allowed-host-name'] as const) {
    const bad = values[flag]?.find((h) => !/^[^\s/]+$/.test(h));
    if (bad !== undefined)
      throw new UsageError(`--${flag} must be a host without spaces or slashes, got "${bad}"`);
  }
  return {
    port,
    host: values.host ?? '127.0.0.1',
    dbPath: values.db ?? ':memory:',
    apiKeys,
    noAccessKeys: values['no-access-key'] ?? [],
    revokeKeys: values['revoke-key'] ?? [],
    seed,
    strictSpec: values['strict-spec'] ?? false,
    sort,
    chaos,
    logger: values.log ?? false,
    honourIdempotencyKey: !(values['ignore-idempotency-key'] ?? false),
    allowedHosts: values['allowed-host'],
    allowedHostNames: values['allowed-host-name'],
  };
}

async function main(): Promise<void> {
  let options;
  try {
    options = parseCli(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`Error: ${error.message}\n\n${usage}`);
    process.exit(2);
  }
  if (options === 'help') {
    process.stdout.write(usage);
    return;
  }
  const server = await startServer(options);
  // Before the Listening line: whoever reads it may send SIGTERM at once.
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    process.stdout.write(`${signal}: stopping\n`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        process.stderr.write(`Error while stopping: ${String(error)}\n`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  watchParent(() => stop('parent process gone'));
  process.stdout.write(`Listening on ${server.url}\n`);
  for (const w of server.workspaces) {
    const note = w.apiAccess ? (w.created ? 'new' : 'from the database') : 'no API access (403)';
    process.stdout.write(`  key ${w.key} -> workspace ${w.workspaceId} (${note})\n`);
  }
  for (const key of options.revokeKeys) {
    process.stdout.write(`  key ${key} revoked (if this database knew it)\n`);
  }
  const notes = [`db ${options.dbPath}`, `seed ${options.seed}`, `sort ${options.sort}`];
  if (options.strictSpec) notes.push('strict spec');
  if (!options.honourIdempotencyKey) notes.push('Idempotency-Key ignored');
  if (options.allowedHosts || options.allowedHostNames) {
    const hosts = [
      ...(options.allowedHosts ?? []),
      ...(options.allowedHostNames ?? []).map((h) => `${h}:${server.port}`),
    ];
    notes.push(`hosts ${hosts.join(' ')}`);
  }
  if (options.chaos) notes.push(`chaos ${JSON.stringify(options.chaos)}`);
  process.stdout.write(`  ${notes.join(', ')}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`Error: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
