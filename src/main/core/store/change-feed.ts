/*
 * The one change feed (DESIGN.md decision 10). Every write of the store marks what it touched;
 * when the outermost transaction commits, each listener hears `{ resource, ids, renamed? }` once
 * per resource. A rolled-back transaction tells nothing. Marks made outside a transaction are
 * told at once.
 */

export type ChangedResource =
  'contacts' | 'buildings' | 'deals' | 'dealStages' | 'projects' | 'modules' | 'pvPlans' | 'outbox';

export interface StoreChange {
  resource: ChangedResource;
  ids: string[];
  /** local id → server id, when a create was acknowledged (or a module adopted its server id). */
  renamed?: Record<string, string>;
  /**
   * The resource's search index was just built (search/search-index.ts): its searches may now
   * find records they did not find while it was built (`ids` is empty).
   */
  searchable?: true;
}

export type ChangeListener = (change: StoreChange) => void;

export class ChangeFeed {
  private readonly listeners = new Set<ChangeListener>();
  private depth = 0;
  private touched = new Map<ChangedResource, Set<string>>();
  private renames = new Map<ChangedResource, Record<string, string>>();

  listen(listener: ChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  mark(resource: ChangedResource, id: string): void {
    let ids = this.touched.get(resource);
    if (!ids) this.touched.set(resource, (ids = new Set()));
    ids.add(id);
    if (this.depth === 0) this.flush();
  }

  /** Whether the running transaction wrote `resource` (its listeners hear it on commit). */
  pending(resource: ChangedResource): boolean {
    return this.touched.has(resource) || this.renames.has(resource);
  }

  renamed(resource: ChangedResource, localId: string, serverId: string): void {
    const map = this.renames.get(resource) ?? {};
    map[localId] = serverId;
    this.renames.set(resource, map);
    this.mark(resource, serverId);
  }

  /** Tells at once that `resource`'s search index is built: call after its build committed. */
  searchable(resource: ChangedResource): void {
    const change: StoreChange = { resource, ids: [], searchable: true };
    for (const listener of this.listeners) listener(change);
  }

  /** Runs `fn` as (part of) a transaction; the outermost one tells the listeners on commit. */
  within<T>(fn: () => T): T {
    this.depth++;
    let committed = false;
    try {
      const result = fn();
      committed = true;
      return result;
    } finally {
      this.depth--;
      if (this.depth === 0) {
        if (committed) this.flush();
        else this.clear();
      }
    }
  }

  private clear(): void {
    this.touched = new Map();
    this.renames = new Map();
  }

  private flush(): void {
    if (this.touched.size === 0) return;
    const touched = this.touched;
    const renames = this.renames;
    this.clear();
    for (const [resource, ids] of touched) {
      const change: StoreChange = { resource, ids: [...ids] };
      const renamed = renames.get(resource);
      if (renamed) change.renamed = renamed;
      for (const listener of this.listeners) listener(change);
    }
  }
}
