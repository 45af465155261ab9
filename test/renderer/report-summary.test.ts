import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Building, ProjectModule, PvPlanShort } from '../../src/shared/api';
import { i18n, initI18n } from '../../src/renderer/i18n';
import { summaryModel } from '../../src/renderer/features/report/summary-model';
import { fixtureTime, moduleFixture } from './module-fixture';

// The report reads through react-query only; nothing here reaches the core.
vi.mock('../../src/renderer/api', () => ({ api: {} }));

const stored = (values: Record<string, unknown>) => ({
  results: { calculation: 'x@1', computedAt: fixtureTime, values },
});
const byKey = (...modules: ProjectModule[]) =>
  Object.fromEntries(modules.map((m) => [m.moduleKey, m]));
const t = (key: string, params?: Record<string, unknown>) => i18n.t(key, params);

const building = {
  street: 'Kunoldstraße 12',
  postalCode: '34131',
  city: 'Kassel',
  buildingType: 'Einfamilienhaus',
  buildingYear: 1968,
  livingArea: 142.5,
} as Building;

const survey = {
  gebaeudeaufnahme: {
    gebaeude: { typ: { wert: 'einfamilienhaus', herkunft: 'gemessen', quelle: null } },
    heizung: {
      erzeuger: { wert: 'gasNiedertemperatur', herkunft: 'unterlagen', quelle: null },
      brennstoff: { wert: 'erdgas', herkunft: 'unterlagen', quelle: null },
      baujahr: { wert: 1994, herkunft: 'unterlagen', quelle: null },
    },
    bauteile: [
      {
        id: 'c1',
        art: 'dach',
        bezeichnung: 'Dach',
        daemmungVorhanden: { wert: false, herkunft: 'gemessen', quelle: null },
        zustand: { wert: 'schlecht', herkunft: 'geschaetzt', quelle: null },
      },
    ],
  },
};

beforeAll(() => {
  initI18n('de');
});

