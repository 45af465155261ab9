import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildingSchema,
  contactPageSchema,
  contactSchema,
  dealSchema,
  dealStageListSchema,
  moduleKeys,
  projectModuleListSchema,
  projectModuleSchema,
  projectSchema,
  pvPlanFullSchema,
  pvPlanListSchema,
} from '../../src/shared/api';
import { startServer } from '../../src/server';
import { client, scaffold, type Client } from './helpers';

let server: Awaited<ReturnType<typeof startServer>>;
let api: Client;

beforeAll(async () => {
  server = await startServer({ apiKeys: ['key-a'], seed: 'none' });
  api = client(server.url, 'key-a');
});
afterAll(() => server.close());

describe('contacts', () => {
  it('creates with defaults, reads, lists and patches partially', async () => {
    const created = await api('POST', '/v1/contacts', {
      fields: { firstName: 'Anna', lastName: 'Müller', note: null },
    });
    expect(created.status).toBe(201);
    const contact = contactSchema.parse(created.body);
    expect(contact).toMatchObject({ status: 'lead', assignedTo: null });
    expect(contact.fields).toEqual({ firstName: 'Anna', lastName: 'Müller' });
    expect(contact.createdAt).toBe(contact.updatedAt);
    expect(contact.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

    expect((await api('GET', `/v1/contacts/${contact.id}`)).body).toEqual(contact);
    contactPageSchema.parse((await api('GET', '/v1/contacts')).body);

    const patched = await api('PATCH', `/v1/contacts/${contact.id}`, {
      status: 'qualified',
      assignedTo: 'Jana Becker',
      fields: { lastName: null, email: 'anna@example.de' },
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({
      status: 'qualified',
      assignedTo: 'Jana Becker',
      fields: { firstName: 'Anna', email: 'anna@example.de' },
    });
    expect(patched.body.fields).not.toHaveProperty('lastName');
    expect(patched.body.updatedAt > contact.updatedAt).toBe(true);
    expect(patched.body.createdAt).toBe(contact.createdAt);

    const cleared = await api('PATCH', `/v1/contacts/${contact.id}`, { assignedTo: null });
    expect(cleared.body).toMatchObject({ assignedTo: null, status: 'qualified' });
  });

  it('does not move updatedAt when a PATCH changes nothing', async () => {
    const contact = (await api('POST', '/v1/contacts', { status: 'customer' })).body;
    const same = await api('PATCH', `/v1/contacts/${contact.id}`, { status: 'customer' });
    expect(same.body.updatedAt).toBe(contact.updatedAt);
    const empty = await api('PATCH', `/v1/contacts/${contact.id}`, {});
    expect(empty.body).toEqual(contact);
  });

  it('filters by status', async () => {
    const page = (await api('GET', '/v1/contacts?status=customer&limit=500')).body;
    expect(page.data.length).toBeGreaterThan(0);
    expect(page.data.every((c: { status: string }) => c.status === 'customer')).toBe(true);
  });
});

describe('buildings', () => {
  it('creates with countryCode DE by default, reads, lists by contact', async () => {
    const { contact } = await scaffold(api);
    const created = await api('POST', '/v1/buildings', {
      contactId: contact.id,
      name: 'Einfamilienhaus Weber',
      street: 'Hauptstraße 5',
      postalCode: '37073',
      city: 'Göttingen',
      buildingYear: 1978,
      livingArea: 142.5,
    });
    expect(created.status).toBe(201);
    const building = buildingSchema.parse(created.body);
    expect(building).toMatchObject({ countryCode: 'DE', buildingType: null, notes: null });
    expect((await api('GET', `/v1/buildings/${building.id}`)).body).toEqual(building);
    const list = (await api('GET', `/v1/buildings?contactId=${contact.id}`)).body;
    expect(list.data.map((b: { id: string }) => b.id)).toContain(building.id);
    expect(list.data.every((b: { contactId: string }) => b.contactId === contact.id)).toBe(true);
  });
});

describe('deal stages and deals', () => {
  it('lists the pipeline in order', async () => {
    const stages = dealStageListSchema.parse((await api('GET', '/v1/deal-stages')).body).data;
    expect(stages.map((s) => s.name)).toEqual(
      expect.arrayContaining(['Neuer Kontakt', 'Erstberatung', 'Angebot', 'Beauftragt']),
    );
    const orders = stages.map((s) => s.sortOrder);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(stages.some((s) => s.archived)).toBe(true);
  });

  it('creates open deals with every field and moves stage, status, archive and project', async () => {
    const { contact, project, stages } = await scaffold(api);
    const created = await api('POST', '/v1/deals', {
      contactId: contact.id,
      title: 'Wärmepumpe Müller',
      stageId: stages[0].id,
    });
    expect(created.status).toBe(201);
    const deal = dealSchema.parse(created.body);
    expect(deal).toMatchObject({ status: 'open', closedAt: null, archivedAt: null, value: null });
    expect(deal.stageEnteredAt).toBe(deal.createdAt);
    expect(Object.keys(created.body)).toHaveLength(18);
    expect((await api('GET', `/v1/deals/${deal.id}`)).body).toEqual(deal);

    const moved = (await api('PATCH', `/v1/deals/${deal.id}`, { stageId: stages[1].id })).body;
    expect(moved.stageEnteredAt > deal.stageEnteredAt).toBe(true);
    const won = (await api('PATCH', `/v1/deals/${deal.id}`, { status: 'won' })).body;
    expect(won.closedAt).not.toBeNull();
    expect(won.stageEnteredAt).toBe(moved.stageEnteredAt);
    const reopened = (await api('PATCH', `/v1/deals/${deal.id}`, { status: 'open' })).body;
    expect(reopened.closedAt).toBeNull();
    const archived = (
      await api('PATCH', `/v1/deals/${deal.id}`, { archived: true, projectId: project.id })
    ).body;
    expect(archived.archivedAt).not.toBeNull();
    expect(archived.projectId).toBe(project.id);
    const back = (
      await api('PATCH', `/v1/deals/${deal.id}`, { archived: false, projectId: null, value: 1200 })
    ).body;
    expect(back).toMatchObject({ archivedAt: null, projectId: null, value: 1200 });
  });
});

describe('projects and modules', () => {
  it('creates a draft project with its 14 modules', async () => {
    const { project } = await scaffold(api);
    const parsed = projectSchema.parse(project);
    expect(parsed).toMatchObject({
      status: 'draft',
      type: 'heat-planning',
      versionNumber: 1,
      rootProjectId: parsed.id,
      parentProjectId: null,
      isVisibleInCustomerPortal: false,
      archivedAt: null,
    });
    expect((await api('GET', `/v1/projects/${parsed.id}`)).body).toEqual(parsed);
    const modules = projectModuleListSchema.parse(
      (await api('GET', `/v1/projects/${parsed.id}/modules`)).body,
    ).data;
    expect(modules.map((m) => m.moduleKey)).toEqual([...moduleKeys]);
    expect(
      modules.every(
        (m) => m.status === 'not_started' && m.payload === null && m.schemaVersion === 1,
      ),
    ).toBe(true);
    const list = (await api('GET', '/v1/projects?limit=500')).body;
    expect(list.data.map((p: { id: string }) => p.id)).toContain(parsed.id);
  });

  it('patches and archives projects', async () => {
    const { project } = await scaffold(api);
    const active = (
      await api('PATCH', `/v1/projects/${project.id}`, { status: 'active', title: 'Neu' })
    ).body;
    expect(active).toMatchObject({ status: 'active', title: 'Neu' });
    const archived = await api('POST', `/v1/projects/${project.id}/archive`);
    expect(archived.status).toBe(200);
    expect(archived.body.status).toBe('archived');
    expect(archived.body.archivedAt).not.toBeNull();
    const refused = await api('PATCH', `/v1/projects/${project.id}`, { status: 'archived' });
    expect(refused.status).toBe(400);
  });

  it('patches a module, bumps the project, and enforces the locked rule', async () => {
    const { project } = await scaffold(api);
    const path = `/v1/projects/${project.id}/modules/heizlast-huellflaeche`;
    const payload = { rooms: [{ name: 'Wohnzimmer', heizlastW: 1840 }] };
    const saved = await api('PATCH', path, { status: 'draft', payload, schemaVersion: 2 });
    expect(saved.status).toBe(200);
    const module = projectModuleSchema.parse(saved.body);
    expect(module).toMatchObject({ status: 'draft', payload, schemaVersion: 2 });
    const afterModule = (await api('GET', `/v1/projects/${project.id}`)).body;
    expect(afterModule.updatedAt > project.updatedAt).toBe(true);
    expect(afterModule.updatedAt).toBe(module.updatedAt);

    const completed = (await api('PATCH', path, { status: 'completed' })).body;
    expect(completed.lastCompletedAt).not.toBeNull();
    const locked = (await api('PATCH', path, { status: 'locked' })).body;
    expect(locked).toMatchObject({ status: 'locked', lockedReason: 'Gesperrt über die API' });

    const refused = await api('PATCH', path, { status: 'draft', payload: { rooms: [] } });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('module_locked');
    expect(refused.body.error.message).toContain('Gesperrt über die API');
    const nullPayload = await api('PATCH', path, { payload: null });
    expect(nullPayload.status).toBe(409);
    const unchanged = (await api('GET', `/v1/projects/${project.id}/modules`)).body.data.find(
      (m: { moduleKey: string }) => m.moduleKey === 'heizlast-huellflaeche',
    );
    expect(unchanged).toEqual(locked);

    const unlocked = (await api('PATCH', path, { status: 'draft' })).body;
    expect(unlocked).toMatchObject({ status: 'draft', lockedReason: null, payload });
    expect((await api('PATCH', path, { payload: null })).body.payload).toBeNull();
  });

  it('refuses unknown module keys and projects', async () => {
    const { project } = await scaffold(api);
    const unknownKey = await api('PATCH', `/v1/projects/${project.id}/modules/heizung`, {});
    expect(unknownKey.status).toBe(404);
    expect(unknownKey.body.error.message).toContain('heizung');
    const unknownProject = await api('PATCH', '/v1/projects/prj_nope/modules/jaz', {});
    expect(unknownProject.status).toBe(404);
    expect(unknownProject.body.error.message).toContain('prj_nope');
  });
});

describe('PV plans', () => {
  it('creates with a default name and a planner document, lists short, reads full', async () => {
    const { project, building } = await scaffold(api);
    const first = await api('POST', `/v1/projects/${project.id}/pv-plans`, {
      originLat: 51.54,
      originLng: 9.93,
      buildingId: building.id,
    });
    expect(first.status).toBe(201);
    const plan = pvPlanFullSchema.parse(first.body);
    expect(plan).toMatchObject({ name: 'PV-Plan 1', schemaVersion: 1, isFavorite: false });
    expect(plan.payload).toMatchObject({ roofs: [], modules: [], strings: [] });
    const second = (
      await api('POST', `/v1/projects/${project.id}/pv-plans`, { originLat: 0, originLng: 0 })
    ).body;
    expect(second.name).toBe('PV-Plan 2');

    const list = await api('GET', `/v1/projects/${project.id}/pv-plans`);
    expect(list.status).toBe(200);
    pvPlanListSchema.parse(list.body);
    expect(list.body).not.toHaveProperty('hasMore');
    expect(list.body.data).toHaveLength(2);
    expect(list.body.data[0]).not.toHaveProperty('payload');
    expect(list.body.data[0]).not.toHaveProperty('schemaVersion');
    expect((await api('GET', `/v1/pv-plans/${plan.id}`)).body).toEqual(plan);

    const projectNow = (await api('GET', `/v1/projects/${project.id}`)).body;
    expect(projectNow.updatedAt).toBe(second.updatedAt);
  });

  it('patches a PV plan (optional endpoint) and bumps the project', async () => {
    const { project } = await scaffold(api);
    const plan = (
      await api('POST', `/v1/projects/${project.id}/pv-plans`, { originLat: 1, originLng: 2 })
    ).body;
    const patched = await api('PATCH', `/v1/pv-plans/${plan.id}`, {
      name: 'Variante Süd',
      isFavorite: true,
      payload: { roofs: [{ id: 'r1' }], custom: { keep: true } },
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({
      name: 'Variante Süd',
      isFavorite: true,
      payload: { roofs: [{ id: 'r1' }], custom: { keep: true } },
    });
    expect((await api('GET', `/v1/projects/${project.id}`)).body.updatedAt).toBe(
      patched.body.updatedAt,
    );
  });

  it('answers 404 for unknown projects and plans', async () => {
    expect((await api('GET', '/v1/projects/nope/pv-plans')).status).toBe(404);
    const create = await api('POST', '/v1/projects/nope/pv-plans', { originLat: 0, originLng: 0 });
    expect(create.status).toBe(404);
    expect((await api('GET', '/v1/pv-plans/nope')).status).toBe(404);
  });
});
