import type { Clock } from './clock';
import type { Db } from './database';
import type { PageQuery } from './table';
import type { SortOrder } from '../ordering';

/** What every record store needs: the database, the clock, the list order and the page reader. */
export interface StoreContext {
  db: Db;
  clock: Clock;
  sort: SortOrder;
  page: PageQuery;
}
