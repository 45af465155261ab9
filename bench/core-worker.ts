import { CoreWorkerHost } from '../src/main/worker/host';

/**
 * The core in its worker thread on `dbPath`, as the app runs it, with no sync of its own (the
 * measurement starts the first one): `client.ts` and `sync-memory.ts`.
 */
export async function startCoreWorker(
  dbPath: string,
  baseUrl: string,
  apiKey: string,
): Promise<CoreWorkerHost> {
  const worker = new CoreWorkerHost({
    dbPath,
    baseUrl,
    apiKey,
    pollIntervalMs: 3_600_000,
    paused: false,
    start: false,
  });
  await worker.start();
  return worker;
}
