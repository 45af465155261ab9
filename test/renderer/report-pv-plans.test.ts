import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { PvPlanItem } from '../../src/shared/ipc/channels/pv-plans';
import {
  defaultLibrary,
  knownSchemaVersion,
  readDocument,
  writeDocument,
  type PlannerModel,
} from '../../src/shared/pv-plan/document';
import { householdDefaults } from '../../src/shared/pv-plan/household';
import { pvInverterCatalogue } from '../../src/shared/calc/catalogues/pv-inverters';
import { householdResults, householdResultsJson } from '../../src/shared/pv-plan/household-calc';
import { planYield, summaryOf } from '../../src/shared/pv-plan/planner-calc';
import { addRoof, relayout } from '../../src/shared/pv-plan/edits';
import { ReportPvPlans } from '../../src/renderer/features/report/ReportPvPlans';
import { ReportSummary } from '../../src/renderer/features/report/ReportSummary';
import { pvPlanKeys } from '../../src/renderer/features/pv-planner/keys';
import { projectKeys } from '../../src/renderer/features/projects/keys';
import { initI18n } from '../../src/renderer/i18n';
import { shareInColumn } from '../../src/renderer/ui/figures/figures';
import { pvDocument } from '../../src/server/seed/demo-data';
import { fixtureTime } from './module-fixture';

/** Results as the editor stores them (docs/calculators.md): what the modules' figures read. */
const stored = (values: Record<string, number>) => ({
  calculation: 'x@1',
  computedAt: fixtureTime,
  values,
});

/*
 * The report's PV part: a project with a saved plan prints the plan's kWp, yield and household
 * figures from the cached reads (offline); a project without plans prints nothing of it.
 */

// The report reads the cache; the core is never asked in these renders.
vi.mock('../../src/renderer/api', () => ({ api: {} }));

const projectId = 'prj-1';
const lat = 51.32; // Kassel
const lng = 9.5;
const bsm = defaultLibrary.find((m) => m.model === 'BSM450M-72HBD')!;

function southRoofModel(): PlannerModel {
  const read = readDocument({}, knownSchemaVersion);
  if (!read.ok) throw new Error('not read');
  let model: PlannerModel = { ...read.model, moduleType: bsm };
  model = addRoof(
    model,
    [
      [0, 0],
      [6, 0],
      [6, 5],
      [0, 5],
    ],
    'Süddach',
  );
  model = relayout(model, model.roofs[0]!.id);
  return {
    ...model,
    household: {
      ...householdDefaults,
      battery: { ...householdDefaults.battery, enabled: true, capacityKwh: 5, powerKw: 2.5 },
      tariff: { ...householdDefaults.tariff, commissioned: '2026-03-01' },
      // 13 BSM 450 in one string: 714,8 V at −10 °C against the Sunny Boy's 550 V.
      stringPlan: {
        inverter: { ...pvInverterCatalogue.find((i) => i.model === 'Sunny Boy 5000TL-20')! },
        trackers: [{ modulesPerString: 13, strings: 1 }],
      },
    },
  };
}

/** The household results as the planner saves them (Kassel, planned on 01.03.2026). */
function resultsOf(model: PlannerModel) {
  return householdResults(
    model,
    planYield(model, lat, lng),
    lat,
    model.household!,
    null,
    '2026-03-01',
  )!;
}

function planItem(model: PlannerModel, payload: Record<string, unknown>): PvPlanItem {
  return {
    id: 'pv-1',
    projectId,
    name: 'Hauptdach',
    buildingId: null,
    originLat: lat,
    originLng: lng,
    originAddress: 'Kunoldstraße 12, Kassel',
    isFavorite: false,
    summary: summaryOf(null, model, planYield(model, lat, lng)),
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    schemaVersion: knownSchemaVersion,
    payload,
    sync: 'synced',
  };
}

function render(plans: PvPlanItem[]) {
  return markup(plans).replace(/<[^>]+>/g, ' ');
}

function markup(plans: PvPlanItem[], modules?: Array<{ moduleKey: string; payload: unknown }>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(pvPlanKeys.byProject(projectId), { data: plans });
  // The project's stored modules, where the planner takes the heat pump's demand from.
  if (modules) client.setQueryData(projectKeys.detail(projectId), { id: projectId, modules });
  for (const plan of plans) client.setQueryData(pvPlanKeys.detail(plan.id), plan);
  return renderToStaticMarkup(
    createElement(QueryClientProvider, { client }, createElement(ReportPvPlans, { projectId })),
  );
}