describe('the report’s page 1 for the owner', () => {
  it('says in German what the building is, what was found and the stored results', () => {
    const model = summaryModel(
      t,
      building,
      byKey(
        moduleFixture('project-information', survey),
        moduleFixture('heizlast-huellflaeche', stored({ total: 9850 })),
        moduleFixture('waermepumpe', stored({ requiredCapacity: 11.24 })),
        moduleFixture('jaz', stored({ combinedSpf: 3.62 })),
        moduleFixture('foerderrechner', stored({ totalGrant: 16500, totalEligible: 30000 })),
        moduleFixture('wirtschaftlichkeit', stored({ annualSaving: 1234.5, breakEvenYear: 2039 })),
      ),
    );
    expect(model.building).toEqual([
      'Kunoldstraße 12, 34131 Kassel',
      'Einfamilienhaus',
      'Baujahr 1968',
      '143 m² beheizte Wohnfläche',
    ]);
    expect(model.found).toEqual([
      'Heizung: Gas-Niedertemperaturkessel (Erdgas), eingebaut 1994',
      'Ohne Dämmung: Dach',
      'In schlechtem Zustand: Dach',
    ]);
    expect(model.results).toEqual([
      'Heizlast des Gebäudes: 9,9 kW',
      'Empfohlene Wärmepumpenleistung: 11,2 kW',
      'Erwartete Jahresarbeitszahl: 3,6',
      'Mögliche Förderung: 16.500 € (55 % der förderfähigen Kosten)',
      'Geringere jährliche Kosten: 1.235 € pro Jahr',
      'Die Investition hat sich voraussichtlich 2039 bezahlt gemacht.',
    ]);
    expect(model.nextSteps).toEqual([
      'Förderantrag stellen, bevor Sie einen Auftrag vergeben.',
      'Hydraulischen Abgleich durchführen lassen.',
      'Angebote von Fachbetrieben einholen und mit diesem Bericht vergleichen.',
    ]);
  });

  it('leaves out every line whose figure is missing, drafts without results included', () => {
    const model = summaryModel(
      t,
      null,
      byKey(
        moduleFixture('waermepumpe', { heatLoad: 9 }),
        // Only some rooms complete: no heat load to report.
        moduleFixture('raumweise', stored({ total: 5000, completeRooms: 2, roomCount: 5 })),
      ),
    );
    expect(model.building).toEqual([]);
    expect(model.found).toEqual([]);
    expect(model.results).toEqual([]);
    const all = Object.values(model).flat().join(' ');
    expect(all).not.toMatch(/–|eintragen|null|undefined|NaN/);
    expect(model.nextSteps[0]).toBe(
      'Heizlast berechnen lassen, bevor eine neue Heizung ausgewählt wird.',
    );
  });

  it('takes the room-by-room heat load when every room is complete', () => {
    const model = summaryModel(
      t,
      null,
      byKey(moduleFixture('raumweise', stored({ total: 7420, completeRooms: 4, roomCount: 4 }))),
    );
    expect(model.results).toEqual(['Heizlast des Gebäudes: 7,4 kW']);
  });

  it('names the planned flow temperature and what the radiator check found', () => {
    const check = (checkedRooms: number, coveredRooms: number, requiredSystemFlow: number | null) =>
      moduleFixture(
        'raumweise',
        stored({
          total: 7420,
          completeRooms: 4,
          roomCount: 4,
          radiatorCheck: { flowTemperature: 50, checkedRooms, coveredRooms, requiredSystemFlow },
        }),
      );
    const enough = summaryModel(t, null, byKey(check(4, 4, 48)));
    expect(enough.results).toEqual([
      'Heizlast des Gebäudes: 7,4 kW',
      'Vorlauftemperatur der Heizung mit Wärmepumpe: 50 °C',
      'Die vorhandenen Heizkörper reichen dafür in allen 4 geprüften Räumen.',
    ]);
    const short = summaryModel(t, null, byKey(check(4, 3, 57.4)));
    expect(short.results[2]).toBe(
      'In 1 von 4 geprüften Räumen reichen die Heizkörper dafür nicht; sie bräuchten 57 °C.',
    );
    expect(short.nextSteps).toContain(
      'Zu kleine Heizkörper gegen größere tauschen, damit die niedrige Vorlauftemperatur überall reicht.',
    );
    // The heat pump planned for 45 °C: the check at 50 °C says nothing about it and is left out.
    const planned = summaryModel(
      t,
      null,
      byKey(check(4, 3, 57.4), moduleFixture('waermepumpe', { flowTemperature: 45 })),
    );
    expect(planned.results).toEqual([
      'Heizlast des Gebäudes: 7,4 kW',
      'Vorlauftemperatur der Heizung mit Wärmepumpe: 45 °C',
    ]);
  });

  it('gives the PV size and yield of the favourite plan, or of each plan by name', () => {
    const plan = (name: string, kWp: number | null, annualYieldKwh: number | null, fav = false) =>
      ({
        id: name,
        name,
        isFavorite: fav,
        summary: { kWp, annualYieldKwh },
      }) as unknown as PvPlanShort;
    const one = summaryModel(t, null, {}, [plan('Süddach', 9.86, 9437)]);
    expect(one.results).toEqual(['Photovoltaikanlage: 9,9 kWp, etwa 9.440 kWh Strom im Jahr']);
    const two = summaryModel(t, null, {}, [
      plan('Süddach', 9.86, 9437),
      plan('Ost-West', 7.2, null),
    ]);
    expect(two.results).toEqual([
      'Photovoltaikanlage „Süddach“: 9,9 kWp, etwa 9.440 kWh Strom im Jahr',
      'Photovoltaikanlage „Ost-West“: 7,2 kWp',
    ]);
    const favourite = summaryModel(t, null, {}, [
      plan('Süddach', 9.86, 9437),
      plan('Ost-West', 7.2, 6810, true),
      plan('Leer', 0, null, true),
    ]);
    expect(favourite.results).toEqual([
      'Photovoltaikanlage: 7,2 kWp, etwa 6.810 kWh Strom im Jahr',
    ]);
  });

  it('gives the payback year of each PV plan whose economics the planner saved', () => {
    const plan = (name: string, kWp: number) =>
      ({
        id: name,
        name,
        isFavorite: false,
        summary: { kWp, annualYieldKwh: null },
      }) as unknown as PvPlanShort;
    // What the planner saves with a plan (householdResults): investment and payback year.
    const saved = (paybackYear: number | null) => ({
      householdResults: { investment: 14_200, paybackYear },
    });
    const one = summaryModel(t, null, {}, [plan('Süddach', 9.86)], { Süddach: saved(12) });
    expect(one.results).toEqual([
      'Photovoltaikanlage: 9,9 kWp',
      'Die Photovoltaikanlage hat sich voraussichtlich im 12. Betriebsjahr bezahlt gemacht.',
    ]);
    const two = summaryModel(t, null, {}, [plan('Süddach', 9.86), plan('Ost-West', 7.2)], {
      Süddach: saved(null),
      // Household figures without prices: no economics, so no payback line.
      'Ost-West': { householdResults: { demandKwh: 4500, investment: null } },
    });
    expect(two.results).toEqual([
      'Photovoltaikanlage „Süddach“: 9,9 kWp',
      'Die Photovoltaikanlage „Süddach“ macht sich innerhalb von 20 Jahren voraussichtlich nicht bezahlt.',
      'Photovoltaikanlage „Ost-West“: 7,2 kWp',
    ]);
    // A plan whose document this device has not loaded yet: only its stored size.
    expect(summaryModel(t, null, {}, [plan('Süddach', 9.86)]).results).toEqual([
      'Photovoltaikanlage: 9,9 kWp',
    ]);
  });

  it('stands first in the printed report, before the customer and the modules', async () => {
    const { ReportScreen } = await import('../../src/renderer/features/report/ReportScreen');
    const { projectQueries } = await import('../../src/renderer/features/projects/queries');
    // The browser build: no desktop bridge on window.
    vi.stubGlobal('window', {});
    const client = new QueryClient();
    client.setQueryData(projectQueries.detail('prj_1').queryKey, {
      project: { id: 'prj_1', title: 'Heizungstausch', type: 'heat-planning', contactId: null },
      modules: [moduleFixture('jaz', stored({ combinedSpf: 3.62 }))],
    } as never);
    // A PV plan with saved economics, as the cached reads hold it: page 1 gives its payback.
    const { pvPlanQueries } = await import('../../src/renderer/features/pv-planner/queries');
    const plan = { id: 'pv_1', name: 'Süddach', isFavorite: false, summary: { kWp: 7.2 } };
    client.setQueryData(pvPlanQueries.byProject('prj_1').queryKey, { data: [plan] } as never);
    client.setQueryData(pvPlanQueries.detail('pv_1').queryKey, {
      ...plan,
      schemaVersion: 1,
      payload: { householdResults: { investment: 11_500, paybackYear: 11 } },
    } as never);
    const html = renderToStaticMarkup(
      createElement(QueryClientProvider, { client }, createElement(ReportScreen, { id: 'prj_1' })),
    );
    const summary = html.indexOf('data-testid="report-summary"');
    expect(summary).toBeGreaterThan(-1);
    expect(html).toContain('Erwartete Jahresarbeitszahl: 3,6');
    expect(html).toContain(
      'Die Photovoltaikanlage hat sich voraussichtlich im 11. Betriebsjahr bezahlt gemacht.',
    );
    expect(summary).toBeLessThan(html.indexOf(i18n.t('report.customer')));
    vi.unstubAllGlobals();
  });
});
