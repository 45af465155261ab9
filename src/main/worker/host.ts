import { EventEmitter } from 'node:events';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';
import type { EventPayload, IpcErrorData } from '../../shared/ipc/contract';
import { CoreError } from '../core/errors';
import type { OutboxEntry, StoreDump } from '../core/store';
import type { SyncSummary } from '../core/sync/status';
import type { TerminalLanguage } from '../start-messages';
import { hostLines, type HostLines } from './host-lines';
import type { CoreWorkerInit, FromWorker, StoreRead, ToWorker } from './protocol';

/*
 * The host's side of the core's worker thread (worker.ts runs there): requests matched to
 * replies by sequence number, events forwarded, slow calls logged by channel, and a crash
 * reported and answered by a new worker. Nothing is lost in a crash: every local write was
 * committed (durably) to the outbox before its call answered, and an entry in flight is only
 * held in the dead worker's memory, so the new worker sends it again (reconciled: no duplicate).
 */

/** Calls slower than this are logged with their channel (never their data). */
export const slowCallMs = 40;

export interface CoreWorkerEvents {
  changes: [EventPayload<'changes'>];
  status: [EventPayload<'status'>];
  /** The worker died; a new one is starting (`restarted` follows when it is up). */
  crashed: [{ reason: string }];
  restarted: [];
  /** The worker died and a new one could not open the core: nothing answers any more. */
  restartFailed: [{ reason: string }];
}

export interface CoreWorkerOptions {
  /** Where slow calls and crashes are told; default console.warn. */
  log?: (line: string) => void;
  /** The language of those lines; default the environment's (host-lines.ts). */
  language?: TerminalLanguage;
  /** Calls slower than this are logged; default `slowCallMs`, Infinity: none (the CLI). */
  slowCallMs?: number;
  /**
   * A call unanswered this long fails with `core_timeout` (a core that never answers
   * must not hang the window or the CLI). `sync` runs a whole sync and gets its own bound.
   */
  callTimeoutMs?: number;
  syncTimeoutMs?: number;
}

const defaultCallTimeoutMs = 60_000;
const defaultSyncTimeoutMs = 30 * 60_000;

/** A request without its sequence number (send adds it). */
type Message = ToWorker extends infer T ? (T extends ToWorker ? Omit<T, 'seq'> : never) : never;

/**
 * The worker's entry: the built file beside the bundle (Electron), else the same file in out/
 * of the one build, built first when missing or stale (browser mode, tools, tests).
 */
async function newWorker(options: WorkerOptions): Promise<Worker> {
  const built = new URL('./core-worker.js', import.meta.url);
  if (!import.meta.url.endsWith('.ts') && existsSync(fileURLToPath(built)))
    return new Worker(built, options);
  // Loaded here, not at the top: Electron's bundle carries this module but never calls it.
  const { builtWorker, ensureBuilt } = await import('../build/electron-build');
  await ensureBuilt();
  return workerWithoutSourceLoader(builtWorker, options);
}

/**
 * A worker thread on built JavaScript, started from a host that may run from TypeScript sources
 * (tsx: browser mode, the bench, the tools): without tsx's loader, which a thread otherwise
 * inherits and which sends every module the worker imports through its hooks first. A host
 * without it passes its options on as before. Options a thread refuses when given explicitly
 * (V8's, such as `--trace-gc`) act on the whole process anyway: when one is among them, the
 * thread gets none.
 */
export function workerWithoutSourceLoader(file: string | URL, options: WorkerOptions): Worker {
  const inherited = options.execArgv ?? process.execArgv;
  const execArgv = withoutSourceLoader(inherited);
  if (execArgv.length === inherited.length) return new Worker(file, options);
  try {
    return new Worker(file, { ...options, execArgv });
  } catch (error) {
    if ((error as { code?: string }).code !== 'ERR_WORKER_INVALID_EXEC_ARGV') throw error;
    return new Worker(file, { ...options, execArgv: [] });
  }
}

