import { moduleKeys } from '../../shared/api';
import { newModuleRow } from '../store/modules';
import { initialPlannerDocument } from '../store/pv-plans';
import type { Store } from '../store';
import { shuffleKey } from '../ordering';

export interface GeneratedCounts {
  contacts: number;
  buildings: number;
  deals: number;
  projects: number;
  pvPlans: number;
}

/** The benchmark sizes of `--seed bench:*`. */
export const benchSizes = {
  /** For the benchmark's smoke test in `npm test`: seconds, so the harness can't rot. */
  'bench:tiny': { contacts: 300, buildings: 300, deals: 300, projects: 30, pvPlans: 30 },
  'bench:small': { contacts: 5_000, buildings: 5_000, deals: 5_000, projects: 500, pvPlans: 500 },
  'bench:default': {
    contacts: 50_000,
    buildings: 50_000,
    deals: 50_000,
    projects: 5_000,
    pvPlans: 5_000,
  },
  'bench:large': {
    contacts: 200_000,
    buildings: 200_000,
    deals: 200_000,
    projects: 20_000,
    pvPlans: 20_000,
  },
} as const satisfies Record<string, GeneratedCounts>;
export type BenchSize = keyof typeof benchSizes;

const statuses = ['lead', 'qualified', 'customer'] as const;
const dealStatuses = ['open', 'open', 'open', 'won', 'lost'] as const;
const projectStatuses = ['draft', 'active', 'submitted'] as const;
const cities = [
  ['Hannover', '30159'],
  ['Leipzig', '04109'],
  ['Nürnberg', '90402'],
  ['Bremen', '28195'],
  ['Dortmund', '44137'],
] as const;

/**
 * Bulk data for the benchmark: one transaction, the stores' prepared statements, no per-row
 * checks. Timestamps are distinct and lie in the past (1 ms apart, ending 1 s before now).
 * Requires at least one contact for buildings/deals, one building for projects, one project for PV plans.
 */
export function seedGenerated(store: Store, workspaceId: string, counts: GeneratedCounts): void {
  const batch = Math.random().toString(36).slice(2, 6);
  const idOf = (prefix: string, i: number) => `${prefix}_${batch}${i.toString(36)}`;
  const total =
    counts.contacts + counts.buildings + counts.deals + counts.projects * 15 + counts.pvPlans;
  let tick = Date.now() - total - 1000;
  const nextTime = () => new Date(tick++).toISOString();
  const stages = store.dealStages.list(workspaceId).filter((s) => !s.archived);
  const ws = workspaceId;

  store.transaction(() => {
    for (let i = 0; i < counts.contacts; i++) {
      const at = nextTime();
      const id = idOf('gcon', i);
      store.contacts.table.insert.run({
        workspace_id: ws,
        id,
        status: statuses[i % 3] as string,
        assigned_to: i % 4 === 0 ? null : `user-${i % 7}`,
        fields: JSON.stringify({
          firstName: `Vorname${i}`,
          lastName: `Nachname${i}`,
          email: `kontakt${i}@example.de`,
          phone: `+49 30 ${String(1_000_000 + i)}`,
        }),
        created_at: at,
        updated_at: at,
        last_activity_at: at,
        shuffle_key: shuffleKey(id),
      });
    }
    for (let i = 0; i < counts.buildings; i++) {
      const at = nextTime();
      const id = idOf('gbld', i);
      const [city, postalCode] = cities[i % cities.length] as readonly [string, string];
      store.buildings.table.insert.run({
        workspace_id: ws,
        id,
        contact_id: idOf('gcon', i % counts.contacts),
        name: `Gebäude ${i}`,
        street: `Musterstraße ${(i % 200) + 1}`,
        postal_code: postalCode,
        city,
        country_code: 'DE',
        building_type: i % 2 ? 'Einfamilienhaus' : 'Mehrfamilienhaus',
        building_year: 1950 + (i % 70),
        living_area: 80 + (i % 300),
        notes: null,
        created_at: at,
        updated_at: at,
        shuffle_key: shuffleKey(id),
      });
    }
    for (let i = 0; i < counts.deals; i++) {
      const at = nextTime();
      const id = idOf('gdeal', i);
      const status = dealStatuses[i % dealStatuses.length] as string;
      store.deals.table.insert.run({
        workspace_id: ws,
        id,
        contact_id: idOf('gcon', i % counts.contacts),
        title: `Vorgang ${i}`,
        value: 1000 + (i % 50) * 500,
        stage_id: stages[i % stages.length]?.id ?? '',
        stage_entered_at: at,
        status,
        owner_id: null,
        project_type_ids: '["heat-planning"]',
        street: null,
        postal_code: null,
        city: null,
        notes: null,
        project_id: null,
        closed_at: status === 'open' ? null : at,
        archived_at: i % 10 === 9 ? at : null,
        created_at: at,
        updated_at: at,
        shuffle_key: shuffleKey(id),
      });
    }
    for (let i = 0; i < counts.projects; i++) {
      const at = nextTime();
      const id = idOf('gprj', i);
      const b = i % counts.buildings;
      store.projects.table.insert.run({
        workspace_id: ws,
        id,
        contact_id: idOf('gcon', b % counts.contacts),
        building_id: idOf('gbld', b),
        title: `Projekt ${i}`,
        type: i % 2 ? 'energieausweis' : 'heat-planning',
        status: projectStatuses[i % 3] as string,
        version_number: 1,
        root_project_id: id,
        parent_project_id: null,
        is_visible_in_customer_portal: 0,
        archived_at: null,
        created_at: at,
        updated_at: at,
        shuffle_key: shuffleKey(id),
      });
      moduleKeys.forEach((key, k) => {
        store.modules.table.insert.run(newModuleRow(ws, id, key, nextTime(), idOf(`gmod${k}`, i)));
      });
    }
    const document = JSON.stringify(initialPlannerDocument());
    for (let i = 0; i < counts.pvPlans; i++) {
      const at = nextTime();
      const id = idOf('gpvp', i);
      store.pvPlans.table.insert.run({
        workspace_id: ws,
        id,
        project_id: idOf('gprj', i % counts.projects),
        name: `PV-Plan ${i}`,
        building_id: null,
        origin_lat: 52.37 + (i % 100) / 1000,
        origin_lng: 9.73 + (i % 100) / 1000,
        origin_address: null,
        is_favorite: 0,
        summary: JSON.stringify({ moduleCount: 20, kWp: 8.6, annualYieldKwh: 8170 }),
        schema_version: 1,
        payload: document,
        created_at: at,
        updated_at: at,
        shuffle_key: shuffleKey(id),
      });
    }
  });
}
