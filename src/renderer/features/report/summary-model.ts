import type { Building, JsonObject, ProjectModule, PvPlanShort } from '../../../shared/api';
import { formatGermanNumber } from '../../../shared/numbers/german-number';
import { emptySurvey } from '../../../shared/survey/schema';
import { projectFigure, type StoredModules } from '../../modules/figures';

/*
 * Page 1 of the report for the owner: the building, what was found on site and the key results,
 * each read from what the modules STORED (payload.results.values, docs/calculators.md), never
 * from a draft, as the project's figures the modules give (modules/figures.ts). A figure
 * that is missing leaves its line out: the owner reads no placeholder.
 */

export type Translate = (key: string, params?: Record<string, unknown>) => string;

export interface SummaryModel {
  building: string[];
  found: string[];
  results: string[];
  nextSteps: string[];
}

const num = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

const de = (value: number, decimals: number) =>
  formatGermanNumber(value, { maxDecimals: decimals, minDecimals: decimals, grouping: true });

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const present = <T>(list: (T | null | false | undefined | '')[]): T[] =>
  list.filter((x): x is T => x !== null && x !== false && x !== undefined && x !== '');

export function summaryModel(
  t: Translate,
  building: Building | null,
  modules: Record<string, ProjectModule>,
  pvPlans: readonly PvPlanShort[] = [],
  /** The plans' stored documents this device has, by plan id (for their economics). */
  pvDocuments: Readonly<Record<string, unknown>> = {},
): SummaryModel {
  const p = (key: string, params?: Record<string, unknown>) => t(`reportSummary.${key}`, params);
  const figure = <F extends Parameters<typeof projectFigure>[1]>(name: F) =>
    projectFigure(modules, name);
  const survey = figure('survey') ?? emptySurvey();
  const g = survey.gebaeude;
  const h = survey.heizung;
  const option = (group: string, value: string | null) =>
    value === null ? null : t(`visit.survey.options.${group}.${value}`);

  const address = building
    ? [building.street, [building.postalCode, building.city].filter(Boolean).join(' ')]
        .filter(Boolean)
        .join(', ')
    : '';
  const type = option('typ', g.typ.wert) ?? (building?.buildingType || null);
  const year = g.baujahr.wert ?? num(building?.buildingYear);
  const area = g.beheizteFlaeche.wert ?? num(building?.livingArea);
  const buildingLines = present<string>([
    address,
    type,
    year !== null && p('built', { year: String(year) }),
    area !== null && p('area', { area: de(area, 0) }),
  ]);

  const generator = option('erzeuger', h.erzeuger.wert);
  const fuel = option('brennstoff', h.brennstoff.wert);
  const heatingAge =
    h.baujahr.wert !== null ? p('heatingSince', { year: String(h.baujahr.wert) }) : '';
  const poor = survey.bauteile.filter((c) => c.zustand.wert === 'schlecht');
  const uninsulated = survey.bauteile.filter(
    (c) => c.art !== 'fenster' && c.daemmungVorhanden.wert === false,
  );
  const componentName = (c: (typeof survey.bauteile)[number]) =>
    c.bezeichnung.trim() || t(`visit.survey.options.art.${c.art}`);
  const found = present<string>([
    generator && p('heating', { generator, fuel: fuel ? ` (${fuel})` : '', since: heatingAge }),
    h.vorlauftemperatur.wert !== null &&
      p('flowToday', { temperature: de(h.vorlauftemperatur.wert, 0) }),
    option('verteilung', h.verteilung.wert) &&
      p('distribution', { distribution: option('verteilung', h.verteilung.wert) }),
    uninsulated.length > 0 &&
      p('uninsulated', { components: uninsulated.map(componentName).join(', ') }),
    poor.length > 0 && p('poorCondition', { components: poor.map(componentName).join(', ') }),
  ]);

  const heatLoad = figure('heatLoadW');
  const pumpSize = figure('heatPumpCapacityKw');
  const jaz = figure('seasonalPerformanceFactor');
  const grant = figure('grantEuro');
  const eligible = figure('grantEligibleEuro');
  const flow = flowTemperature(modules);
  const breakEven = figure('breakEvenYear');
  const saving = figure('annualSavingEuro');
  const results = present<string>([
    heatLoad !== null && p('heatLoad', { kw: de(heatLoad / 1000, 1) }),
    pumpSize !== null && p('heatPump', { kw: de(pumpSize, 1) }),
    flow && p('flow', { temperature: de(flow.temperature, 0) }),
    flow?.check &&
      (flow.check.covered === flow.check.checked
        ? p('radiatorsEnough', { count: flow.check.checked })
        : flow.check.required !== null
          ? p('radiatorsShortAt', {
              rooms: String(flow.check.checked - flow.check.covered),
              checked: String(flow.check.checked),
              required: de(flow.check.required, 0),
            })
          : p('radiatorsShort', {
              rooms: String(flow.check.checked - flow.check.covered),
              checked: String(flow.check.checked),
            })),
    jaz !== null && p('jaz', { jaz: de(jaz, 1) }),
    ...pvLines(t, pvPlans, pvDocuments),
    grant !== null &&
      grant > 0 &&
      (eligible !== null && eligible > 0
        ? p('grantShare', { euro: de(grant, 0), percent: de((grant / eligible) * 100, 0) })
        : p('grant', { euro: de(grant, 0) })),
    saving !== null && saving > 0 && p('saving', { euro: de(saving, 0) }),
    breakEven !== null && p('payback', { year: String(breakEven) }),
  ]);

  const heatPumpPlanned = pumpSize !== null || figure('heatPumpPlanned') !== null;
  const nextSteps = present<string>([
    heatLoad === null && p('stepHeatLoad'),
    grant !== null && grant > 0 && p('stepGrantFirst'),
    flow?.check && flow.check.covered < flow.check.checked && p('stepRadiators'),
    heatPumpPlanned && p('stepBalancing'),
    p('stepOffer'),
  ]);

  return { building: buildingLines, found, results, nextSteps };
}

