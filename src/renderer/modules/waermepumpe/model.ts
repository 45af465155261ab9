import { z } from 'zod';
import { heatPumpCapacity, loadLineAt, type HeatPumpModel } from '../../../shared/calc';
import type { ModuleContext } from '../definition';
import { capacityCurve } from './capacity-curve';
import { numberAt } from './project-data';

/*
 * waermepumpe: the required capacity (CALCULATORS.md 4) from a heat load taken from the project
 * (envelope, room by room or consumption; or typed in), the chosen heat pump's data and the load
 * line against its capacity with the bivalence point.
 */

export const heatPumpSources = ['air', 'brine', 'water'] as const;
export type HeatPumpSource = (typeof heatPumpSources)[number];

/** Natural refrigerants that earn the BEG efficiency bonus (propane, CO₂, ammonia, isobutane…). */
export const naturalRefrigerants = ['R290', 'R744', 'R717', 'R600a', 'R1270'] as const;
export const isNaturalRefrigerant = (name: string) =>
  (naturalRefrigerants as readonly string[]).includes(name.trim().toUpperCase().replace(/A$/, 'a'));

const num = (fallback: number) => z.number().catch(fallback);
const optionalNum = z.number().nullable().catch(null);

export const testPointSchema = z.object({
  sourceTemperature: num(0),
  flowTemperature: num(35),
  capacity: optionalNum,
  cop: optionalNum,
});
export type TestPoint = z.infer<typeof testPointSchema>;

/** EN 14511 test points of the usual data sheet, by source. */
export function defaultTestPoints(source: HeatPumpSource): TestPoint[] {
  const at = (sourceTemperature: number): TestPoint => ({
    sourceTemperature,
    flowTemperature: 35,
    capacity: null,
    cop: null,
  });
  if (source === 'brine') return [at(0)];
  if (source === 'water') return [at(10)];
  return [at(-7), at(2), at(7)];
}

export const waermepumpeSchema = z.object({
  /** kW; taken from a heat load module (heatLoadFrom names the offer) or typed in. */
  heatLoad: optionalNum.default(null),
  heatLoadFrom: z.string().nullable().catch(null).default(null),
  /** kW, the existing generator's rated output (type plate), to check the heat load with. */
  existingGeneratorOutput: optionalNum.default(null),
  existingGeneratorOutputFrom: z.string().nullable().catch(null).default(null),
  /** °C, the heating's design flow temperature; taken from raumweise's radiator check or typed. */
  flowTemperature: optionalNum.default(null),
  flowTemperatureFrom: z.string().nullable().catch(null).default(null),
  persons: num(4).default(4),
  hotWaterPerPerson: num(0.25).default(0.25),
  blockingHoursPerDay: num(0).default(0),
  designOutdoorTemperature: num(-12).default(-12),
  heatingLimitTemperature: num(15).default(15),
  model: z.string().catch('').default(''),
  /** The catalogue heat pump the test points were copied from; null: typed from a data sheet. */
  catalogueKey: z.string().nullable().catch(null).default(null),
  /** The data sheet the copied points come from, kept with them (the catalogue may change). */
  catalogueSource: z.string().catch('').default(''),
  source: z.enum(heatPumpSources).catch('air').default('air'),
  refrigerant: z.string().catch('').default(''),
  soundPowerLevel: optionalNum.default(null),
  testPoints: z
    .array(testPointSchema)
    .catch([])
    .default(() => defaultTestPoints('air')),
});
export type WaermepumpeInput = z.infer<typeof waermepumpeSchema>;

/**
 * A new heat pump module. The heat load is not taken silently: the consultant chooses which of the
 * project's heat loads (envelope, room by room, consumption) the sizing uses, and the form names
 * it. The envelope's design outdoor temperature is offered beside the field (envelopeDesignTemperature).
 */
export function waermepumpeInitial(): WaermepumpeInput {
  return waermepumpeSchema.parse({ testPoints: defaultTestPoints('air') });
}

