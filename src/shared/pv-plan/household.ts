/*
 * The household part of a PV plan's document: demand, battery, feed-in tariff, economics and the
 * string plan, each under its own top-level key so a sync merges them key by key and another
 * tool's keys stay. Pure: read with defaults and bounds, write back only the keys that changed
 * (an untouched key is neither added nor rewritten, so the document round-trips byte for byte).
 *
 *   demand:     { householdKwh, heatPump: { mode: 'none' | 'modules' | 'manual', manualKwh },
 *                 ev: { enabled, kmPerYear, kwhPer100km } }
 *   battery:    { enabled, name, source, capacityKwh, powerKw, efficiencyPct }
 *   tariff:     { commissioned: ISO date | null (null: the day the plan is looked at),
 *                 fullFeedIn, smartMeter }
 *   economics:  { pricePerKwp, pricePerBatteryKwh, electricityPriceCt, priceIncreasePct,
 *                 degradationPct, operatingCostsEur }
 *   stringPlan: { inverter: { maker, model, maxDcVoltage, mpptMin, mpptMax, mpptCount,
 *                 maxInputCurrent, acPower, source } | null,
 *                 trackers: [{ modulesPerString, strings }] | null (null: the proposal) }
 * The server's own `strings` key is left as it is.
 */
import { pvInverterCatalogue, type PvInverterDatasheet } from '../calc/catalogues/pv-inverters';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export type HeatPumpMode = 'none' | 'modules' | 'manual';

export interface HouseholdDemand {
  householdKwh: number;
  heatPump: { mode: HeatPumpMode; manualKwh: number };
  ev: { enabled: boolean; kmPerYear: number; kwhPer100km: number };
}

export interface HouseholdBattery {
  enabled: boolean;
  name: string;
  source: string;
  capacityKwh: number;
  powerKw: number;
  efficiencyPct: number;
}

export interface HouseholdTariff {
  commissioned: string | null;
  fullFeedIn: boolean;
  smartMeter: boolean;
}

export interface HouseholdEconomics {
  pricePerKwp: number;
  pricePerBatteryKwh: number;
  electricityPriceCt: number;
  priceIncreasePct: number;
  degradationPct: number;
  operatingCostsEur: number;
}

export type StringInverter = PvInverterDatasheet;

export interface TrackerPlan {
  modulesPerString: number;
  strings: number;
}

export interface StringPlan {
  inverter: StringInverter | null;
  trackers: TrackerPlan[] | null;
}

export interface HouseholdPlan {
  demand: HouseholdDemand;
  battery: HouseholdBattery;
  tariff: HouseholdTariff;
  economics: HouseholdEconomics;
  stringPlan: StringPlan;
}

/**
 * Every number's bounds: what the fields accept and what the reader keeps (a value outside is
 * replaced by the default, never clamped silently into something else).
 */
export const householdBounds = {
  householdKwh: [0, 100_000],
  manualKwh: [0, 100_000],
  kmPerYear: [0, 100_000],
  kwhPer100km: [5, 50],
  capacityKwh: [0.5, 100],
  powerKw: [0.1, 50],
  efficiencyPct: [50, 100],
  pricePerKwp: [0, 10_000],
  pricePerBatteryKwh: [0, 5_000],
  electricityPriceCt: [0, 200],
  priceIncreasePct: [-10, 20],
  degradationPct: [0, 5],
  operatingCostsEur: [0, 10_000],
  maxDcVoltage: [50, 1_500],
  mpptMin: [0, 1_500],
  mpptMax: [10, 1_500],
  mpptCount: [1, 12],
  maxInputCurrent: [1, 100],
  acPower: [100, 100_000],
  modulesPerString: [1, 60],
  strings: [1, 10],
} as const satisfies Record<string, readonly [number, number]>;

export type BoundedKey = keyof typeof householdBounds;

/*
 * Defaults: a typical German household (4,000 kWh/a, as HTW Berlin's Unabhängigkeitsrechner
 * starts), a car of 12,000 km/a at 18 kWh/100 km (KBA average mileage; ADAC Ecotest mid-size
 * consumption), prices as starting points the consultant replaces with the offer's: PV
 * 1,500 €/kWp and battery 700 €/kWh (EUPD/HTW market range 2025 for 5–10 kWp homes), electricity
 * 38 ct/kWh (BDEW Strompreisanalyse 2025, households), +2 %/a, degradation 0,5 %/a
 * (Jordan & Kurtz 2013, median for crystalline modules), 150 €/a operation (insurance, meter).
 */
export const householdDefaults: HouseholdPlan = {
  demand: {
    householdKwh: 4000,
    heatPump: { mode: 'modules', manualKwh: 0 },
    ev: { enabled: false, kmPerYear: 12_000, kwhPer100km: 18 },
  },
  battery: {
    enabled: false,
    name: '',
    source: '',
    capacityKwh: 5,
    powerKw: 2.5,
    efficiencyPct: 90,
  },
  tariff: { commissioned: null, fullFeedIn: false, smartMeter: false },
  economics: {
    pricePerKwp: 1500,
    pricePerBatteryKwh: 700,
    electricityPriceCt: 38,
    priceIncreasePct: 2,
    degradationPct: 0.5,
    operatingCostsEur: 150,
  },
  stringPlan: { inverter: null, trackers: null },
};

/** The catalogue's first inverter, as a plan's starting inverter. */
export const defaultInverter = (): StringInverter => ({ ...pvInverterCatalogue[0]! });

