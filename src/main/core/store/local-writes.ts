import type { z } from 'zod';
import {
  buildingCreateSchema,
  contactCreateSchema,
  contactPatchSchema,
  dealCreateSchema,
  dealPatchSchema,
  describeIssues,
  moduleKeys,
  moduleKeySchema,
  modulePatchSchema,
  projectCreateSchema,
  projectPatchSchema,
  pvPlanCreateSchema,
  pvPlanPatchSchema,
  type Building,
  type BuildingCreate,
  type Contact,
  type ContactCreate,
  type ContactPatch,
  type Deal,
  type DealCreate,
  type DealPatch,
  type ModulePatch,
  type Project,
  type ProjectCreate,
  type ProjectModule,
  type ProjectPatch,
  type PvPlanCreate,
  type PvPlanFull,
  type PvPlanPatch,
} from '../../../shared/api';
import { localIdPrefix, type StoreContext } from './context';
import { LocalWriteError, ModuleLockedError, OutboxError } from './errors';
import {
  buildBuilding,
  buildContact,
  buildDeal,
  buildModule,
  buildProject,
  buildPvPlan,
} from './local-records';
import { enqueue, getEntry, queueChange } from './outbox';
import type { OutboxEntry } from './outbox-entry';
import { baseOf } from './overlay';
import { getModule } from './reads';
import { getRecord, putRecord } from './records';
import type { OutboxResource, RecordTypes } from './rows';
import { ensureShadow, refreshVisible } from './visible';

/*
 * The one write path (DESIGN.md decision 5): validate, check references, change the local
 * tables and append to the outbox in one transaction. Nothing is written when anything fails.
 */

const labels: Record<OutboxResource, string> = {
  contacts: 'The contact',
  buildings: 'The building',
  deals: 'The deal',
  projects: 'The project',
  modules: 'The module',
  pvPlans: 'The PV plan',
};

function validate<S extends z.ZodType>(
  schema: S,
  body: unknown,
  resource: OutboxResource,
): z.infer<S> {
  const result = schema.safeParse(body);
  if (!result.success)
    throw LocalWriteError.invalid(resource, labels[resource], describeIssues(result.error));
  return result.data;
}

function mustExist<K extends OutboxResource>(
  ctx: StoreContext,
  resource: K,
  id: string,
  field?: string,
): RecordTypes[K] {
  const record = getRecord(ctx, resource, id);
  if (!record) {
    const name = labels[resource].replace(/^The /, '');
    throw new LocalWriteError(
      'record_missing',
      `${labels[resource]} ${id} does not exist on this device` +
        (field ? ` (${field})` : '') +
        `. Choose an existing ${name} or sync first.`,
      { resource, id, field: field ?? '' },
      field
        ? [
            {
              path: field,
              message: `no ${name} with id ${id}`,
              code: 'record_missing',
              params: { resource, id },
            },
          ]
        : [],
    );
  }
  return record;
}

/** Stage ids are checked once the stage list has been pulled; before that none is known. */
function mustHaveStage(ctx: StoreContext, stageId: string): void {
  const stage = ctx.sql.first(
    ctx.sql.q.selectFrom('deal_stages').select('id').where('id', '=', stageId),
  );
  const anyStage = ctx.sql.first(ctx.sql.q.selectFrom('deal_stages').select('id').limit(1));
  if (!stage && anyStage) {
    throw new LocalWriteError(
      'stage_unknown',
      `The pipeline stage ${stageId} is not known on this device (stageId). ` +
        'Choose one of the listed stages or sync first.',
      { stageId },
      [
        {
          path: 'stageId',
          message: `no stage with id ${stageId}`,
          code: 'stage_unknown',
          params: { stageId },
        },
      ],
    );
  }
}

const stripUndefined = <T extends object>(body: T): T =>
  Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) as T;

/**
 * A contact edit changes `fields` key by key (null removes a key); the queued edit holds the whole
 * resulting document, and its base the document before, so the push sends only what changed.
 */
function editedFields(current: Contact, patch: Record<string, unknown>): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...current.fields };
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

