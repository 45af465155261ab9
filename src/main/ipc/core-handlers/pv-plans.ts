import {
  pvPlanFileFormat,
  pvPlanFileSchema,
  type PvPlanFile,
  type pvPlanChannels,
} from '../../../shared/ipc/contract';
import { limits, pvPlanPatchSchema, type PvPlanPatch } from '../../../shared/api';
import type { PvPlanWithState } from '../../core/store';
import { deepEqual } from '../../core/store/merge';
import { HostError, NotFoundError } from '../errors';
import type { HandlerContext, HandlersOf } from './context';

type Store = HandlerContext['store'];

function planOrMissing(store: Store, id: string): PvPlanWithState {
  const plan = store.pvPlanWithState(id);
  if (!plan)
    throw new NotFoundError('pvPlans', id, `The PV plan ${id} is not on this device. Sync first.`);
  return plan;
}

/** The keys of a plan an import carries over: every key a PV plan PATCH can change. */
const copiedKeys = Object.keys(pvPlanPatchSchema.shape) as Array<keyof PvPlanPatch>;

/** The patch that makes `plan` equal `file` in the copied keys (empty: nothing differs). */
function patchTowards(plan: PvPlanWithState, file: PvPlanFile['plan']): PvPlanPatch {
  const patch: Record<string, unknown> = {};
  for (const key of copiedKeys) {
    if (!deepEqual(plan[key], file[key])) patch[key] = file[key];
  }
  return patch as PvPlanPatch;
}

export function pvPlanHandlers({
  store,
  written,
  now,
}: HandlerContext): HandlersOf<keyof typeof pvPlanChannels> {
  const buildingKnown = (id: string | null) => (id ? !!store.getBuilding(id) : true);

  return {
    'pvPlans.byProject': ({ projectId }) => ({ data: store.projectPvPlans(projectId) }),
    'pvPlans.byBuilding': ({ buildingId }) => ({
      data: store.buildingPvPlans(buildingId),
      projects: store.buildingProjects(buildingId).map((p) => ({ id: p.id, title: p.title })),
    }),
    'pvPlans.origin': ({ buildingId }) => store.pvPlanOrigin(buildingId),
    'pvPlans.get': ({ id }) => planOrMissing(store, id),
    'pvPlans.create': ({ projectId, body }) => {
      const plan = written(store.createPvPlan(projectId, body));
      return planOrMissing(store, plan.id);
    },
    'pvPlans.patch': ({ id, body }) => {
      written(store.patchPvPlan(id, body));
      return planOrMissing(store, id);
    },
    'pvPlans.duplicate': ({ id, name }) => {
      const source = planOrMissing(store, id);
      const copy = store.transaction(() => {
        const created = store.createPvPlan(source.projectId, {
          name,
          originLat: source.originLat,
          originLng: source.originLng,
          originAddress: source.originAddress,
          buildingId: source.buildingId,
        });
        // The document goes by PATCH: the create of the interface takes no document.
        if (source.payload !== null) {
          store.patchPvPlan(created.id, {
            schemaVersion: source.schemaVersion ?? 1,
            payload: source.payload,
            summary: source.summary,
          });
        }
        return created;
      });
      written(copy);
      return planOrMissing(store, copy.id);
    },
    'pvPlans.export': ({ id }) => {
      const { sync, ...plan } = planOrMissing(store, id);
      if (plan.payload === null || plan.schemaVersion === null) {
        throw new NotFoundError(
          'pvPlans',
          id,
          `Only the list entry of PV plan ${id} is on this device; sync to load its document before exporting.`,
        );
      }
      return {
        format: pvPlanFileFormat,
        formatVersion: 1,
        exportedAt: now().toISOString(),
        localOnly: sync === 'localOnly',
        plan: { ...plan, schemaVersion: plan.schemaVersion, payload: plan.payload },
      };
    },
    'pvPlans.import': ({ projectId, file }) => {
      const parsed = pvPlanFileSchema.safeParse(file);
      if (!parsed.success) {
        throw new HostError(
          'invalid_request',
          `This is not a PV plan export of Ortstermin (${parsed.error.issues[0]?.message ?? 'unknown format'}).`,
          { channel: 'pvPlans.import' },
        );
      }
      const incoming = parsed.data.plan;
      const buildingId = buildingKnown(incoming.buildingId) ? incoming.buildingId : null;
      const wanted = { ...incoming, buildingId };
      const existing = store.pvPlanWithState(incoming.id);
      if (existing) {
        // The same plan: take the file's values, one local write like any edit.
        const patch = patchTowards(existing, wanted);
        if (Object.keys(patch).length === 0) return { plan: existing, outcome: 'unchanged' };
        written(store.patchPvPlan(existing.id, patch));
        return { plan: planOrMissing(store, existing.id), outcome: 'updated' };
      }
      // Not on this device (another workspace or device): a new plan of this project.
      const created = store.transaction(() => {
        const plan = store.createPvPlan(projectId, {
          name: wanted.name.slice(0, limits.pvPlanNameMax),
          originLat: wanted.originLat,
          originLng: wanted.originLng,
          originAddress: wanted.originAddress,
          buildingId: wanted.buildingId,
        });
        const patch = patchTowards(planOrMissing(store, plan.id), wanted);
        if (Object.keys(patch).length) store.patchPvPlan(plan.id, patch);
        return plan;
      });
      written(created);
      return { plan: planOrMissing(store, created.id), outcome: 'created' };
    },
  };
}
