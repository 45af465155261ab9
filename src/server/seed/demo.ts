import { moduleKeys, type ModuleKey, type ModuleStatus } from '../../shared/api';
import { seededRandom } from '../../shared/calc/seeded-random';
import type { Store } from '../store';
import { newModuleRow } from '../store/modules';
import { shuffleKey } from '../ordering';
import { demoVisitPhotos } from './demo-photos';
import { demoVisitSurvey } from './demo-survey';
import {
  buildingTypes,
  companies,
  consultants,
  dealTopics,
  firstNames,
  heizlastPayload,
  lastNames,
  projectInformationPayload,
  pvDocument,
  towns,
  uWertPayload,
  verbrauchPayload,
  waermepumpePayload,
} from './demo-data';

const day = 86_400_000;

/**
 * A believable German workspace: 40 distinct people, 44 buildings, 48 deals over every stage and
 * status (each about its contact's own house and town), 12 projects of both types plus a second
 * version of two of them, with modules in many states (one locked, with its reason), 6 PV plans. The content is fixed by a
 * seeded PRNG; dates are relative to `now` (all in the past) so that "critical" deals stay critical.
 */
export function seedDemo(store: Store, workspaceId: string, now = Date.now()): void {
  const random = seededRandom(20240611);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const ago = (days: number) => new Date(now - Math.round(days * day)).toISOString();
  let serial = 0;
  const id = (prefix: string) => `${prefix}_demo${(serial++).toString().padStart(4, '0')}`;
  const ws = workspaceId;
  const stages = store.dealStages.list(ws);
  const activeStages = stages.filter((s) => !s.archived);

  store.transaction(() => {
    const contacts = Array.from({ length: 40 }, (_, i) => {
      // Every pair once: the second round shifts the last names by one (40 distinct people).
      const round = Math.floor(i / firstNames.length);
      const firstName = firstNames[i % firstNames.length] as string;
      const lastName = lastNames[(i * 7 + round) % lastNames.length] as string;
      const town = towns[i % towns.length] as (typeof towns)[number];
      const created = 200 - i * 4;
      const row = {
        workspace_id: ws,
        id: id('con'),
        status: i % 3 === 0 ? 'customer' : i % 3 === 1 ? 'qualified' : 'lead',
        assigned_to: i % 5 === 4 ? null : pick(consultants),
        fields: JSON.stringify({
          firstName,
          lastName,
          email:
            `${firstName}.${lastName}`.toLowerCase().replace('ü', 'ue').replace('ö', 'oe') +
            '@example.de',
          phone: `+49 ${160 + (i % 20)} ${String(1_000_000 + Math.floor(random() * 8_999_999))}`,
          ...(i % 10 === 3 ? { company: companies[(i / 10) | 0] } : {}),
        }),
        created_at: ago(created),
        updated_at: ago(created - 2),
        last_activity_at: ago(created - 2),
        shuffle_key: 0,
      };
      row.shuffle_key = shuffleKey(row.id);
      store.contacts.table.insert.run(row);
      return { ...row, town, firstName, lastName, created };
    });

    // The first building is the visited project's (below): the house its survey describes.
    const surveyed = demoVisitSurvey.gebaeude;
    const buildings = Array.from({ length: 44 }, (_, i) => {
      const contact = contacts[i % 40] as (typeof contacts)[number];
      const second = i >= 40;
      const picked = second ? 'Mehrfamilienhaus' : pick(buildingTypes);
      const type = i === 0 ? 'Einfamilienhaus' : picked;
      // Drawn in the order they always were, so the other buildings stay as they were.
      const street = `${pick(contact.town.streets)} ${1 + Math.floor(random() * 120)}`;
      const year = 1925 + Math.floor(random() * 80);
      const area =
        Math.round((95 + random() * (type === 'Mehrfamilienhaus' ? 500 : 160)) * 10) / 10;
      const row = {
        workspace_id: ws,
        id: id('bld'),
        contact_id: contact.id,
        name: second ? `Vermietetes Objekt ${contact.lastName}` : `${type} ${contact.lastName}`,
        street,
        postal_code: contact.town.postalCode,
        city: contact.town.city,
        country_code: 'DE',
        building_type: type,
        building_year: i === 0 ? surveyed.baujahr.wert : year,
        living_area: i === 0 ? surveyed.beheizteFlaeche.wert : area,
        notes: i % 6 === 0 ? 'Heizungskeller über Außentreppe, Schlüssel bei Nachbarn.' : null,
        created_at: ago(contact.created - 1),
        updated_at: ago(contact.created - 1),
        shuffle_key: 0,
      };
      row.shuffle_key = shuffleKey(row.id);
      store.buildings.table.insert.run(row);
      return row;
    });

    const projectStatuses = [
      'active',
      'draft',
      'submitted',
      'active',
      'archived',
      'active',
    ] as const;
    const projects = Array.from({ length: 12 }, (_, i) => {
      const building = buildings[i] as (typeof buildings)[number];
      const status = projectStatuses[i % projectStatuses.length] as string;
      const type = i % 3 === 2 ? 'energieausweis' : 'heat-planning';
      const created = 60 - i * 4;
      const row = {
        workspace_id: ws,
        id: id('prj'),
        contact_id: building.contact_id,
        building_id: building.id,
        title: `${type === 'heat-planning' ? 'Heizungsplanung' : 'Energieausweis'} ${building.city}, ${building.street}`,
        type,
        status,
        version_number: 1,
        root_project_id: '',
        parent_project_id: null,
        is_visible_in_customer_portal: i % 4 === 0 ? 1 : 0,
        archived_at: status === 'archived' ? ago(created - 10) : null,
        created_at: ago(created),
        updated_at: ago(created - 10),
        shuffle_key: 0,
      };
      row.root_project_id = row.id;
      row.shuffle_key = shuffleKey(row.id);
      store.projects.table.insert.run(row);
      insertModules(row.id, i, ago(created), ago(created - 10));
      return row;
    });

    // Versions: a second version of two projects (a variant and a revision after renovation).
    [
      { of: 0, suffix: 'Variante Hybridheizung', status: 'draft', modulesLike: 3 },
      { of: 5, suffix: 'nach Dachdämmung', status: 'active', modulesLike: 5 },
    ].map(({ of, suffix, status, modulesLike }) => {
      const first = projects[of]!;
      const row = {
        ...first,
        id: id('prj'),
        title: `${first.title} (${suffix})`,
        status,
        version_number: 2,
        root_project_id: first.id,
        parent_project_id: first.id,
        is_visible_in_customer_portal: 0,
        archived_at: null,
        created_at: ago(8 + of),
        updated_at: ago(2 + of),
        shuffle_key: 0,
      };
      row.shuffle_key = shuffleKey(row.id);
      store.projects.table.insert.run(row);
      insertModules(row.id, modulesLike, row.created_at, row.updated_at);
    });

    function insertModules(projectId: string, index: number, created: string, updated: string) {
      const payloads: Partial<Record<ModuleKey, [ModuleStatus, unknown]>> = {
        'project-information': ['completed', projectInformationPayload],
        verbrauch: [index % 2 ? 'ready' : 'draft', verbrauchPayload],
        'heizlast-huellflaeche': [index % 3 === 0 ? 'completed' : 'calculating', heizlastPayload],
        raumweise: ['draft', { rooms: heizlastPayload.rooms }],
        'u-wert-rechner': [index % 4 === 1 ? 'failed' : 'ready', uWertPayload],
        waermepumpe: [index % 2 ? 'submitted' : 'draft', waermepumpePayload],
      };
      for (const key of moduleKeys) {
        const row = newModuleRow(ws, projectId, key, created, id('mod'));
        const preset = index < 8 ? payloads[key] : undefined;
        if (preset) {
          row.status = preset[0];
          row.payload = JSON.stringify(preset[1]);
          row.updated_at = updated;
          if (preset[0] === 'completed') row.last_completed_at = updated;
          if (preset[0] === 'failed')
            row.validation_state = JSON.stringify({ errors: ['Schichtdicke fehlt'] });
        }
        // The visited project: the photos another device took on site (seed/demo-photos.ts) and
        // the complete survey (seed/demo-survey.ts) the calculators take values from.
        if (index === 0 && key === 'project-information')
          row.payload = JSON.stringify({
            ...projectInformationPayload,
            fotos: demoVisitPhotos((minutes) => ago(3 + minutes / 1440)),
            gebaeudeaufnahme: demoVisitSurvey,
          });
        if (index === 2 && key === 'foerderservice') {
          row.status = 'locked';
          row.payload = JSON.stringify({ programm: 'BEG EM', antragsnummer: 'BAFA-2024-118734' });
          row.locked_reason =
            'Förderantrag bei der BAFA eingereicht, Änderungen nur nach Rücksprache.';
          row.updated_at = updated;
        }
        store.modules.table.insert.run(row);
      }
    }

    Array.from({ length: 48 }, (_, i) => {
      // Each contact has its deals (the first eight two), about its own house in its own town.
      const contact = contacts[i % 40] as (typeof contacts)[number];
      const home = buildings.find((b) => b.contact_id === contact.id)!;
      const stage = (i % 16 === 15 ? stages.find((s) => s.archived) : activeStages[i % 6])!;
      const status = i % 8 === 6 ? 'won' : i % 8 === 7 ? 'lost' : 'open';
      const topic = dealTopics[i % dealTopics.length] as (typeof dealTopics)[number];
      const stale = stage.staleAfterDays ?? 30;
      const critical = i % 5 === 0 && status === 'open';
      const inStage = critical ? stale + 4 + (i % 9) : (i % Math.max(stale, 2)) + 0.5;
      const created = inStage + 5 + (i % 20);
      const project = projects.find(
        (p) =>
          p.contact_id === contact.id &&
          (topic.projectTypeIds as readonly string[]).includes(p.type),
      );
      const row = {
        workspace_id: ws,
        id: id('deal'),
        contact_id: contact.id,
        title: `${topic.title} ${contact.firstName} ${contact.lastName}, ${contact.town.city}`,
        value: i % 7 === 3 ? null : Math.round(800 + random() * 40_000),
        stage_id: stage.id,
        stage_entered_at: ago(inStage),
        status,
        owner_id: i % 4 === 0 ? null : pick(consultants),
        project_type_ids: JSON.stringify(topic.projectTypeIds),
        street: i % 3 === 0 ? home.street : null,
        postal_code: i % 3 === 0 ? home.postal_code : null,
        city: i % 3 === 0 ? home.city : null,
        notes: i % 4 === 1 ? 'Rückruf erbeten, am besten nachmittags.' : null,
        project_id: project && i % 2 === 0 ? project.id : null,
        closed_at: status === 'open' ? null : ago(inStage / 2),
        archived_at: i % 9 === 4 || i % 16 === 15 ? ago(Math.min(inStage, 1)) : null,
        created_at: ago(created),
        updated_at: ago(Math.min(inStage, 1) / 2),
        shuffle_key: 0,
      };
      row.shuffle_key = shuffleKey(row.id);
      store.deals.table.insert.run(row);
    });

    projects
      .filter((p) => p.type === 'heat-planning')
      .slice(0, 6)
      .forEach((project, i) => {
        const town = contacts.find((c) => c.id === project.contact_id)!.town;
        const roofs = 1 + (i % 2);
        const modulesPerRoof = 12 + i * 2;
        const count = roofs * modulesPerRoof;
        const row = {
          workspace_id: ws,
          id: id('pvp'),
          project_id: project.id,
          name: i % 3 === 1 ? 'Variante mit Garagendach' : `PV-Plan ${1 + (i % 2)}`,
          building_id: project.building_id,
          origin_lat: Math.round((town.lat + (random() - 0.5) / 100) * 1e6) / 1e6,
          origin_lng: Math.round((town.lng + (random() - 0.5) / 100) * 1e6) / 1e6,
          origin_address: `${buildings.find((b) => b.id === project.building_id)!.street}, ${town.postalCode} ${town.city}`,
          is_favorite: i % 3 === 0 ? 1 : 0,
          summary: JSON.stringify({
            moduleCount: count,
            kWp: Math.round(count * 0.43 * 100) / 100,
            annualYieldKwh: Math.round(count * 0.43 * 960),
            roofCount: roofs,
          }),
          schema_version: 1,
          payload: JSON.stringify(pvDocument(roofs, modulesPerRoof)),
          created_at: ago(20 - i),
          updated_at: ago(10 - i),
          shuffle_key: 0,
        };
        row.shuffle_key = shuffleKey(row.id);
        store.pvPlans.table.insert.run(row);
      });
  });
}