export function createLocalWrites(ctx: StoreContext) {
  // What the user typed: synced to disk before the call returns.
  const tx = <T>(fn: () => T): T => ctx.sql.durableTransaction(fn);
  const newLocalId = () => `${localIdPrefix}${ctx.newId()}`;

  function ensureModules(projectId: string, at: string): void {
    const existing = new Set(
      ctx.sql
        .all(
          ctx.sql.q
            .selectFrom('project_modules')
            .select('module_key')
            .where('project_id', '=', projectId),
        )
        .map((r) => r.module_key),
    );
    if (existing.size > 0) return;
    for (const key of moduleKeys)
      putRecord(ctx, 'modules', buildModule(newLocalId(), projectId, key, at));
  }

  function patchDealChecked(id: string, body: DealPatch): Deal {
    return tx(() => {
      mustExist(ctx, 'deals', id);
      if (body.contactId) mustExist(ctx, 'contacts', body.contactId, 'contactId');
      if (body.stageId) mustHaveStage(ctx, body.stageId);
      if (body.projectId) mustExist(ctx, 'projects', body.projectId, 'projectId');
      queueChange(ctx, { resource: 'deals', op: 'patch', recordId: id, body });
      return mustExist(ctx, 'deals', id);
    });
  }

  return {
    createContact(input: ContactCreate): Contact {
      const body = stripUndefined(validate(contactCreateSchema, input, 'contacts'));
      return tx(() => {
        const contact = buildContact(newLocalId(), body, ctx.now());
        putRecord(ctx, 'contacts', contact);
        enqueue(ctx, { resource: 'contacts', op: 'create', recordId: contact.id, body });
        return contact;
      });
    },

    patchContact(id: string, input: ContactPatch): Contact {
      const patch = stripUndefined(validate(contactPatchSchema, input, 'contacts'));
      return tx(() => {
        const current = mustExist(ctx, 'contacts', id);
        const body: Record<string, unknown> = { ...patch };
        if (patch.fields) body.fields = editedFields(current, patch.fields);
        queueChange(ctx, { resource: 'contacts', op: 'patch', recordId: id, body });
        return mustExist(ctx, 'contacts', id);
      });
    },

    createBuilding(input: BuildingCreate): Building {
      const body = stripUndefined(validate(buildingCreateSchema, input, 'buildings'));
      return tx(() => {
        mustExist(ctx, 'contacts', body.contactId, 'contactId');
        const building = buildBuilding(newLocalId(), body, ctx.now());
        putRecord(ctx, 'buildings', building);
        enqueue(ctx, { resource: 'buildings', op: 'create', recordId: building.id, body });
        return building;
      });
    },

    createDeal(input: DealCreate): Deal {
      const body = stripUndefined(validate(dealCreateSchema, input, 'deals'));
      return tx(() => {
        mustExist(ctx, 'contacts', body.contactId, 'contactId');
        mustHaveStage(ctx, body.stageId);
        const deal = buildDeal(newLocalId(), body, ctx.now());
        putRecord(ctx, 'deals', deal);
        enqueue(ctx, { resource: 'deals', op: 'create', recordId: deal.id, body });
        return deal;
      });
    },

    patchDeal(id: string, input: DealPatch): Deal {
      return patchDealChecked(id, stripUndefined(validate(dealPatchSchema, input, 'deals')));
    },

    archiveDeal(id: string): Deal {
      return patchDealChecked(id, { archived: true });
    },

    createProject(input: ProjectCreate): Project {
      const body = stripUndefined(validate(projectCreateSchema, input, 'projects'));
      return tx(() => {
        mustExist(ctx, 'contacts', body.contactId, 'contactId');
        mustExist(ctx, 'buildings', body.buildingId, 'buildingId');
        const project = buildProject(newLocalId(), body, ctx.now());
        putRecord(ctx, 'projects', project);
        ensureModules(project.id, project.createdAt);
        enqueue(ctx, { resource: 'projects', op: 'create', recordId: project.id, body });
        return project;
      });
    },

    patchProject(id: string, input: ProjectPatch): Project {
      const body = stripUndefined(validate(projectPatchSchema, input, 'projects'));
      return tx(() => {
        mustExist(ctx, 'projects', id);
        queueChange(ctx, { resource: 'projects', op: 'patch', recordId: id, body });
        return mustExist(ctx, 'projects', id);
      });
    },

    archiveProject(id: string): Project {
      return tx(() => {
        mustExist(ctx, 'projects', id);
        queueChange(ctx, { resource: 'projects', op: 'archive', recordId: id, body: {} });
        return mustExist(ctx, 'projects', id);
      });
    },

    patchModule(projectId: string, moduleKey: string, input: ModulePatch): ProjectModule {
      const key = validate(moduleKeySchema, moduleKey, 'modules');
      const body = stripUndefined(validate(modulePatchSchema, input, 'modules'));
      return tx(() => {
        mustExist(ctx, 'projects', projectId, 'projectId');
        let module = getModule(ctx, projectId, key);
        if (module?.status === 'locked' && 'payload' in body) {
          throw new ModuleLockedError(projectId, key, module.lockedReason);
        }
        if (!module) {
          module = buildModule(newLocalId(), projectId, key, ctx.now());
          putRecord(ctx, 'modules', module);
        }
        queueChange(ctx, {
          resource: 'modules',
          op: 'patch',
          recordId: module.id,
          projectId,
          moduleKey: key,
          body,
        });
        return mustExist(ctx, 'modules', module.id);
      });
    },

    createPvPlan(projectId: string, input: PvPlanCreate): PvPlanFull {
      const body = stripUndefined(validate(pvPlanCreateSchema, input, 'pvPlans'));
      return tx(() => {
        mustExist(ctx, 'projects', projectId, 'projectId');
        if (body.buildingId) mustExist(ctx, 'buildings', body.buildingId, 'buildingId');
        const plan = buildPvPlan(newLocalId(), projectId, body, ctx.now());
        putRecord(ctx, 'pvPlans', plan);
        enqueue(ctx, { resource: 'pvPlans', op: 'create', recordId: plan.id, projectId, body });
        return plan;
      });
    },

    patchPvPlan(id: string, input: PvPlanPatch): PvPlanFull {
      const body = stripUndefined(validate(pvPlanPatchSchema, input, 'pvPlans'));
      return tx(() => {
        mustExist(ctx, 'pvPlans', id);
        if (body.buildingId) mustExist(ctx, 'buildings', body.buildingId, 'buildingId');
        queueChange(ctx, { resource: 'pvPlans', op: 'patch', recordId: id, body });
        return mustExist(ctx, 'pvPlans', id) as PvPlanFull;
      });
    },

    /**
     * Puts a rejected write back in line, optionally with an edited body; the body is validated
     * again and applied locally again. The host pushes it at once (outbox.retry).
     */
    retryRejected(seq: number, editedBody?: Record<string, unknown>): OutboxEntry {
      return tx(() => {
        const entry = getEntry(ctx, seq);
        if (entry.state !== 'rejected') {
          throw new OutboxError(
            'outbox_wrong_state',
            `Outbox entry ${seq} is ${entry.state}; only a rejected change can be retried.`,
            { seq, state: entry.state },
          );
        }
        if (entry.unreadable && !editedBody) {
          throw new OutboxError(
            'outbox_unreadable',
            `Outbox entry ${seq} cannot be read (${entry.unreadable}); send it again with a body, or discard it.`,
            { seq },
          );
        }
        const parsed = validate(bodySchema(entry), editedBody ?? entry.body, entry.resource);
        // No check against this device's copy of a module lock: the retry exists because the
        // server refused, and only the server knows whether the lock is gone (the push reads the
        // module afresh before sending). A still-locked module refuses it again, with its reason.
        const body = stripUndefined(parsed as Record<string, unknown>);
        // Keys the edit adds start from the value the user sees now (the refused write is not
        // applied): from nothing, any value the server holds there would count as its change.
        const visible = getRecord(ctx, entry.resource, entry.recordId);
        const base =
          entry.op === 'patch' && entry.base && visible
            ? { ...baseOf(entry.resource, visible, body), ...entry.base }
            : entry.base;
        // The server answered the last send with a refusal: nothing of it landed, so the retry
        // is a first send (no earlier attempt whose lost answer could have changed the server).
        ctx.sql.run(
          ctx.sql.q
            .updateTable('outbox')
            .set({
              state: 'queued',
              body: JSON.stringify(body),
              base: base ? JSON.stringify(base) : null,
              rejection: null,
              last_error: null,
              attempted_at: null,
            })
            .where('seq', '=', seq),
        );
        ctx.changes.mark('outbox', String(seq));
        ensureShadow(ctx, entry.resource, entry.recordId);
        refreshVisible(ctx, entry.resource, entry.recordId);
        return getEntry(ctx, seq);
      });
    },
  };
}

function bodySchema(entry: OutboxEntry): z.ZodType<Record<string, unknown>> {
  const schemas = {
    create: {
      contacts: contactCreateSchema,
      buildings: buildingCreateSchema,
      deals: dealCreateSchema,
      projects: projectCreateSchema,
      pvPlans: pvPlanCreateSchema,
    },
    patch: {
      contacts: contactPatchSchema,
      deals: dealPatchSchema,
      projects: projectPatchSchema,
      modules: modulePatchSchema,
      pvPlans: pvPlanPatchSchema,
    },
  } as const;
  if (entry.op === 'archive') return projectPatchSchema.pick({});
  const schema = (
    schemas[entry.op] as Partial<Record<OutboxResource, z.ZodType<Record<string, unknown>>>>
  )[entry.resource];
  if (!schema)
    throw new OutboxError(
      'outbox_unknown_kind',
      `Outbox entry ${entry.seq} has an unknown kind of write.`,
      { seq: entry.seq },
    );
  return schema;
}

export type LocalWrites = ReturnType<typeof createLocalWrites>;