/** Node's options without tsx's loader (`--import tsx`, `--require …/node_modules/tsx/…`). */
export function withoutSourceLoader(execArgv: readonly string[]): string[] {
  const kept: string[] = [];
  for (let i = 0; i < execArgv.length; i++) {
    const option = execArgv[i]!;
    const [name, inlineValue] = option.split(/=(.*)/s, 2) as [string, string | undefined];
    if (name !== '--require' && name !== '-r' && name !== '--import' && name !== '--loader') {
      kept.push(option);
      continue;
    }
    const value = inlineValue ?? execArgv[i + 1] ?? '';
    if (inlineValue === undefined) i++;
    const tsx =
      value === 'tsx' || value.startsWith('tsx/') || /[\\/]node_modules[\\/]tsx[\\/]/.test(value);
    if (!tsx) kept.push(name, value);
  }
  return kept;
}

export class CoreWorkerHost extends EventEmitter<CoreWorkerEvents> {
  private worker: Worker | null = null;
  private seq = 0;
  private readonly pending = new Map<
    number,
    { resolve(value: unknown): void; reject(error: unknown): void; channel: string; at: number }
  >();
  private closing = false;
  private readonly log: (line: string) => void;
  private readonly say: HostLines;
  private readonly slowCallMs: number;
  private readonly callTimeoutMs: number;
  private readonly syncTimeoutMs: number;
  private init: CoreWorkerInit;
  /** Resolves when the current worker is up. */
  private ready: Promise<void> = Promise.resolve();
  crashes = 0;

  constructor(init: CoreWorkerInit, options: CoreWorkerOptions = {}) {
    super();
    this.init = { ...init };
    this.log = options.log ?? ((line) => console.warn(line));
    this.say = hostLines(options.language);
    this.slowCallMs = options.slowCallMs ?? slowCallMs;
    this.callTimeoutMs = options.callTimeoutMs ?? defaultCallTimeoutMs;
    this.syncTimeoutMs = options.syncTimeoutMs ?? defaultSyncTimeoutMs;
  }

  /** Starts the worker; throws what the core threw when it could not open (a CoreError). */
  async start(): Promise<void> {
    const worker = await newWorker({ workerData: { init: this.init } });
    this.worker = worker;
    let settle: { resolve(): void; reject(error: unknown): void };
    const ready = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
    let up = false;
    worker.on('message', (message: FromWorker) => {
      switch (message.kind) {
        case 'ready':
          up = true;
          settle.resolve();
          break;
        case 'failed':
          settle.reject(coreErrorOf(message.error));
          break;
        case 'reply':
          this.settleCall(message);
          break;
        case 'event':
          this.emit(message.event as 'status', message.payload as EventPayload<'status'>);
          break;
      }
    });
    worker.on('error', (error) => {
      if (!up) settle.reject(error);
      // Whatever was thrown, said in words: a bare "undefined" tells nobody anything.
      this.log(this.say.workerFailed(describeThrown(error)));
    });
    worker.on('exit', (code) => {
      if (this.worker !== worker) return;
      this.worker = null;
      this.failPending('core_restarted', 'The core stopped before it answered.');
      if (!up) {
        settle.reject(new CoreError('internal', `The core's worker exited (${code}).`));
        return;
      }
      if (this.closing) return;
      // A crash: tell the UI, start a new worker on the same database (the outbox is there).
      this.crashes++;
      this.log(this.say.workerExited(code));
      this.emit('crashed', { reason: `exit ${code}` });
      this.ready = this.start().then(
        () => void this.emit('restarted'),
        (error: unknown) => {
          this.log(this.say.couldNotRestart(String(error)));
          this.emit('restartFailed', { reason: String(error) });
        },
      );
    });
    this.ready = ready;
    return ready;
  }

  /** A core channel's handler, run in the worker. */
  async call(channel: string, request: unknown): Promise<unknown> {
    return this.send({ kind: 'call', channel, request }, channel);
  }