const bounded = (key: BoundedKey, v: unknown, fallback: number) => {
  const [min, max] = householdBounds[key];
  return typeof v === 'number' && Number.isFinite(v) && v >= min && v <= max ? v : fallback;
};
const whole = (key: BoundedKey, v: unknown, fallback: number) =>
  Number.isInteger(v) ? bounded(key, v, fallback) : fallback;
const bool = (v: unknown, fallback: boolean) => (typeof v === 'boolean' ? v : fallback);
const text = (v: unknown, fallback: string) => (typeof v === 'string' ? v : fallback);
const isoDay = /^\d{4}-\d{2}-\d{2}$/;

function readDemand(raw: unknown): HouseholdDemand {
  const d = householdDefaults.demand;
  const r = isObject(raw) ? raw : {};
  const hp = isObject(r.heatPump) ? r.heatPump : {};
  const ev = isObject(r.ev) ? r.ev : {};
  return {
    householdKwh: bounded('householdKwh', r.householdKwh, d.householdKwh),
    heatPump: {
      mode:
        hp.mode === 'none' || hp.mode === 'manual' || hp.mode === 'modules' ? hp.mode : 'modules',
      manualKwh: bounded('manualKwh', hp.manualKwh, d.heatPump.manualKwh),
    },
    ev: {
      enabled: bool(ev.enabled, d.ev.enabled),
      kmPerYear: bounded('kmPerYear', ev.kmPerYear, d.ev.kmPerYear),
      kwhPer100km: bounded('kwhPer100km', ev.kwhPer100km, d.ev.kwhPer100km),
    },
  };
}

function readBattery(raw: unknown): HouseholdBattery {
  const d = householdDefaults.battery;
  const r = isObject(raw) ? raw : {};
  return {
    enabled: bool(r.enabled, d.enabled),
    name: text(r.name, d.name),
    source: text(r.source, d.source),
    capacityKwh: bounded('capacityKwh', r.capacityKwh, d.capacityKwh),
    powerKw: bounded('powerKw', r.powerKw, d.powerKw),
    efficiencyPct: bounded('efficiencyPct', r.efficiencyPct, d.efficiencyPct),
  };
}

function readTariff(raw: unknown): HouseholdTariff {
  const r = isObject(raw) ? raw : {};
  return {
    commissioned:
      typeof r.commissioned === 'string' && isoDay.test(r.commissioned) ? r.commissioned : null,
    fullFeedIn: bool(r.fullFeedIn, false),
    smartMeter: bool(r.smartMeter, false),
  };
}

function readEconomics(raw: unknown): HouseholdEconomics {
  const d = householdDefaults.economics;
  const r = isObject(raw) ? raw : {};
  const out = { ...d };
  for (const key of Object.keys(d) as Array<keyof HouseholdEconomics>)
    out[key] = bounded(key, r[key], d[key]);
  return out;
}

function readInverter(raw: unknown): StringInverter | null {
  if (!isObject(raw)) return null;
  const base = defaultInverter();
  const inverter: StringInverter = {
    maker: text(raw.maker, ''),
    model: text(raw.model, ''),
    maxDcVoltage: bounded('maxDcVoltage', raw.maxDcVoltage, base.maxDcVoltage),
    mpptMin: bounded('mpptMin', raw.mpptMin, base.mpptMin),
    mpptMax: bounded('mpptMax', raw.mpptMax, base.mpptMax),
    mpptCount: whole('mpptCount', raw.mpptCount, base.mpptCount),
    maxInputCurrent: bounded('maxInputCurrent', raw.maxInputCurrent, base.maxInputCurrent),
    acPower: bounded('acPower', raw.acPower, base.acPower),
    source: text(raw.source, ''),
  };
  return inverter.mpptMax > inverter.mpptMin ? inverter : null;
}

function readStringPlan(raw: unknown): StringPlan {
  const r = isObject(raw) ? raw : {};
  const trackers = Array.isArray(r.trackers)
    ? r.trackers.flatMap((t): TrackerPlan[] =>
        isObject(t)
          ? [
              {
                modulesPerString: whole('modulesPerString', t.modulesPerString, 1),
                strings: whole('strings', t.strings, 1),
              },
            ]
          : [],
      )
    : null;
  return { inverter: readInverter(r.inverter), trackers };
}

export function readHousehold(payload: Json | null): HouseholdPlan {
  const p = payload ?? {};
  return {
    demand: readDemand(p.demand),
    battery: readBattery(p.battery),
    tariff: readTariff(p.tariff),
    economics: readEconomics(p.economics),
    stringPlan: readStringPlan(p.stringPlan),
  };
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Each key onto the stored object: the stored object's other keys (and their order) stay. */
function onto(original: unknown, known: Json): Json {
  const out: Json = isObject(original) ? { ...original } : {};
  for (const [key, value] of Object.entries(known)) {
    out[key] = isObject(value) && !Array.isArray(value) ? onto(out[key], value) : value;
  }
  return out;
}

/**
 * The document with the household written into it: only the top-level keys whose value changed
 * against what the document says (read with the same defaults) are written, each onto its stored
 * object so keys this app does not know stay.
 */
export function writeHousehold(original: Json, household: HouseholdPlan): Json {
  const before = readHousehold(original);
  let out: Json | null = null;
  for (const key of Object.keys(household) as Array<keyof HouseholdPlan>) {
    if (sameJson(before[key], household[key])) continue;
    out ??= { ...original };
    out[key] = onto(original[key], household[key] as unknown as Json);
  }
  return out ?? original;
}
