import type { Project } from '../../../shared/api';
import type { StoreContext } from './context';
import { projectRows } from './rows';

/* What a building's page shows besides the building: the projects made for it, newest first. */

export function buildingProjects(ctx: StoreContext, buildingId: string): Project[] {
  return ctx.sql
    .all(
      ctx.sql.q
        .selectFrom('projects')
        .selectAll()
        .where('building_id', '=', buildingId)
        .orderBy('updated_at', 'desc')
        .orderBy('id'),
    )
    .map(projectRows.fromRow);
}