describe('the PV plans in the project report', () => {
  beforeAll(() => {
    initI18n('de');
  });

  it('prints the plan’s kWp, yield and the household figures in German numbers', () => {
    const model = southRoofModel();
    const yieldResult = planYield(model, lat, lng);
    const results = resultsOf(model);
    const json = householdResultsJson(results);
    const payload = { ...writeDocument({}, model), householdResults: json };
    const plan = planItem(model, payload);
    const text = render([plan]);

    // kWp = modules × 450 Wp, printed with a decimal comma.
    const modules = model.modules.length;
    expect(modules).toBeGreaterThan(0);
    const kwp = (modules * 450) / 1000;
    expect(text).toContain(kwp.toFixed(2).replace('.', ','));
    expect(text).toContain('PV-Plan „Hauptdach“');
    // The year's yield, with a thousands dot (a 6 × 5 m south roof yields well over 1.000 kWh).
    const annual = Math.round(yieldResult.annualKwh!);
    expect(annual).toBeGreaterThan(1000);
    expect(text).toContain(annual.toLocaleString('de-DE'));
    // The demand with its parts (the household's default 4.000 kWh, no heat pump, no car).
    expect(text).toContain(
      'Strombedarf: 4.000 kWh/a (Haushalt 4.000, Wärmepumpe 0, Elektroauto 0 kWh/a)',
    );
    // Self-sufficiency without and with the battery, side by side.
    // A share in a column: one decimal in every row, also where it is 0.
    const autarky = (v: number) =>
      `${(Math.round(v * 1000) / 10).toLocaleString('de-DE', { minimumFractionDigits: 1 })} %`;
    expect(text).toContain('ohne Speicher');
    expect(text).toContain('mit Speicher');
    expect(text).toContain(autarky(results.without.autarky));
    expect(text).toContain(autarky(results.withBattery!.autarky));
    // Bundesnetzagentur: partial feed-in ≤ 10 kWp, 1 Feb – 31 Jul 2026: 7,78 ct/kWh, with its Stand.
    expect(text).toContain('7,78 ct/kWh');
    expect(text).toContain('Stand 11/2026');
    // The period that rate holds for, in the planner's sentence.
    expect(text).toContain(
      'Für eine Inbetriebnahme vom 01.02.2026 bis zum 31.07.2026, fest für 20 Jahre.',
    );
    expect(text).toContain('Amortisation');
    expect(text).toMatch(euro(json.investment as number));
    // The 2025 rules' estimate, in the planner's words, stated as an estimate.
    const rules = results.tariff.ok ? results.tariff.rules : null;
    expect(rules?.applies).toBe(true);
    expect(text).toContain('Regeln seit 2025 (Solarspitzengesetz), geschätzte Wirkung');
    expect(text).toMatch(
      new RegExp(
        `Geschätzter Einnahmeverlust: ${euro(rules!.lostRevenue).source} im Jahr\\. Eine Schätzung`,
      ),
    );
    // The prices the economics rest on, and the planner's two surplus figures.
    expect(text).toContain('Strompreis (ct/kWh)');
    expect(text).toMatch(
      new RegExp(
        `Überschuss nach 20 Jahren\\s+${euro(results.economics!.years.at(-1)!.cumulative).source}`,
      ),
    );
    // The layout as a whole: the strings count more modules than lie on the roof.
    expect(text).toContain(`Die Strings zählen 13 Module, auf dem Dach liegen ${modules}.`);
    expect(text).toContain('Quelle: SMA Installationsanleitung');
    // The string check names the problem with its figures.
    expect(text).toContain('Leerlaufspannung bei −10 °C: 715 V, Wechselrichter erlaubt 550 V');
    // Beside the check, what the tracker carries in operation, in the planner's words: one
    // string of the BSM 450 (Impp from its data sheet) against the Sunny Boy's input current.
    const impp = bsm.electrical!.impp.toLocaleString('de-DE', { minimumFractionDigits: 2 });
    const sunnyBoy = model.household!.stringPlan.inverter!;
    expect(text).toContain(
      `MPP-Strom im Betrieb: 1 × ${impp} A = ${impp} A; der Wechselrichter nutzt bis ` +
        `${sunnyBoy.maxInputCurrent.toLocaleString('de-DE')} A je Tracker.`,
    );
    expect(text).not.toMatch(/NaN|undefined|householdResults/);
    // The planner's charts: both days and the months, titled and labelled as in the planner,
    // with the axes' units.
    const charts = chartsOf(markup([plan]));
    expect(charts.titles).toEqual([
      'Typischer Sommertag (Juli, kWh je Stunde)',
      'Typischer Wintertag (Januar, kWh je Stunde)',
      'Monate (kWh)',
    ]);
    for (const day of charts.texts.slice(0, 2)) {
      expect(day).toContain('Uhrzeit (h)');
      expect(day).toContain('kWh');
      for (const name of ['PV-Erzeugung', 'Bedarf', 'Eigenverbrauch']) expect(day).toContain(name);
    }
    expect(charts.texts[2]).toContain('Netzbezug');
    expect(charts.texts[2]).toContain('Einspeisung');
    expect(charts.texts[2]).toMatch(/Jan .*Jul .*Dez/);
    // The months' highest bar (July's PV output) stands below the axis' top step.
    const july = results.months[6]!;
    const top = Number(charts.texts[2]!.match(/([\d.]+) kWh/)![1]!.replace('.', ''));
    expect(top).toBeGreaterThanOrEqual(july.selfConsumed + july.feedIn);
    // The report states findings; what to type where is the planner's business, not the owner's.
    expect(text).not.toMatch(/eintragen/i);
  });

  it('says the module lacks its electrical values in the planner’s words, without the to-do', () => {
    const model = southRoofModel();
    const bare = { ...model, moduleType: { ...bsm, electrical: undefined } };
    const text = render([planItem(bare, writeDocument({}, bare))]);
    expect(text).toContain(
      'Für das Modul des Plans fehlen die elektrischen Werte (Leerlaufspannung, MPP-Spannung, ' +
        'Kurzschlussstrom, Temperaturkoeffizienten). Die Strings sind nicht geprüft.',
    );
    expect(text).not.toMatch(/eintragen/i);
  });

  it('says a module’s electrical values do not fit together, as the planner does', () => {
    // Another tool stored the module with a short-circuit current of 0 A: the values are there
    // but no module has them; "fehlen" would send the consultant looking for empty fields.
    const model = southRoofModel();
    const broken = { ...model, moduleType: { ...bsm, electrical: { ...bsm.electrical!, isc: 0 } } };
    const text = render([planItem(broken, writeDocument({}, broken))]);
    expect(text).toContain('Strings und Wechselrichter');
    expect(text).toContain(
      'Die elektrischen Werte des Moduls passen nicht zusammen (z. B. ein Strom von 0 A oder ' +
        'eine MPP-Spannung über der Leerlaufspannung).',
    );
    expect(text).not.toContain('fehlen');
  });

  it('prints a commissioning date not chosen yet as open, not as "today"', () => {
    // The owner reads the printout days later: "heute" would name the wrong day.
    const model = southRoofModel();
    const household = { ...model.household!, tariff: { ...model.household!.tariff } };
    household.tariff.commissioned = null;
    const open = { ...model, household };
    const results = resultsOf(open);
    const text = render([
      planItem(open, {
        ...writeDocument({}, open),
        householdResults: householdResultsJson(results),
      }),
    ]);
    expect(text).toMatch(/Inbetriebnahme\s+noch offen \(Vergütungssatz zum Stand der Planung\)/);
    expect(text).not.toContain('heute');
  });

  it('names the module’s power once, also when its model name carries it', () => {
    const model = southRoofModel();
    const named = { ...model, moduleType: { ...bsm, model: 'Standardmodul 450 Wp' } };
    const text = render([planItem(named, writeDocument({}, named))]);
    expect(text).toContain('Modul: BSM Standardmodul 450 Wp');
    expect(text).not.toContain('(450 Wp)');
    expect(render([planItem(model, writeDocument({}, model))])).toContain(
      'Modul: BSM BSM450M-72HBD (450 Wp)',
    );
  });

  it('says where the heat pump’s and the car’s demand come from, as the planner does', () => {
    const model = southRoofModel();
    const household = model.household!;
    const fromModules = {
      ...model,
      household: {
        ...household,
        demand: {
          ...household.demand,
          heatPump: { mode: 'modules' as const, manualKwh: 0 },
          ev: { enabled: true, kmPerYear: 15_000, kwhPer100km: 18 },
        },
      },
    };
    const plan = planItem(fromModules, writeDocument({}, fromModules));
    const text = (modules?: Array<{ moduleKey: string; payload: unknown }>) =>
      markup([plan], modules).replace(/<[^>]+>/g, ' ');
    // (12.000 + 2.000) kWh ÷ JAZ 3,5 = 4.000 kWh; 15.000 km × 18 kWh/100 km = 2.700 kWh.
    const withModules = text([
      { moduleKey: 'jaz', payload: { results: stored({ combinedSpf: 3.5 }) } },
      {
        moduleKey: 'verbrauch',
        payload: { hotWaterEnergy: 2000, results: stored({ usefulHeat: 12000 }) },
      },
    ]);
    expect(withModules).toContain(
      'Strombedarf: 10.700 kWh/a (Haushalt 4.000, Wärmepumpe 4.000, Elektroauto 2.700 kWh/a)',
    );
    expect(withModules).toContain(
      'Wärmebedarf 14.000 kWh/a (Verbrauchsanalyse: Nutzwärme und Warmwasser) ÷ JAZ 3,5 ' +
        '(Modul JAZ) = 4.000 kWh/a Strom.',
    );
    expect(withModules).toContain('Elektroauto: 15.000 km/a × 18 kWh/100 km = 2.700 kWh/a.');
    // Without a JAZ the heat pump counts 0 kWh/a: the printout says why, not what to type.
    const without = text([]);
    expect(without).toContain('Wärmepumpe 0,');
    expect(without).toContain(
      'Die Module des Projekts geben für die Wärmepumpe noch keinen Wert (Jahresarbeitszahl ' +
        'im Modul JAZ, Wärmebedarf aus der Verbrauchsanalyse oder der Heizlast); sie zählt ' +
        'hier mit 0 kWh/a.',
    );
    expect(without).not.toContain('eigener Wert');
  });

  it('gives page 1 the payback year the PV part prints, not an older saved one', () => {
    // Saved when the project's modules still said otherwise: a payback of 3 years. The PV part
    // prints what the plan gives now; page 1 must say the same year.
    const model = southRoofModel();
    const results = resultsOf(model);
    const payback = results.economics!.paybackYear!;
    expect(payback).toBeGreaterThan(3);
    const stale = { ...householdResultsJson(results), paybackYear: 3 };
    const plan = planItem(model, { ...writeDocument({}, model), householdResults: stale });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(pvPlanKeys.byProject(projectId), { data: [plan] });
    client.setQueryData(pvPlanKeys.detail(plan.id), plan);
    const page = (component: ReturnType<typeof createElement>) =>
      renderToStaticMarkup(createElement(QueryClientProvider, { client }, component)).replace(
        /<[^>]+>/g,
        ' ',
      );
    const summary = page(createElement(ReportSummary, { projectId, building: null, modules: {} }));
    expect(summary).toContain(`bezahlt gemacht`);
    expect(summary).toContain(`im ${payback}. Betriebsjahr`);
    expect(page(createElement(ReportPvPlans, { projectId }))).toMatch(
      new RegExp(`Amortisation\\s+im ${payback}\\. Jahr`),
    );
  });

  it('writes the DC/AC ratio as one figure wherever it stands', () => {
    // 4,5 kWp on an inverter of 5 kW (the Sunny Boy's country setting): 0,9 in the planner's
    // summary, so not "0,90" in the line above it.
    const model = southRoofModel();
    const household = model.household!;
    const inverter = { ...household.stringPlan.inverter!, acPower: 5000 };
    const set = { ...model, household: { ...household, stringPlan: { trackers: null, inverter } } };
    const text = render([planItem(set, writeDocument({}, set))]);
    expect(text).toContain('DC/AC-Verhältnis 0,9 (Vorschlag)');
    expect(text).toContain('DC/AC-Verhältnis: 0,9 ');
    expect(text).not.toContain('0,90');
  });

  it('prints nothing of PV when the project has no plans', () => {
    expect(render([]).trim()).toBe('');
  });

  it('prints the charts and the period of a plan saved before the planner kept them', () => {
    // Saved by an older planner: its results lack the charts' figures and the period.
    const model = southRoofModel();
    const results = resultsOf(model);
    const { summerDay, winterDay, months, feedInPeriod, ...older } = householdResultsJson(results);
    expect([summerDay, winterDay, months, feedInPeriod].every(Boolean)).toBe(true);
    const plan = planItem(model, { ...writeDocument({}, model), householdResults: older });
    const text = render([plan]);
    expect(text).toContain('7,78 ct/kWh');
    expect(text).toContain(
      'Für eine Inbetriebnahme vom 01.02.2026 bis zum 31.07.2026, fest für 20 Jahre.',
    );
    expect(chartsOf(markup([plan])).titles).toEqual([
      'Typischer Sommertag (Juli, kWh je Stunde)',
      'Typischer Wintertag (Januar, kWh je Stunde)',
      'Monate (kWh)',
    ]);
    // The figures are the plan's, as the planner computes them from what it stores.
    expect(text).toContain(shareInColumn(results.withBattery!.autarky));
  });

  it('prints the household of a plan saved before any results were kept, as the planner shows it', () => {
    // The oldest shape: the planner's first household results had no demand parts, no
    // surpluses, no 2025 rules; a plan stored with a battery and those results only.
    const model = southRoofModel();
    const results = resultsOf(model);
    const json = householdResultsJson(results);
    const oldest = Object.fromEntries(
      [
        'demandKwh',
        'withoutBattery',
        'withBattery',
        'feedInTariffCt',
        'investment',
        'paybackYear',
        'internalRateOfReturn',
        'costPerKwhCt',
        'batteryKneeKwh',
        'dcAcRatio',
        'stringProblems',
      ].map((key) => [key, json[key]]),
    );
    const text = render([
      planItem(model, { ...writeDocument({}, model), householdResults: oldest }),
    ]);
    expect(text).toContain(
      'Strombedarf: 4.000 kWh/a (Haushalt 4.000, Wärmepumpe 0, Elektroauto 0 kWh/a)',
    );
    expect(text).toContain('Regeln seit 2025 (Solarspitzengesetz), geschätzte Wirkung');
    expect(text).toContain('Überschuss nach 20 Jahren');
    expect(text).toContain('Typischer Wintertag');
  });

  it('prints a plan as the demo seed stores it (faces and modules, nothing of the household)', () => {
    // What the planner shows on opening such a plan: the household's guide values, the year's
    // simulation, the tariff at the plan's last change (no commissioning day chosen).
    const payload = pvDocument(1, 12);
    const read = readDocument(payload, knownSchemaVersion);
    if (!read.ok) throw new Error('not read');
    const plan = { ...planItem(read.model, payload), updatedAt: '2026-03-01T09:00:00.000Z' };
    const text = render([plan]);
    expect(text).toContain('Strombedarf: 4.000 kWh/a');
    expect(text).toMatch(/Inbetriebnahme\s+noch offen \(Vergütungssatz zum Stand der Planung\)/);
    expect(text).toContain('7,78 ct/kWh');
    expect(text).toContain(
      'Für eine Inbetriebnahme vom 01.02.2026 bis zum 31.07.2026, fest für 20 Jahre.',
    );
    expect(chartsOf(markup([plan])).titles).toHaveLength(3);
    // The seed's module has no electrical values: said so, as in the planner.
    expect(text).not.toContain('DC/AC');
    expect(text).toContain('Für das Modul des Plans fehlen die elektrischen Werte');
    expect(text).not.toMatch(/NaN|undefined/);
  });

  it('names every column of its tables and keeps its headings one level below the plan’s', () => {
    // A screen reader reads a table by its column heads and the page by its headings (axe:
    // empty-table-header, heading-order); the plan's title is an h3.
    const payload = pvDocument(1, 12);
    const read = readDocument(payload, knownSchemaVersion);
    if (!read.ok) throw new Error('not read');
    const html = markup([
      { ...planItem(read.model, payload), updatedAt: '2026-03-01T09:00:00.000Z' },
    ]);
    expect(html).toContain('report-pv-rules');
    expect(html).not.toMatch(/<th[^>]*scope="col"[^>]*>\s*<\/th>/);
    const levels = [...html.matchAll(/<h([1-6])/g)].map((m) => Number(m[1]));
    for (let i = 1; i < levels.length; i++)
      expect(levels[i]! - levels[i - 1]!, `heading ${i}`).toBeLessThanOrEqual(1);
  });

  it('prints every share of the self-consumption table to one decimal, so the digits line up', () => {
    const model = southRoofModel();
    const html = markup([planItem(model, writeDocument({}, model))]);
    const table = html.match(/<caption>Eigenverbrauch und Autarkie<\/caption>.*?<\/table>/)![0];
    const shares = [...table.matchAll(/>([^<>]*%)</g)].map((m) => m[1]!.replace(/\s/g, ' '));
    // Self-consumption rate and autarky, without and with the battery.
    expect(shares).toHaveLength(4);
    for (const value of shares) expect(value).toMatch(/^\d{1,3},\d %$/);
  });
});

/** The charts' titles and each chart's text (axis steps, labels, legend), from the markup. */
function chartsOf(html: string) {
  const charts = [
    ...html.matchAll(
      /<figure class="report-pv-chart"><svg[^>]*aria-label="([^"]+)"[^>]*>(.*?)<\/svg>/g,
    ),
  ];
  return {
    titles: charts.map((c) => c[1]!),
    texts: charts.map((c) => c[2]!.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')),
  };
}

/** Whole euros with a thousands dot; the space before € may be a non-breaking one. */
function euro(v: number) {
  return new RegExp(`${Math.round(v).toLocaleString('de-DE').replace('.', '\\.')}\\s€`);
}