/** The design outdoor temperature the project's envelope heat load used, if it names one. */
export function envelopeDesignTemperature(context: ModuleContext): number | null {
  const envelope = context.modules['heizlast-huellflaeche']?.payload;
  return (
    numberAt(envelope, 'designOutdoorTemperature') ?? numberAt(envelope, 'normAussentemperatur')
  );
}

/**
 * A catalogue heat pump's test points at one flow temperature, as the editor's rows: the data
 * sheet's flow equal to the heating's, else the nearest above it (less capacity, on the safe
 * side), else the highest it lists. Without a heating flow temperature: W35, the usual rating.
 */
export function testPointsFromCatalogue(
  model: HeatPumpModel,
  flowTemperature: number | null,
): TestPoint[] {
  const flows = [...new Set(model.points.map((p) => p.flow))].sort((a, b) => a - b);
  const wanted = flowTemperature ?? 35;
  const flow = flows.find((f) => f >= wanted) ?? flows[flows.length - 1];
  return model.points
    .filter((p) => p.flow === flow)
    .sort((a, b) => a.outdoor - b.outdoor)
    .map((p) => ({
      sourceTemperature: p.outdoor,
      flowTemperature: p.flow,
      capacity: p.capacity,
      // To two decimals, as a data sheet prints a COP (the full quotient reads cut in its field).
      cop: Math.round((p.capacity / p.power) * 100) / 100,
    }));
}

/** The module with a catalogue heat pump chosen: its name, air source and test points. */
export function withCatalogueHeatPump(
  value: WaermepumpeInput,
  model: HeatPumpModel,
): WaermepumpeInput {
  return {
    ...value,
    model: model.name,
    source: 'air',
    catalogueKey: model.key,
    catalogueSource: model.source,
    testPoints: testPointsFromCatalogue(model, value.flowTemperature),
  };
}

/** Where the heat load came from: a module key, or 'manual'. */
export const heatLoadSourceOf = (value: WaermepumpeInput) =>
  value.heatLoadFrom ? (value.heatLoadFrom.split(':')[0] ?? 'manual') : 'manual';

/** What keeps the inputs from a result, by field (German wording in the form). */
export function waermepumpeProblems(value: WaermepumpeInput): Record<string, string> {
  const problems: Record<string, string> = {};
  if (value.heatLoad === null) problems.heatLoad = 'missingHeatLoad';
  else if (value.heatLoad < 0) problems.heatLoad = 'negative';
  if (!Number.isInteger(value.persons) || value.persons < 0) problems.persons = 'wholeNumber';
  if (value.hotWaterPerPerson < 0) problems.hotWaterPerPerson = 'negative';
  if (value.blockingHoursPerDay < 0 || value.blockingHoursPerDay >= 24)
    problems.blockingHoursPerDay = 'blockingHours';
  if (value.flowTemperature !== null && value.flowTemperature <= 0)
    problems.flowTemperature = 'positive';
  if (value.heatingLimitTemperature <= value.designOutdoorTemperature)
    problems.heatingLimitTemperature = 'limitAboveDesign';
  value.testPoints.forEach((p, i) => {
    if (p.capacity !== null && p.capacity < 0) problems[`testPoints.${i}.capacity`] = 'negative';
    if (p.cop !== null && p.cop <= 0) problems[`testPoints.${i}.cop`] = 'positive';
  });
  return problems;
}

export type WaermepumpeResults = {
  heatLoad: number;
  heatLoadSource: string;
  blockingFactor: number;
  requiredCapacity: number;
  capacityAtDesign: number | null;
  /** The capacity at θe lies beyond the test points (extrapolated along the outermost two). */
  capacityExtrapolated: boolean;
  coversDesignLoad: boolean | null;
  bivalencePoint: number | null;
  designOutdoorTemperature: number;
  heatingLimitTemperature: number;
  flowTemperature: number | null;
  model: string;
  source: HeatPumpSource;
  refrigerant: string;
  naturalRefrigerant: boolean;
  soundPowerLevel: number | null;
};

