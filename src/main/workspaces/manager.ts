import { existsSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import {
  channels,
  type ConnectionOutcome,
  type DemoStatus,
  type Settings,
  type WorkspaceView,
} from '../../shared/ipc/contract';
import type { ConsultantProfile } from '../../shared/domain/consultant-profile';
import { openStore } from '../core/store';
import { HostError } from '../ipc/errors';
import {
  hostChannels,
  type CoreChannel,
  type CoreHandlers,
  type EventSink,
  type Handlers,
  type HostHandlers,
} from '../ipc/handlers';
import { DemoServer, randomApiKey } from './demo-server';
import { ensurePrivateDir } from './files';
import type { KeyStorage, KeyVault, StoredKeyOutcome } from './key-vault';
import { testConnection, type ProbeOptions } from './probe';
import { demoWorkspaceId, WorkspaceRegistry, type WorkspaceRecord } from './registry';
import { openSession, type Session } from './session';
import { SettingsStore } from './settings';
import { readConsultantProfile, writeConsultantProfile } from './consultant-profile';

/*
 * The workspaces of this installation (DESIGN.md decision 14): the
 * registry, the key vault, the settings, the embedded demo server and the one open workspace
 * (a Session: core + handlers). Switching closes one core cleanly and opens the next; events of
 * whichever workspace is active reach the subscribers, plus `workspace` when it changed.
 */

export interface WorkspaceManagerOptions {
  /** The app's data folder (0700): workspaces.json, settings.json, keys, one folder per workspace. */
  dataDir: string;
  /** Where keys are kept: FileKeyVault in browser mode, a safeStorage vault in Electron. */
  vault: KeyVault;
  /** Default true: this host embeds the demo server (the demo workspace works). */
  embedDemo?: boolean;
  pollIntervalMs?: number;
  pushDelayMs?: number;
  nativeBinding?: string;
  /** The HTTP client of the connection test (tests); a core's runs in its worker thread. */
  fetch?: typeof fetch;
  /** Timeout of workspaces.test; default 8 s. */
  probeTimeoutMs?: number;
}

export const demoDbName = 'demo-local.sqlite';
export const remoteDbName = 'workspace.sqlite';

export class WorkspaceManager {
  readonly registry: WorkspaceRegistry;
  readonly settings: SettingsStore;
  /** The embedded demo server (null where the host has none). */
  readonly demo: DemoServer | null;
  /** The full contract: the active workspace's core channels and the host's own. */
  readonly handlers: Handlers;
  private session: Session | null = null;
  private unsubscribeSession: (() => void) | null = null;
  private readonly sinks = new Set<EventSink>();
  /** Serialises switch, remove, demo start/stop and close; core calls wait for it. */
  private queue: Promise<unknown> = Promise.resolve();
  /** Unsynced counts of closed workspaces, learnt when they were closed or counted. */
  private readonly unsyncedOf = new Map<string, number>();
  /** Where each key went in this run (vaults without storageOf). */
  private readonly keyOutcomes = new Map<string, KeyStorage>();
  private closed = false;

  private constructor(private readonly options: WorkspaceManagerOptions) {
    ensurePrivateDir(options.dataDir);
    this.registry = new WorkspaceRegistry(options.dataDir);
    this.settings = new SettingsStore(options.dataDir);
    this.demo =
      options.embedDemo === false
        ? null
        : new DemoServer({
            dataDir: this.registry.folderOf(demoWorkspaceId),
            // Random per launch, never stored: the key of an earlier run opens nothing.
            apiKey: randomApiKey(),
            nativeBinding: options.nativeBinding,
          });
    this.handlers = this.buildHandlers();
  }

  /** Opens the workspace that was active last time (the demo on a first start). */
  static async open(options: WorkspaceManagerOptions): Promise<WorkspaceManager> {
    const manager = new WorkspaceManager(options);
    try {
      await manager.openActive(manager.registry.activeId);
    } catch (error) {
      await manager.close();
      throw error;
    }
    return manager;
  }

  get activeId(): string {
    return this.registry.activeId;
  }

  /** The open workspace's session (core, handlers); changes on every switch. */
  get active(): Session {
    if (!this.session) throw new HostError('internal', 'No workspace is open.', {});
    return this.session;
  }

  /** Every event for the renderer, from whichever workspace is active. */
  subscribe(sink: EventSink): () => void {
    this.sinks.add(sink);
    return () => this.sinks.delete(sink);
  }

  /* workspaces.* */

  async list(): Promise<{ activeId: string; workspaces: WorkspaceView[] }> {
    await this.idle();
    const views = this.registry.list().map((record) => this.view(record));
    return { activeId: this.activeId, workspaces: views };
  }

  add(input: { name: string; baseUrl: string; apiKey: string }): {
    workspace: WorkspaceView;
    warning?: StoredKeyOutcome['warning'];
  } {
    const record = this.registry.add({ name: input.name, baseUrl: input.baseUrl });
    ensurePrivateDir(this.registry.folderOf(record.id));
    const outcome = this.storeKey(record.id, input.apiKey);
    this.unsyncedOf.set(record.id, 0);
    this.emit('host', { changed: 'workspaces' });
    return {
      workspace: this.view(record),
      ...(outcome.warning ? { warning: outcome.warning } : {}),
    };
  }

  async test(
    request: { baseUrl: string; apiKey: string } | { id: string },
  ): Promise<ConnectionOutcome> {
    const probe: ProbeOptions = {
      fetch: this.options.fetch,
      timeoutMs: this.options.probeTimeoutMs,
    };
    if ('baseUrl' in request) return testConnection(request.baseUrl, request.apiKey, probe);
    const record = this.record(request.id);
    const { baseUrl, apiKey } = this.target(record);
    return testConnection(baseUrl, apiKey, probe);
  }

  switchTo(id: string): Promise<void> {
    this.record(id);
    return this.serial(async () => {
      if (id === this.activeId && this.session) return;
      await this.openActive(id);
    });
  }

  /** Stores the key and applies it to the workspace's running engine at once, stored or not. */
  setKey(id: string, apiKey: string): StoredKeyOutcome {
    const record = this.record(id);
    if (record.kind === 'demo')
      throw new HostError('workspace_is_demo', 'The demo workspace has its own key.', { id });
    const outcome = this.storeKey(id, apiKey);
    if (id === this.activeId) void this.session?.setApiKey(apiKey).catch(() => undefined);
    // The list shows whether a key is stored, and why not.
    this.emit('host', { changed: 'workspaces' });
    return outcome;
  }

  rename(id: string, name: string): void {
    this.record(id);
    this.registry.rename(id, name);
    this.emit('host', { changed: 'workspaces' });
  }

  /**
   * Removes a workspace with its local database and key. Refused with `workspace_has_unsynced`
   * while it holds writes its server has not accepted, unless confirmed; the active one is left
   * for the demo first.
   */
  remove(id: string, confirmUnsynced = false): Promise<void> {
    const record = this.record(id);
    if (record.kind === 'demo')
      throw new HostError('workspace_is_demo', 'The demo workspace cannot be removed.', { id });
    return this.serial(async () => {
      const count = this.unsynced(id);
      if (count !== 0 && !confirmUnsynced)
        throw new HostError(
          'workspace_has_unsynced',
          `The workspace "${record.name}" holds ${count} change(s) its server has not accepted; removing it loses them.`,
          { count },
        );
      if (id === this.activeId) await this.openActive(demoWorkspaceId);
      this.registry.remove(id);
      this.options.vault.delete(id);
      this.keyOutcomes.delete(id);
      this.unsyncedOf.delete(id);
      rmSync(this.registry.folderOf(id), { recursive: true, force: true });
      this.emit('host', { changed: 'workspaces' });
    });
  }

  /* settings.* */

  getSettings(): Settings {
    return this.settings.get();
  }

  async setSettings(patch: Partial<Settings>): Promise<Settings> {
    const next = this.settings.set(patch);
    if (patch.offline !== undefined) {
      await this.idle();
      await this.session?.setPaused(next.offline);
    }
    this.emit('host', { changed: 'settings' });
    return next;
  }

  /* profile.*: the active workspace's consultant profile */

  async getProfile(): Promise<ConsultantProfile> {
    await this.idle();
    return readConsultantProfile(this.registry.folderOf(this.activeId));
  }

  async setProfile(profile: ConsultantProfile): Promise<ConsultantProfile> {
    await this.idle();
    const next = writeConsultantProfile(this.registry.folderOf(this.activeId), profile);
    this.emit('host', { changed: 'profile' });
    return next;
  }

  /* demo.* */

  demoStatus(): DemoStatus {
    return { available: this.demo !== null, running: this.demo?.running ?? false };
  }

  setDemoRunning(running: boolean): Promise<DemoStatus> {
    const demo = this.demo;
    if (!demo) throw new HostError('demo_unavailable', 'This app has no embedded demo server.', {});
    return this.serial(async () => {
      if (!running) {
        await demo.stop();
      } else if (!demo.running) {
        const before = demo.url;
        await demo.start();
        // Another port (the old one was taken): the demo's core must talk to the new one.
        if (this.activeId === demoWorkspaceId && demo.url !== before)
          await this.openActive(demoWorkspaceId);
      }
      this.emit('host', { changed: 'demo' });
      return this.demoStatus();
    });
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.queue.catch(() => undefined);
    await this.closeSession();
    await this.demo?.stop();
    this.sinks.clear();
  }

  /* inner workings */

  private buildHandlers(): Handlers {
    const host: HostHandlers = {
      'workspaces.list': () => this.list(),
      'workspaces.add': (request) => this.add(request),
      'workspaces.test': (request) => this.test(request),
      'workspaces.switch': async ({ id }) => {
        await this.switchTo(id);
        return { ok: true as const };
      },
      'workspaces.setKey': ({ id, apiKey }) => this.setKey(id, apiKey),
      'workspaces.rename': ({ id, name }) => {
        this.rename(id, name);
        return { ok: true as const };
      },
      'workspaces.remove': async ({ id, confirmUnsynced }) => {
        await this.remove(id, confirmUnsynced);
        return { ok: true as const };
      },
      'settings.get': () => this.getSettings(),
      'settings.set': (patch) => this.setSettings(patch),
      'profile.get': () => this.getProfile(),
      'profile.set': (profile) => this.setProfile(profile),
      'demo.status': () => this.demoStatus(),
      'demo.setRunning': ({ running }) => this.setDemoRunning(running),
      // Only the Electron shell can print a page to a file (it answers this channel itself).
      'report.savePdf': () => {
        throw new HostError(
          'not_supported',
          'Saving the report as a PDF file needs the desktop app; in the browser, print it to PDF.',
          { channel: 'report.savePdf' },
        );
      },
    };
    // Every other channel goes to the active workspace's core, after a switch in progress.
    const routed: Record<string, (request: unknown) => Promise<unknown>> = {};
    for (const channel of channels) {
      if ((hostChannels as readonly string[]).includes(channel)) continue;
      routed[channel] = async (request) => {
        await this.idle();
        const handler = this.active.handlers[channel as CoreChannel] as (r: unknown) => unknown;
        return handler(request);
      };
    }
    return { ...(routed as unknown as CoreHandlers), ...host };
  }

  private record(id: string): WorkspaceRecord {
    const record = this.registry.get(id);
    if (!record)
      throw new HostError('workspace_not_found', `There is no workspace "${id}".`, { id });
    return record;
  }

  private target(record: WorkspaceRecord): { baseUrl: string; apiKey: string } {
    if (record.kind === 'demo') {
      return { baseUrl: this.demo?.url ?? 'http://127.0.0.1:9', apiKey: this.demo?.apiKey ?? '' };
    }
    return { baseUrl: record.baseUrl ?? '', apiKey: this.options.vault.get(record.id) ?? '' };
  }

  private storeKey(id: string, apiKey: string): StoredKeyOutcome {
    const outcome = this.options.vault.set(id, apiKey);
    this.keyOutcomes.set(id, outcome.storage);
    return outcome;
  }

  private view(record: WorkspaceRecord): WorkspaceView {
    const { baseUrl } = this.target(record);
    const demo = record.kind === 'demo';
    const keySet = demo ? this.demo !== null : this.options.vault.get(record.id) !== null;
    // The demo's key is made per launch and never stored: no storage to report.
    let keyStorage: KeyStorage | null = null;
    if (keySet && !demo)
      keyStorage =
        this.options.vault.storageOf?.(record.id) ??
        this.keyOutcomes.get(record.id) ??
        this.options.vault.storage;
    return {
      id: record.id,
      name: record.name,
      kind: record.kind,
      baseUrl,
      keySet,
      keyStorage,
      unsynced: this.unsynced(record.id),
    };
  }

  /** Writes of a workspace its server has not accepted yet (queued, in flight, refused, conflicts). */
  private unsynced(id: string): number {
    if (id === this.activeId && this.session) return this.session.unsynced();
    const known = this.unsyncedOf.get(id);
    if (known !== undefined) return known;
    const path = join(
      this.registry.folderOf(id),
      id === demoWorkspaceId ? demoDbName : remoteDbName,
    );
    if (!existsSync(path)) return 0;
    try {
      const store = openStore(path, { nativeBinding: this.options.nativeBinding });
      try {
        const count = countOf(store.pendingCounts());
        this.unsyncedOf.set(id, count);
        return count;
      } finally {
        store.close();
      }
    } catch {
      // Damaged, too new or in use: not known, so removing it needs the user's confirmation.
      return -1;
    }
  }

  private async openActive(id: string): Promise<void> {
    const record = this.record(id);
    if (record.kind === 'demo' && this.demo && !this.demo.running && this.demo.url === null) {
      await this.demo.start(); // the demo's first open in this run
      // A new server workspace (new key or database): the local copy of another one must go.
      if (this.demo.createdWorkspace) this.setAsideDatabase(this.registry.folderOf(id), demoDbName);
    }
    const previous = this.session ? this.activeId : null;
    await this.closeSession();
    let session: Session;
    try {
      session = await this.openSessionOf(record);
    } catch (error) {
      // The core could not open (in use, too new, damaged): back to where we were, if anywhere.
      if (previous !== null && previous !== id) {
        await this.openSessionOf(this.record(previous))
          .then((s) => this.attach(previous, s))
          .catch(() => undefined);
      }
      throw error;
    }
    this.attach(id, session);
  }

  private openSessionOf(record: WorkspaceRecord): Promise<Session> {
    const { baseUrl, apiKey } = this.target(record);
    return openSession({
      dataDir: this.registry.folderOf(record.id),
      dbName: record.kind === 'demo' ? demoDbName : remoteDbName,
      baseUrl,
      apiKey,
      paused: this.settings.get().offline,
      pollIntervalMs: this.options.pollIntervalMs,
      pushDelayMs: this.options.pushDelayMs,
      nativeBinding: this.options.nativeBinding,
    });
  }

  private attach(id: string, session: Session): void {
    this.session = session;
    this.unsyncedOf.delete(id);
    this.registry.setActive(id);
    this.unsubscribeSession = session.subscribe((event, payload) => this.emit(event, payload));
    // The renderer drops every cached query and reads this workspace afresh.
    this.emit('workspace', { activeId: id });
    void Promise.resolve(session.handlers['sync.status']({})).then((status) =>
      this.emit('status', status),
    );
  }

  /** Sets a local database aside, unless another process holds it (then StoreInUseError). */
  private setAsideDatabase(dir: string, name: string): void {
    const path = join(dir, name);
    if (!existsSync(path)) return;
    openStore(path, { nativeBinding: this.options.nativeBinding }).close();
    moveDatabaseAside(path);
  }

  private async closeSession(): Promise<void> {
    const session = this.session;
    if (!session) return;
    this.unsubscribeSession?.();
    this.unsubscribeSession = null;
    this.session = null;
    const id = this.registry.activeId;
    try {
      this.unsyncedOf.set(id, await session.countUnsynced());
    } catch {
      this.unsyncedOf.delete(id);
    }
    await session.close();
  }

  private emit: EventSink = (event, payload) => {
    for (const sink of this.sinks) {
      try {
        sink(event, payload);
      } catch {
        /* one broken subscriber does not stop the others */
      }
    }
  };

  private serial<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task, task);
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async idle(): Promise<void> {
    await this.queue.catch(() => undefined);
  }
}

/** Moves a local database (and its -wal/-shm) aside, never deleting it. */
function moveDatabaseAside(path: string): void {
  const suffix = `.replaced-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  for (const extra of ['', '-wal', '-shm'])
    if (existsSync(path + extra)) renameSync(path + extra, path + suffix + extra);
}

function countOf(counts: object): number {
  let total = 0;
  for (const value of Object.values(counts)) if (typeof value === 'number') total += value;
  return total;
}
