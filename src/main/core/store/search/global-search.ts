import type { Building, Contact, Deal, Project } from '../../../../shared/api';
import type { StoreContext } from '../context';
import { buildingRows, dealRows, projectRows } from '../rows';
import type { BuildingRow, DealRow, ProjectRow } from '../schema';
import { buildingIndex, dealIndex, projectIndex, type ColumnsKind } from './kinds';
import { searchMatchExpression } from './query';
import { findRecordRowids } from './record-search';
import { searchContacts } from './search';

/** What the global search (Ctrl+K) finds, a few of each kind, newest-arrived first. */
export interface GlobalSearchResult {
  contacts: Contact[];
  buildings: Building[];
  deals: Deal[];
  projects: Project[];
}

function recordsOf<Row, R>(
  ctx: StoreContext,
  kind: ColumnsKind,
  text: string,
  limit: number,
  fromRow: (row: Row) => R,
): R[] {
  const rowids = findRecordRowids(ctx, kind, text, limit);
  if (!rowids.length) return [];
  const read = ctx.sql.prepare(`SELECT * FROM ${kind.table} WHERE rowid = ?`);
  return rowids.flatMap((rowid) => {
    const row = read.get(rowid) as Row | undefined;
    return row ? [fromRow(row)] : [];
  });
}

/**
 * Contacts, buildings, deals and projects matching what was typed (every word a prefix, any
 * order, folded: search/kinds.ts says over which values), up to `perKind` of each. Nothing for a
 * query without a letter or digit: there is nothing to look for across everything.
 */
export function searchEverything(
  ctx: StoreContext,
  text: string,
  perKind: number,
): GlobalSearchResult {
  if (!searchMatchExpression(text)) return { contacts: [], buildings: [], deals: [], projects: [] };
  return {
    contacts: searchContacts(ctx, text, { limit: perKind }),
    buildings: recordsOf(ctx, buildingIndex, text, perKind, (r: BuildingRow) =>
      buildingRows.fromRow(r),
    ),
    deals: recordsOf(ctx, dealIndex, text, perKind, (r: DealRow) => dealRows.fromRow(r)),
    projects: recordsOf(ctx, projectIndex, text, perKind, (r: ProjectRow) =>
      projectRows.fromRow(r),
    ),
  };
}