export function waermepumpeResults(value: WaermepumpeInput): WaermepumpeResults | null {
  if (Object.keys(waermepumpeProblems(value)).length > 0) return null;
  const heatLoad = value.heatLoad!;
  const sizing = {
    heatLoad,
    persons: value.persons,
    hotWaterPerPerson: value.hotWaterPerPerson,
    blockingHoursPerDay: value.blockingHoursPerDay,
  };
  const { blockingFactor, capacity } = heatPumpCapacity(sizing);
  const line = loadLine(value, capacity);
  const curve = capacityCurve(value.source, value.testPoints);
  const atDesign = curve?.at(value.designOutdoorTemperature) ?? null;
  const capacityAtDesign = atDesign?.capacity ?? null;
  return {
    heatLoad,
    heatLoadSource: heatLoadSourceOf(value),
    blockingFactor,
    requiredCapacity: capacity,
    capacityAtDesign,
    capacityExtrapolated: atDesign?.extrapolated ?? false,
    coversDesignLoad: capacityAtDesign === null ? null : capacityAtDesign >= capacity,
    bivalencePoint: curve?.bivalence(line)?.outdoor ?? null,
    designOutdoorTemperature: value.designOutdoorTemperature,
    heatingLimitTemperature: value.heatingLimitTemperature,
    flowTemperature: value.flowTemperature,
    model: value.model,
    source: value.source,
    refrigerant: value.refrigerant,
    naturalRefrigerant: isNaturalRefrigerant(value.refrigerant),
    soundPowerLevel: value.soundPowerLevel,
  };
}

/**
 * The building's load line of CALCULATORS.md 12: the required capacity (hot water and blocking
 * included) at θe, falling linearly to zero at the heating limit.
 */
function loadLine(value: WaermepumpeInput, requiredCapacity: number) {
  return {
    designHeatLoad: requiredCapacity,
    designOutdoor: value.designOutdoorTemperature,
    heatingLimit: value.heatingLimitTemperature,
  };
}

/** Points of the chart: load line and capacity from θe − 3 K to the heating limit + 3 K. */
export function loadChart(value: WaermepumpeInput): {
  temperature: number;
  load: number;
  capacity: number | null;
  extrapolated: boolean;
}[] {
  const heatLoad = value.heatLoad;
  if (heatLoad === null || Object.keys(waermepumpeProblems(value)).length) return [];
  const { capacity } = heatPumpCapacity({
    heatLoad,
    persons: value.persons,
    hotWaterPerPerson: value.hotWaterPerPerson,
    blockingHoursPerDay: value.blockingHoursPerDay,
  });
  const line = loadLine(value, capacity);
  const curve = capacityCurve(value.source, value.testPoints);
  const from = Math.floor(value.designOutdoorTemperature) - 3;
  const to = Math.ceil(value.heatingLimitTemperature) + 3;
  const rows = [];
  for (let t = from; t <= to; t++) {
    const point = curve?.at(t);
    rows.push({
      temperature: t,
      load: loadLineAt(line, t),
      capacity: point?.capacity ?? null,
      extrapolated: point?.extrapolated ?? false,
    });
  }
  return rows;
}

/** The seasonal COP points the jaz editor starts from: test points with a COP. */
export function copPoints(value: WaermepumpeInput) {
  return value.testPoints.flatMap((p) =>
    p.cop !== null
      ? [{ sourceTemperature: p.sourceTemperature, flowTemperature: p.flowTemperature, cop: p.cop }]
      : [],
  );
}

/** Whether every test point with a capacity is for another flow temperature than the heating's. */
export function pointsAtOtherFlow(value: WaermepumpeInput): boolean {
  const flow = value.flowTemperature;
  const measured = value.testPoints.filter((p) => p.capacity !== null);
  return flow !== null && measured.length > 0 && measured.every((p) => p.flowTemperature !== flow);
}
