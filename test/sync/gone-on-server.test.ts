import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { formatOutbox } from '../../src/main/cli/format';
import { startServer } from '../../src/server';
import { ApiPeer, coreFor, officeProject, syncUntilQuiet, tempDir } from './helpers';

type Core = ReturnType<typeof coreFor>;

/*
 * A record deleted or archived on the server while a local edit waits. The edit is
 * neither refused with a 404 nor sent onto an archived record: it waits as a conflict, and the
 * user discards it or restores the record and sends the edit.
 */

type Contact = { id: string; fields: Record<string, unknown> };
type Deal = { id: string; title: string; value: number | null; archivedAt: string | null };

async function dealOnServer(office: ApiPeer) {
  const contact = await office.request<Contact>('POST', '/v1/contacts', {
    fields: { lastName: 'Pfeiffer' },
  });
  const stages = await office.request<{ data: { id: string }[] }>('GET', '/v1/deal-stages');
  const deal = await office.request<Deal>('POST', '/v1/deals', {
    contactId: contact.id,
    title: 'Wärmepumpe Pfeiffer',
    stageId: stages.data[0]!.id,
    value: 18000,
  });
  return { contact, deal };
}

describe('an edit of a record gone from the server', () => {
  const tmp = tempDir();
  afterAll(() => tmp.cleanup());

  it('a deleted deal waits for the user, who makes it again with the edit', async () => {
    const server = await startServer({ apiKeys: ['key-a'], seed: 'none' });
    const office = new ApiPeer(server.url);
    const { deal } = await dealOnServer(office);
    const core = coreFor(server.url, join(tmp.dir, 'deleted-deal.sqlite'));
    try {
      await core.engine.sync();
      core.store.patchDeal(deal.id, { value: 21000, status: 'won' });
      await office.request('DELETE', `/v1/deals/${deal.id}`);
      await syncUntilQuiet(core);
      const [entry] = core.store.listOutbox();
      expect(entry).toMatchObject({ state: 'conflict', conflict: { kind: 'deleted' } });
      expect(entry?.rejection).toBeNull();

      core.store.settleConflict(entry!.seq, 'restore');
      await syncUntilQuiet(core);
      const deals = await office.all<Deal & { status: string }>('/v1/deals?includeArchived=true');
      expect(deals).toHaveLength(1);
      expect(deals[0]).toMatchObject({ title: 'Wärmepumpe Pfeiffer', value: 21000, status: 'won' });
      expect(core.store.getDeal(deal.id)).toBeUndefined();
      expect(core.store.getDeal(deals[0]!.id)).toMatchObject({ value: 21000, status: 'won' });
      expect(core.store.listOutbox()).toEqual([]);
    } finally {
      await core.close();
      await server.close();
    }
  });

  it('a deleted contact: discarding the edit removes it here too', async () => {
    const server = await startServer({ apiKeys: ['key-a'], seed: 'none' });
    const office = new ApiPeer(server.url);
    const contact = await office.request<Contact>('POST', '/v1/contacts', {
      fields: { lastName: 'Ehrlich' },
    });
    const core = coreFor(server.url, join(tmp.dir, 'deleted-contact.sqlite'));
    try {
      await core.engine.sync();
      core.store.patchContact(contact.id, { fields: { phone: '0761 1' } });
      await office.request('DELETE', `/v1/contacts/${contact.id}`);
      await syncUntilQuiet(core);
      const [entry] = core.store.listOutbox();
      expect(entry?.conflict?.kind).toBe('deleted');
      core.store.discard(entry!.seq);
      expect(core.store.getContact(contact.id)).toBeUndefined();
      await syncUntilQuiet(core);
      expect(await office.all('/v1/contacts')).toEqual([]);
    } finally {
      await core.close();
      await server.close();
    }
  });

  it('restore makes the deal again from the whole local copy, not only the edit', async () => {
    const server = await startServer({ apiKeys: ['key-a'], seed: 'none' });
    const office = new ApiPeer(server.url);
    const { deal } = await dealOnServer(office);
    // Won and noted before this device's edit: the create alone would make an open deal.
    await office.request('PATCH', `/v1/deals/${deal.id}`, {
      status: 'won',
      notes: 'Angebot am Telefon angenommen',
      city: 'Freiburg im Breisgau',
    });
    const core = coreFor(server.url, join(tmp.dir, 'deleted-won-deal.sqlite'));
    try {
      await core.engine.sync();
      core.store.patchDeal(deal.id, { title: 'Wärmepumpe Pfeiffer, Altbau' });
      await office.request('DELETE', `/v1/deals/${deal.id}`);
      await syncUntilQuiet(core);
      expect(core.store.pendingCounts()).toMatchObject({ conflicts: 1, rejected: 0 });
      const [entry] = core.store.listOutbox();
      expect(entry?.conflict?.kind).toBe('deleted');

      core.store.settleConflict(entry!.seq, 'restore');
      const [create] = core.store.listOutbox();
      expect(create).toMatchObject({ op: 'create', state: 'queued' });
      expect(create!.idempotencyKey).toEqual(expect.any(String));
      await syncUntilQuiet(core);
      const deals = await office.all<Deal & { status: string; notes: string | null }>(
        '/v1/deals?includeArchived=true',
      );
      expect(deals).toHaveLength(1);
      expect(deals[0]).toMatchObject({
        title: 'Wärmepumpe Pfeiffer, Altbau',
        value: 18000,
        status: 'won',
        notes: 'Angebot am Telefon angenommen',
        city: 'Freiburg im Breisgau',
      });
      expect(core.store.getDeal(deals[0]!.id)).toMatchObject({ status: 'won' });
      expect(core.store.pendingCounts()).toMatchObject({ conflicts: 0, queued: 0 });
    } finally {
      await core.close();
      await server.close();
    }
  });

  it('a restored contact keeps its qualified status and every field, under its new id', async () => {
    const server = await startServer({ apiKeys: ['key-a'], seed: 'none' });
    const office = new ApiPeer(server.url);
    const contact = await office.request<Contact>('POST', '/v1/contacts', {
      fields: { firstName: 'Jana', lastName: 'Ehrlich' },
    });
    await office.request('PATCH', `/v1/contacts/${contact.id}`, {
      status: 'qualified',
      fields: { phone: '0761 1234' },
    });
    const core = coreFor(server.url, join(tmp.dir, 'deleted-qualified.sqlite'));
    try {
      await core.engine.sync();
      core.store.patchContact(contact.id, { fields: { email: 'jana@ehrlich.de' } });
      await office.request('DELETE', `/v1/contacts/${contact.id}`);
      await syncUntilQuiet(core);
      const [entry] = core.store.listOutbox();
      expect(entry?.conflict?.kind).toBe('deleted');
      core.store.settleConflict(entry!.seq, 'restore');
      await syncUntilQuiet(core);
      const contacts = await office.all<Contact & { status: string }>('/v1/contacts');
      expect(contacts).toHaveLength(1);
      expect(contacts[0]).toMatchObject({
        status: 'qualified',
        fields: {
          firstName: 'Jana',
          lastName: 'Ehrlich',
          phone: '0761 1234',
          email: 'jana@ehrlich.de',
        },
      });
      expect(contacts[0]!.id).not.toBe(contact.id);
      expect(core.store.getContact(contact.id)).toBeUndefined();
      expect(core.store.getContact(contacts[0]!.id)).toMatchObject({ status: 'qualified' });
    } finally {
      await core.close();
      await server.close();
    }
  });

  it('a module edit whose project was deleted restores the project with it', async () => {
    const server = await startServer({ apiKeys: ['key-a'], seed: 'none' });
    const office = new ApiPeer(server.url);
    const { project } = await officeProject(office, 'Vogt');
    const core = coreFor(server.url, join(tmp.dir, 'deleted-module.sqlite'));
    try {
      await core.engine.sync({ sweep: true });
      core.store.patchModule(project.id, 'u-wert-rechner', { payload: { notiz: 'Keller' } });
      await office.request('DELETE', `/v1/projects/${project.id}`);
      await syncUntilQuiet(core);
      const [entry] = core.store.listOutbox();
      expect(entry).toMatchObject({
        resource: 'modules',
        state: 'conflict',
        conflict: { kind: 'deleted' },
      });
      core.store.settleConflict(entry!.seq, 'restore');
      await syncUntilQuiet(core);
      const [again] = await office.all<{ id: string; title: string }>('/v1/projects');
      expect(again).toMatchObject({ title: 'Heizungsplanung Vogt' });
      expect(again!.id).not.toBe(project.id);
      const modules = await office.request<{ data: { moduleKey: string; payload: unknown }[] }>(
        'GET',
        `/v1/projects/${again!.id}/modules`,
      );
      expect(modules.data.find((m) => m.moduleKey === 'u-wert-rechner')).toMatchObject({
        payload: { notiz: 'Keller' },
      });
      expect(core.store.dump().modules.filter((m) => m.projectId === again!.id)).toHaveLength(14);
      expect(core.store.listOutbox()).toEqual([]);
    } finally {
      await core.close();
      await server.close();
    }
  });

  it('a restored project brings its modules and PV plans back to the server', async () => {
    const server = await startServer({ apiKeys: ['key-a'], seed: 'none' });
    const office = new ApiPeer(server.url);
    const { project } = await officeProject(office, 'Vogt');
    // Worked on before this device's edit: the envelope heat load and a PV plan with its roof.
    await office.request('PATCH', `/v1/projects/${project.id}/modules/heizlast-huellflaeche`, {
      status: 'draft',
      payload: { gebaeude: { luftwechsel: 0.5 } },
    });
    const plan = await office.request<{ id: string }>(
      'POST',
      `/v1/projects/${project.id}/pv-plans`,
      { name: 'Süddach', originLat: 47.98, originLng: 7.83 },
    );
    await office.request('PATCH', `/v1/pv-plans/${plan.id}`, {
      payload: { roofs: [{ id: 'r1', name: 'Süd', tiltDeg: 35 }] },
      summary: { kWp: 7.2 },
    });
    const core = coreFor(server.url, join(tmp.dir, 'deleted-project.sqlite'));
    try {
      await core.engine.sync({ sweep: true });
      core.store.patchProject(project.id, { title: 'Heizungsplanung Vogt, Altbau' });
      core.store.patchModule(project.id, 'u-wert-rechner', { payload: { notiz: 'Keller' } });
      await office.request('DELETE', `/v1/projects/${project.id}`);
      await syncUntilQuiet(core);
      const waiting = core.store.listOutbox();
      expect(waiting.map((e) => [e.resource, e.conflict?.kind])).toEqual([
        ['projects', 'deleted'],
        ['modules', 'deleted'],
      ]);

      core.store.settleConflict(waiting[0]!.seq, 'restore');
      const creates = core.store.listOutbox().filter((e) => e.op === 'create');
      expect(creates.map((e) => e.resource)).toEqual(['projects', 'pvPlans']);
      const keys = creates.map((e) => e.idempotencyKey);
      expect(new Set(keys).size).toBe(2);
      expect(core.store.listOutbox().some((e) => e.state === 'conflict')).toBe(false);
      await syncUntilQuiet(core);

      const [again] = await office.all<{ id: string; title: string }>('/v1/projects');
      expect(again).toMatchObject({ title: 'Heizungsplanung Vogt, Altbau' });
      const modules = await office.request<{
        data: { moduleKey: string; status: string; payload: unknown }[];
      }>('GET', `/v1/projects/${again!.id}/modules`);
      const byKey = new Map(modules.data.map((m) => [m.moduleKey, m]));
      expect(byKey.get('heizlast-huellflaeche')).toMatchObject({
        status: 'draft',
        payload: { gebaeude: { luftwechsel: 0.5 } },
      });
      expect(byKey.get('u-wert-rechner')).toMatchObject({ payload: { notiz: 'Keller' } });
      const plans = await office.request<{ data: { id: string; name: string }[] }>(
        'GET',
        `/v1/projects/${again!.id}/pv-plans`,
      );
      expect(plans.data.map((p) => p.name)).toEqual(['Süddach']);
      expect(await office.request('GET', `/v1/pv-plans/${plans.data[0]!.id}`)).toMatchObject({
        payload: { roofs: [{ id: 'r1', name: 'Süd', tiltDeg: 35 }] },
        summary: { kWp: 7.2 },
      });

      // Here: one project with its 14 modules and the plan, under the server's ids, nothing waits.
      const local = core.store.dump();
      expect(local.projects.map((p) => p.id)).toEqual([again!.id]);
      expect(local.modules.filter((m) => m.projectId === again!.id)).toHaveLength(14);
      expect(local.modules).toHaveLength(14);
      expect(local.pvPlans.map((p) => [p.id, p.projectId])).toEqual([
        [plans.data[0]!.id, again!.id],
      ]);
      expect(core.store.listOutbox()).toEqual([]);
    } finally {
      await core.close();
      await server.close();
    }
  });

  it('a PV plan deleted on the server is made again under its project with the edit', async () => {
    const server = await startServer({ apiKeys: ['key-a'], seed: 'none' });
    const office = new ApiPeer(server.url);
    const { project } = await officeProject(office, 'Brandt');
    const plan = await office.request<{ id: string }>(
      'POST',
      `/v1/projects/${project.id}/pv-plans`,
      { name: 'Süddach', originLat: 47.98, originLng: 7.83 },
    );
    await office.request('PATCH', `/v1/pv-plans/${plan.id}`, {
      payload: { roofs: [{ id: 'r1', name: 'Süd', tiltDeg: 35 }] },
    });
    const core = coreFor(server.url, join(tmp.dir, 'deleted-pv-plan.sqlite'));
    try {
      await core.engine.sync({ sweep: true });
      core.store.patchPvPlan(plan.id, {
        name: 'Süddach mit Gaube',
        payload: { roofs: [{ id: 'r1', name: 'Süd', tiltDeg: 30 }] },
        summary: { kWp: 8.1 },
      });
      await office.request('DELETE', `/v1/pv-plans/${plan.id}`);
      await syncUntilQuiet(core);
      const [entry] = core.store.listOutbox();
      expect(entry).toMatchObject({
        resource: 'pvPlans',
        state: 'conflict',
        conflict: { kind: 'deleted' },
      });

      core.store.settleConflict(entry!.seq, 'restore');
      await syncUntilQuiet(core);
      const plans = await office.request<{ data: { id: string; name: string }[] }>(
        'GET',
        `/v1/projects/${project.id}/pv-plans`,
      );
      expect(plans.data.map((p) => p.name)).toEqual(['Süddach mit Gaube']);
      const again = plans.data[0]!.id;
      expect(await office.request('GET', `/v1/pv-plans/${again}`)).toMatchObject({
        originLat: 47.98,
        payload: { roofs: [{ id: 'r1', name: 'Süd', tiltDeg: 30 }] },
        summary: { kWp: 8.1 },
      });
      // Here: the plan under the server's new id in the same project, nothing waits.
      expect(core.store.dump().pvPlans.map((p) => [p.id, p.projectId, p.name])).toEqual([
        [again, project.id, 'Süddach mit Gaube'],
      ]);
      expect(core.store.listOutbox()).toEqual([]);
      expect(await office.all('/v1/projects')).toHaveLength(1);
    } finally {
      await core.close();
      await server.close();
    }
  });

  /*
   * The office deletes the whole project while this device edits (or makes) one of its PV plans;
   * no edit of the project itself waits here. "Wiederherstellen" makes the project again from
   * this device's copy, with its modules, and the plan under it: a plan sent alone under the
   * gone project would only be refused.
   */
  it('a PV plan edit whose project was deleted on the server restores the project with it', async () => {
    const server = await startServer({ apiKeys: ['key-a'], seed: 'none' });
    const office = new ApiPeer(server.url);
    const { project } = await officeProject(office, 'Brandt');
    await office.request('PATCH', `/v1/projects/${project.id}/modules/u-wert-rechner`, {
      payload: { notiz: 'Keller' },
    });
    const plan = await office.request<{ id: string }>(
      'POST',
      `/v1/projects/${project.id}/pv-plans`,
      { name: 'Süddach', originLat: 47.98, originLng: 7.83 },
    );
    const core = coreFor(server.url, join(tmp.dir, 'pv-plan-project-gone.sqlite'));
    try {
      await core.engine.sync({ sweep: true });
      core.store.patchPvPlan(plan.id, {
        payload: { roofs: [{ id: 'r1', name: 'Süd', tiltDeg: 30 }] },
        summary: { kWp: 8.1 },
      });
      await office.request('DELETE', `/v1/projects/${project.id}`);
      await syncUntilQuiet(core);
      const [entry] = core.store.listOutbox();
      expect(entry).toMatchObject({
        resource: 'pvPlans',
        state: 'conflict',
        conflict: { kind: 'deleted', projectGone: true },
      });
      // The CLI says it in the app's words, and what restoring brings back.
      expect(formatOutbox([entry!])).toContain(
        `Projekt auf dem Server gelöscht: resolve ${entry!.seq} restore`,
      );

      core.store.settleConflict(entry!.seq, 'restore');
      await syncUntilQuiet(core);
      const [again] = await office.all<{ id: string; title: string }>('/v1/projects');
      expect(again).toMatchObject({ title: 'Heizungsplanung Brandt' });
      expect(again!.id).not.toBe(project.id);
      const plans = await office.request<{ data: { id: string; name: string }[] }>(
        'GET',
        `/v1/projects/${again!.id}/pv-plans`,
      );
      expect(plans.data.map((p) => p.name)).toEqual(['Süddach']);
      expect(await office.request('GET', `/v1/pv-plans/${plans.data[0]!.id}`)).toMatchObject({
        payload: { roofs: [{ id: 'r1', name: 'Süd', tiltDeg: 30 }] },
        summary: { kWp: 8.1 },
      });
      const modules = await office.request<{ data: { moduleKey: string; payload: unknown }[] }>(
        'GET',
        `/v1/projects/${again!.id}/modules`,
      );
      expect(modules.data.find((m) => m.moduleKey === 'u-wert-rechner')).toMatchObject({
        payload: { notiz: 'Keller' },
      });
      const local = core.store.dump();
      expect(local.projects.map((p) => p.id)).toEqual([again!.id]);
      expect(local.pvPlans.map((p) => [p.id, p.projectId])).toEqual([
        [plans.data[0]!.id, again!.id],
      ]);
      expect(core.store.listOutbox()).toEqual([]);
    } finally {
      await core.close();
      await server.close();
    }
  });

  /**
   * The office's project, known here; a PV plan made here under it, with its document's edit;
   * the office deletes the project; one sync pass (the plan's document waits behind its create,
   * which waits for the user). `run` gets the core, the office and the plan; all is closed after.
   */
  async function planMadeUnderGoneProject(
    file: string,
    run: (core: Core, office: ApiPeer, planId: string) => Promise<void>,
  ) {
    const server = await startServer({ apiKeys: ['key-a'], seed: 'none' });
    const office = new ApiPeer(server.url);
    const { project } = await officeProject(office, 'Vogt');
    const core = coreFor(server.url, join(tmp.dir, file));
    try {
      await core.engine.sync({ sweep: true });
      const plan = core.store.createPvPlan(project.id, {
        name: 'Garagendach',
        originLat: 47.98,
        originLng: 7.83,
      });
      core.store.patchPvPlan(plan.id, { summary: { kWp: 4.2 } });
      await office.request('DELETE', `/v1/projects/${project.id}`);
      await core.engine.sync({ sweep: true });
      const waiting = core.store.listOutbox();
      expect(waiting[0]).toMatchObject({
        resource: 'pvPlans',
        op: 'create',
        state: 'conflict',
        conflict: { kind: 'deleted', projectGone: true },
      });
      expect(waiting.some((e) => e.state === 'rejected')).toBe(false);
      await run(core, office, plan.id);
    } finally {
      await core.close();
      await server.close();
    }
  }

  it('a PV plan made here under a project the office deleted meanwhile waits, then comes back with it', async () => {
    await planMadeUnderGoneProject('new-pv-plan-project-gone.sqlite', async (core, office) => {
      core.store.settleConflict(core.store.listOutbox()[0]!.seq, 'restore');
      await syncUntilQuiet(core);
      const [again] = await office.all<{ id: string; title: string }>('/v1/projects');
      expect(again).toMatchObject({ title: 'Heizungsplanung Vogt' });
      const plans = await office.request<{ data: { id: string; name: string }[] }>(
        'GET',
        `/v1/projects/${again!.id}/pv-plans`,
      );
      expect(plans.data.map((p) => p.name)).toEqual(['Garagendach']);
      expect(await office.request('GET', `/v1/pv-plans/${plans.data[0]!.id}`)).toMatchObject({
        summary: { kWp: 4.2 },
      });
      expect(core.store.listOutbox()).toEqual([]);
    });
  });

  it('a PV plan made here under a project the office deleted: discarding it removes it here', async () => {
    await planMadeUnderGoneProject(
      'discard-pv-plan-project-gone.sqlite',
      async (core, office, planId) => {
        // Its document's edit waited behind the create and goes with it.
        core.store.discard(core.store.listOutbox()[0]!.seq);
        expect(core.store.listOutbox()).toEqual([]);
        expect(core.store.getPvPlan(planId)).toBeUndefined();
        await syncUntilQuiet(core);
        expect(await office.all('/v1/projects')).toEqual([]);
      },
    );
  });

  it('a deal archived by the office after the edit is not changed behind its back', async () => {
    const server = await startServer({ apiKeys: ['key-a'], seed: 'none' });
    const office = new ApiPeer(server.url);
    const { deal } = await dealOnServer(office);
    const core = coreFor(server.url, join(tmp.dir, 'archived-deal.sqlite'));
    try {
      await core.engine.sync();
      core.store.patchDeal(deal.id, { value: 21000 });
      await office.request('PATCH', `/v1/deals/${deal.id}`, { archived: true });
      await syncUntilQuiet(core);
      const [entry] = core.store.listOutbox();
      expect(entry).toMatchObject({ state: 'conflict', conflict: { kind: 'archived' } });
      let [onServer] = await office.all<Deal>('/v1/deals?includeArchived=true');
      expect(onServer).toMatchObject({ value: 18000, archivedAt: expect.any(String) });

      core.store.settleConflict(entry!.seq, 'restore');
      await syncUntilQuiet(core);
      [onServer] = await office.all<Deal>('/v1/deals?includeArchived=true');
      expect(onServer).toMatchObject({ value: 21000, archivedAt: null });
      expect(core.store.getDeal(deal.id)).toMatchObject({ value: 21000, archivedAt: null });
      expect(core.store.listOutbox()).toEqual([]);
    } finally {
      await core.close();
      await server.close();
    }
  });
});