  /** One sync now with its summary; fails with the reason (code, and the English line). */
  async sync(options: { sweep: boolean }): Promise<SyncSummary> {
    return this.send({ kind: 'sync', sweep: options.sweep }, 'sync') as Promise<SyncSummary>;
  }

  /** A read-only view for tools, in the store's own shape (protocol.ts: `read`). */
  read(what: 'dump'): Promise<StoreDump>;
  read(what: 'outbox'): Promise<OutboxEntry[]>;
  async read(what: StoreRead): Promise<unknown> {
    return this.send({ kind: 'read', what }, `read.${what}`);
  }

  async setPaused(paused: boolean): Promise<void> {
    this.init.paused = paused;
    await this.send({ kind: 'setPaused', paused }, 'setPaused');
  }

  async setApiKey(apiKey: string): Promise<void> {
    this.init.apiKey = apiKey;
    await this.send({ kind: 'setApiKey', apiKey }, 'setApiKey');
  }

  /** Closes the core (engine stopped, database closed) and ends the worker. */
  async close(): Promise<void> {
    if (this.closing) return;
    this.closing = true;
    // A worker restarting after a crash is closed once it is up, not left running.
    await this.ready.catch(() => undefined);
    const worker = this.worker;
    if (!worker) return;
    const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
    await this.send({ kind: 'close' }, 'close').catch(() => undefined);
    let timer: NodeJS.Timeout | undefined;
    // Cleared after: a pending timer would hold a short-lived host (the CLI) open for 5 s.
    await Promise.race([exited, new Promise((r) => (timer = setTimeout(r, 5_000)))]);
    clearTimeout(timer);
    if (this.worker === worker) await worker.terminate();
    this.removeAllListeners();
  }

  private async send(message: Message, channel: string): Promise<unknown> {
    await this.ready.catch(() => undefined);
    const worker = this.worker;
    if (!worker) throw new CoreError('core_restarted', 'The core is not running.');
    const seq = ++this.seq;
    const limitMs = message.kind === 'sync' ? this.syncTimeoutMs : this.callTimeoutMs;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        if (!this.pending.delete(seq)) return;
        this.log(this.say.noAnswer(channel, limitMs));
        reject(
          new CoreError(
            'core_timeout',
            `The core did not answer ${channel} within ${Math.round(limitMs / 1000)} s. What was saved before is kept.`,
            { channel },
          ),
        );
      }, limitMs);
      timer.unref?.();
      const settle =
        <T>(done: (value: T) => void) =>
        (value: T) => {
          clearTimeout(timer);
          done(value);
        };
      this.pending.set(seq, {
        resolve: settle(resolve),
        reject: settle(reject),
        channel,
        at: performance.now(),
      });
      try {
        worker.postMessage({ ...message, seq } as ToWorker);
      } catch (error) {
        this.pending.delete(seq);
        clearTimeout(timer);
        reject(error);
      }
    });
  }

  private settleCall(message: Extract<FromWorker, { kind: 'reply' }>): void {
    const call = this.pending.get(message.seq);
    if (!call) return;
    this.pending.delete(message.seq);
    const ms = performance.now() - call.at;
    if (ms > this.slowCallMs) this.log(this.say.slowCall(call.channel, Math.round(ms)));
    if (message.ok) call.resolve(message.value);
    else call.reject(coreErrorOf(message.error));
  }

  private failPending(code: string, text: string): void {
    for (const [, call] of this.pending) call.reject(new CoreError(code, text));
    this.pending.clear();
  }
}

/** The error as it crossed: code, params and field issues as the core's handler threw them. */
function coreErrorOf(data: IpcErrorData): CoreError {
  const error = new CoreError(data.code, data.message, data.params);
  if (data.issues) Object.assign(error, { issues: data.issues });
  return error;
}

function describeThrown(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  if (error === undefined) return 'an error without a description';
  return String(error);
}