/**
 * The flow temperature the heat pump is planned for: the heat pump module's own input (taken from
 * the room-by-room radiator check or typed), else the radiator check's system flow temperature.
 * The radiator check is told only when it was made at that same temperature.
 */
function flowTemperature(modules: StoredModules): {
  temperature: number;
  check: { checked: number; covered: number; required: number | null } | null;
} | null {
  const check = projectFigure(modules, 'radiatorCheck');
  const checkedAt = check?.flowTemperature ?? null;
  const temperature = projectFigure(modules, 'heatPumpFlowTemperature') ?? checkedAt;
  if (temperature === null) return null;
  const checked = check?.checked ?? null;
  const covered = check?.covered ?? null;
  return {
    temperature,
    check:
      checkedAt === temperature && checked !== null && checked > 0 && covered !== null
        ? { checked, covered, required: check?.required ?? null }
        : null,
  };
}

/**
 * PV size and yield from the plans' stored summaries (what the planner saved). The plans of a
 * project are alternatives: the favourite ones when marked, else each plan named on its line.
 * Where the planner saved a plan's economics (an investment in `householdResults`), its payback
 * follows on a line of its own: the operating year whose cumulative cash flow reaches the
 * investment, as the planner and the report's PV part count it.
 */
function pvLines(
  t: Translate,
  plans: readonly PvPlanShort[],
  documents: Readonly<Record<string, unknown>>,
): string[] {
  const p = (key: string, params?: Record<string, unknown>) => t(`reportSummary.${key}`, params);
  const sized = plans.filter((plan) => (num(plan.summary?.kWp) ?? 0) > 0);
  const favourites = sized.filter((plan) => plan.isFavorite);
  const shown = favourites.length > 0 ? favourites : sized;
  return shown.flatMap((plan) => {
    const kwp = de(num(plan.summary?.kWp)!, 1);
    const annual = num(plan.summary?.annualYieldKwh);
    const name = shown.length > 1 ? p('pvName', { name: plan.name }) : '';
    const size =
      annual !== null && annual > 0
        ? p('pvYield', { name, kwp, kwh: de(Math.round(annual / 10) * 10, 0) })
        : p('pvSize', { name, kwp });
    const payback = pvPayback(documents[plan.id]);
    if (payback === undefined) return [size];
    return [
      size,
      payback === null
        ? t('visitFlow.pvPaybackNever', { name })
        : t('visitFlow.pvPayback', { name, year: String(payback) }),
    ];
  });
}

/**
 * The payback year a PV plan's document holds: undefined without economics (no investment saved),
 * null when it does not pay back within the planner's period.
 */
function pvPayback(document: unknown): number | null | undefined {
  const results = isObject(document) ? document.householdResults : null;
  if (!isObject(results) || num(results.investment) === null) return undefined;
  return num(results.paybackYear);
}
