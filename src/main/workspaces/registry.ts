import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { z } from 'zod';
import { readOwnJsonFile, writePrivateFile } from './files';

/*
 * The list of workspaces (DESIGN.md decision 14): `workspaces.json` in the app's data folder,
 * written atomically, 0600. The embedded demo workspace is always there and is the default on a
 * first start. No key is ever written here (keys live in the KeyVault).
 */

export const registryFileName = 'workspaces.json';
export const demoWorkspaceId = 'demo';

export interface WorkspaceRecord {
  id: string;
  name: string;
  kind: 'demo' | 'remote';
  /** Remote workspaces only; the demo's URL is the embedded server's of this run. */
  baseUrl: string | null;
  createdAt: string;
}

const recordSchema = z.object({
  id: z.string().regex(/^[a-z0-9_-]{1,64}$/),
  name: z.string().min(1).max(100),
  kind: z.enum(['demo', 'remote']),
  baseUrl: z.string().nullable(),
  createdAt: z.string(),
});
const fileSchema = z.object({
  version: z.literal(1),
  activeId: z.string(),
  workspaces: z.array(recordSchema),
});

const demoRecord = (): WorkspaceRecord => ({
  id: demoWorkspaceId,
  name: 'Demo',
  kind: 'demo',
  baseUrl: null,
  createdAt: new Date().toISOString(),
});

export class WorkspaceRegistry {
  readonly path: string;
  private records: WorkspaceRecord[];
  private active: string;

  constructor(readonly dataDir: string) {
    this.path = join(dataDir, registryFileName);
    // Damaged: kept aside; the workspaces' folders and databases are untouched.
    const file = readOwnJsonFile(this.path, fileSchema);
    this.records = file?.workspaces ?? [];
    if (!this.records.some((r) => r.id === demoWorkspaceId)) this.records.unshift(demoRecord());
    this.active =
      file && this.records.some((r) => r.id === file.activeId) ? file.activeId : demoWorkspaceId;
    if (!file) this.save();
  }

  get activeId(): string {
    return this.active;
  }

  list(): WorkspaceRecord[] {
    return this.records.map((r) => ({ ...r }));
  }

  get(id: string): WorkspaceRecord | undefined {
    const found = this.records.find((r) => r.id === id);
    return found && { ...found };
  }

  /** The folder of a workspace's local database: `demo/` (as before) or `workspaces/<id>/`. */
  folderOf(id: string): string {
    return id === demoWorkspaceId
      ? join(this.dataDir, 'demo')
      : join(this.dataDir, 'workspaces', id);
  }

  add(input: { name: string; baseUrl: string }): WorkspaceRecord {
    const record: WorkspaceRecord = {
      id: `ws_${randomBytes(6).toString('hex')}`,
      name: input.name,
      kind: 'remote',
      baseUrl: input.baseUrl,
      createdAt: new Date().toISOString(),
    };
    this.records.push(record);
    this.save();
    return { ...record };
  }

  rename(id: string, name: string): void {
    const record = this.records.find((r) => r.id === id);
    if (!record) return;
    record.name = name;
    this.save();
  }

  remove(id: string): void {
    if (id === demoWorkspaceId) return;
    this.records = this.records.filter((r) => r.id !== id);
    if (this.active === id) this.active = demoWorkspaceId;
    this.save();
  }

  setActive(id: string): void {
    if (!this.records.some((r) => r.id === id)) return;
    this.active = id;
    this.save();
  }

  private save(): void {
    const file = { version: 1, activeId: this.active, workspaces: this.records };
    writePrivateFile(this.path, JSON.stringify(file, null, 2) + '\n');
  }
}
