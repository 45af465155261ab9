import { buildingStore } from './buildings';
import { systemClock, type Clock } from './clock';
import { contactStore } from './contacts';
import type { StoreContext } from './context';
import type { Db } from './database';
import { dealStageStore } from './deal-stages';
import { dealStore } from './deals';
import { idempotencyKeyStore } from './idempotency-keys';
import { moduleStore } from './modules';
import { projectStore } from './projects';
import { pvPlanStore } from './pv-plans';
import { pageQuery } from './table';
import { workspaceStore } from './workspaces';
import type { SortOrder } from '../ordering';

/** All record stores over one database. Every write to a record goes through here. */
export function createStore(db: Db, options: { sort?: SortOrder; clock?: Clock } = {}) {
  const ctx: StoreContext = {
    db,
    clock: options.clock ?? systemClock(),
    sort: options.sort ?? 'updatedAt',
    page: pageQuery(db),
  };
  return {
    clock: ctx.clock,
    /** One statement on the database, for the few writes no record store has (deletions.ts). */
    run(sql: string, ...params: unknown[]): number {
      return db.prepare(sql).run(...params).changes;
    },
    /** Runs `fn` in one SQLite transaction: all of its writes or none. */
    transaction<T>(fn: () => T): T {
      return db.transaction(fn)();
    },
    workspaces: workspaceStore(ctx),
    contacts: contactStore(ctx),
    buildings: buildingStore(ctx),
    dealStages: dealStageStore(ctx),
    deals: dealStore(ctx),
    projects: projectStore(ctx),
    modules: moduleStore(ctx),
    pvPlans: pvPlanStore(ctx),
    idempotencyKeys: idempotencyKeyStore(ctx),
  };
}

export type Store = ReturnType<typeof createStore>;
