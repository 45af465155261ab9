import { useQueries, useQuery } from '@tanstack/react-query';
import type { ConflictField } from '../../../shared/ipc/contract';
import { buildingQueries } from '../buildings/queries';
import { contactName } from '../contacts/contact-name';
import { contactQueries } from '../contacts/queries';
import { pipelineQueries } from '../pipeline/queries';
import { projectQueries } from '../projects/queries';
import { referenceOf } from '../../../shared/api/references';
import { segmentsOf, type RecordNames } from './conflict-words';

/*
 * The names behind the ids a conflict shows (a deal's stage, contact, project, building), read
 * from this device's copy, so the user compares "Angebot" with "Auftrag" and not two stg_ ids.
 */

/** The ids of each kind that the given conflict fields hold on any side. */
function referencedIds(fields: readonly ConflictField[]) {
  const ids = {
    stages: new Set<string>(),
    contacts: new Set<string>(),
    projects: new Set<string>(),
    buildings: new Set<string>(),
  };
  for (const field of fields) {
    const kind = referenceOf(segmentsOf(field).at(-1) ?? '');
    if (kind === null) continue;
    for (const value of [field.base, field.mine, field.theirs])
      if (typeof value === 'string') ids[kind].add(value);
  }
  return ids;
}

export function useRecordNames(fields: readonly ConflictField[]): RecordNames {
  const ids = referencedIds(fields);
  const options = useQuery({ ...pipelineQueries.options(), enabled: ids.stages.size > 0 });
  const named = <T>(
    queries: { data?: T }[],
    list: Set<string>,
    name: (d: T) => string | undefined,
  ) =>
    new Map(
      [...list].flatMap((id, i) => {
        const data = queries[i]?.data;
        const text = data ? name(data) : undefined;
        return text ? [[id, text] as const] : [];
      }),
    );
  const contacts = useQueries({
    queries: [...ids.contacts].map((id) => contactQueries.detail(id)),
  });
  const projects = useQueries({
    queries: [...ids.projects].map((id) => projectQueries.detail(id)),
  });
  const buildings = useQueries({
    queries: [...ids.buildings].map((id) => buildingQueries.detail(id)),
  });
  return {
    stages: new Map((options.data?.stages ?? []).map((s) => [s.id, s.name])),
    contacts: named(contacts, ids.contacts, (d) => contactName(d.contact)),
    projects: named(projects, ids.projects, (d) => d.project.title),
    buildings: named(buildings, ids.buildings, (d) => d.building.name),
  };
}
