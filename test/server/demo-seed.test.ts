import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildingPageSchema,
  contactPageSchema,
  dealPageSchema,
  dealStageListSchema,
  projectModuleListSchema,
  projectPageSchema,
  pvPlanFullSchema,
  pvPlanListSchema,
  type Deal,
  type DealStage,
  type ProjectModule,
} from '../../src/shared/api';
import { startServer } from '../../src/server';
import { surveyKey, surveySchema } from '../../src/shared/survey/schema';
import { client, type Client } from './helpers';

let server: Awaited<ReturnType<typeof startServer>>;
let api: Client;

beforeAll(async () => {
  server = await startServer({ apiKeys: ['k'], seed: 'demo' });
  api = client(server.url, 'k');
});
afterAll(() => server.close());

describe('the demo seed', () => {
  it('is a believable workspace in the shapes of the shared schemas', async () => {
    const contacts = contactPageSchema.parse((await api('GET', '/v1/contacts?limit=500')).body);
    expect(contacts.data).toHaveLength(40);
    for (const c of contacts.data) {
      expect(c.fields).toMatchObject({
        firstName: expect.any(String),
        lastName: expect.any(String),
        email: expect.stringContaining('@'),
        phone: expect.stringMatching(/^\+49 /),
      });
    }
    expect(contacts.data.some((c) => typeof c.fields.company === 'string')).toBe(true);
    const buildings = buildingPageSchema.parse((await api('GET', '/v1/buildings?limit=500')).body);
    expect(buildings.data.every((b) => /^\d{5}$/.test(b.postalCode ?? ''))).toBe(true);

    const stages: DealStage[] = dealStageListSchema.parse(
      (await api('GET', '/v1/deal-stages')).body,
    ).data;
    const deals: Deal[] = dealPageSchema.parse(
      (await api('GET', '/v1/deals?limit=500&includeArchived=true')).body,
    ).data;
    for (const stage of stages) expect(deals.some((d) => d.stageId === stage.id)).toBe(true);
    for (const status of ['open', 'won', 'lost']) {
      expect(deals.some((d) => d.status === status)).toBe(true);
    }
    expect(deals.some((d) => d.archivedAt !== null)).toBe(true);
    const critical = deals.filter((d) => {
      const stale = stages.find((s) => s.id === d.stageId)?.staleAfterDays;
      return (
        d.status === 'open' &&
        stale != null &&
        Date.now() - Date.parse(d.stageEnteredAt) > stale * 86_400_000
      );
    });
    expect(critical.length).toBeGreaterThan(0);
    for (const d of deals) expect(d.updatedAt <= new Date().toISOString()).toBe(true);
  });

  it('has projects of both types with modules in many states, one locked, and PV plans', async () => {
    const projects = projectPageSchema.parse(
      (await api('GET', '/v1/projects?limit=500')).body,
    ).data;
    expect(new Set(projects.map((p) => p.type))).toEqual(
      new Set(['heat-planning', 'energieausweis']),
    );
    const modules: ProjectModule[] = [];
    let plans = 0;
    for (const project of projects) {
      modules.push(
        ...projectModuleListSchema.parse(
          (await api('GET', `/v1/projects/${project.id}/modules`)).body,
        ).data,
      );
      const list = pvPlanListSchema.parse(
        (await api('GET', `/v1/projects/${project.id}/pv-plans`)).body,
      ).data;
      for (const plan of list) {
        expect(plan.summary).not.toBeNull();
        pvPlanFullSchema.parse((await api('GET', `/v1/pv-plans/${plan.id}`)).body);
      }
      plans += list.length;
    }
    expect(plans).toBeGreaterThan(0);
    expect(new Set(modules.map((m) => m.status)).size).toBeGreaterThanOrEqual(6);
    const locked = modules.filter((m) => m.status === 'locked');
    expect(locked).toHaveLength(1);
    expect(locked[0]?.lockedReason).toBeTruthy();
    const heizlast = modules.find((m) => m.moduleKey === 'heizlast-huellflaeche' && m.payload);
    expect(heizlast?.payload).toHaveProperty('rooms');
    const uWert = modules.find((m) => m.moduleKey === 'u-wert-rechner' && m.payload);
    expect(uWert?.payload).toHaveProperty('layers');
  });
});

describe('the demo seed holds together', () => {
  it('has distinct people whose deals, buildings and projects are theirs', async () => {
    const contacts = contactPageSchema.parse(
      (await api('GET', '/v1/contacts?limit=500')).body,
    ).data;
    const names = contacts.map((c) => `${String(c.fields.firstName)} ${String(c.fields.lastName)}`);
    expect(new Set(names).size).toBe(contacts.length);
    const deals = dealPageSchema.parse(
      (await api('GET', '/v1/deals?limit=500&includeArchived=true')).body,
    ).data;
    const buildings = buildingPageSchema.parse(
      (await api('GET', '/v1/buildings?limit=500')).body,
    ).data;
    const projects = projectPageSchema.parse(
      (await api('GET', '/v1/projects?limit=500')).body,
    ).data;
    for (const contact of contacts) {
      const own = deals.filter((d) => d.contactId === contact.id);
      expect(own.length).toBeGreaterThan(0);
      const towns = buildings.filter((b) => b.contactId === contact.id).map((b) => b.city);
      for (const deal of own) {
        expect(deal.title).toContain(String(contact.fields.lastName));
        expect(towns.some((town) => deal.title.endsWith(`, ${town}`))).toBe(true);
        if (deal.city) expect(towns).toContain(deal.city);
        if (deal.projectId)
          expect(projects.find((p) => p.id === deal.projectId)?.contactId).toBe(contact.id);
      }
    }
    for (const project of projects)
      expect(buildings.find((b) => b.id === project.buildingId)?.contactId).toBe(project.contactId);
    expect(new Set(projects.map((p) => p.status))).toEqual(
      new Set(['draft', 'active', 'submitted', 'archived']),
    );
    const second = projects.filter((p) => p.versionNumber === 2);
    expect(second.length).toBeGreaterThan(0);
    for (const v of second) {
      const root = projects.find((p) => p.id === v.rootProjectId)!;
      expect(v.parentProjectId).toBe(root.id);
      expect(v.buildingId).toBe(root.buildingId);
    }
  });

  it('describes the visited project’s building as its survey does', async () => {
    // The report prints both: the building (type, year, living area) and the survey's figures.
    // A Reihenmittelhaus of 1928 with 130 m² beside the survey's 1968 Einfamilienhaus of 142 m²
    // read as two houses.
    const projects = projectPageSchema.parse(
      (await api('GET', '/v1/projects?limit=500')).body,
    ).data;
    const buildings = buildingPageSchema.parse(
      (await api('GET', '/v1/buildings?limit=500')).body,
    ).data;
    const surveyed = [];
    for (const project of projects) {
      const modules = projectModuleListSchema.parse(
        (await api('GET', `/v1/projects/${project.id}/modules`)).body,
      ).data;
      const info = modules.find((m) => m.moduleKey === 'project-information');
      if (!info?.payload?.[surveyKey]) continue;
      const survey = surveySchema.parse(info.payload[surveyKey]);
      const building = buildings.find((b) => b.id === project.buildingId)!;
      expect(survey.gebaeude.typ.wert).toBe('einfamilienhaus');
      expect(building.buildingType).toBe('Einfamilienhaus');
      expect(building.buildingYear).toBe(survey.gebaeude.baujahr.wert);
      expect(building.livingArea).toBe(survey.gebaeude.beheizteFlaeche.wert);
      surveyed.push(project.id);
    }
    expect(surveyed.length).toBeGreaterThan(0);
  });
});
