import type { ProjectModule } from '../../src/shared/api';

export const fixtureTime = '2026-11-20T10:00:00.000Z';

/** A project module as the core returns it, for the editors' and the report's unit tests. */
export function moduleFixture(
  moduleKey: string,
  payload: Record<string, unknown> | null,
  status = 'draft',
): ProjectModule {
  return {
    id: `mod_${moduleKey}`,
    projectId: 'prj_1',
    moduleKey,
    status,
    schemaVersion: 1,
    payload,
    validationState: null,
    lockedReason: null,
    lastCompletedAt: null,
    createdAt: fixtureTime,
    updatedAt: fixtureTime,
  };
}
