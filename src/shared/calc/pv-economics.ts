/*
 * PV economics over the support period, year by year (undiscounted cash flows, as the
 * consultants' PV calculators present them):
 * - investment = kWp · price per kWp + battery kWh · price per kWh;
 * - year t (1..years): production, self-consumption and feed-in fall by the degradation,
 *   (1 − d)^(t−1) (self-consumption in proportion: a simplification, it falls a little less);
 *   savings = self-consumed · electricity price · (1 + increase)^(t−1); feed-in revenue at the
 *   tariff fixed for the period (EEG: 20 years); operating costs (insurance, metering,
 *   maintenance) a fixed amount a year;
 * - payback year: the first year whose cumulative cash flow reaches the investment;
 * - internal rate of return: the rate at which the discounted cash flows equal the investment
 *   (bisection), none when the flows never pay it back;
 * - cost per kWh produced: (investment + operating costs) / production over the period, both
 *   discounted at discountRate (0: simple division), as LCOE after VDI 2067's annuity idea.
 * pvBatterySizing runs the hourly simulation for battery sizes 0..15 kWh and marks the knee of
 * the autarky curve (the point farthest from the chord between its ends, on scaled axes).
 */
import { atLeast, greaterThan, lessThan, within, wholeAtLeast } from './domain';
import {
  dispatchYear,
  pvBatteryDefaults,
  pvYearHours,
  type PvBattery,
  type PvSelfConsumptionInput,
  type PvYearHours,
} from './pv-self-consumption';

export interface PvEconomicsInput {
  kwp: number;
  batteryCapacity?: number; // kWh, default 0
  pricePerKwp: number; // €/kWp, installed
  pricePerBatteryKwh?: number; // €/kWh, default 0
  annualYield: number; // kWh/a in year 1
  selfConsumed: number; // kWh/a in year 1
  feedIn: number; // kWh/a in year 1
  electricityPrice: number; // €/kWh
  priceIncrease?: number; // per year, default 0.02
  feedInTariff: number; // ct/kWh
  degradation?: number; // per year, default 0.005
  operatingCosts?: number; // €/a, default 0
  years?: number; // default 20
  discountRate?: number; // for the cost per kWh, default 0
}

export interface PvEconomicsYear {
  year: number;
  production: number;
  savings: number;
  feedInRevenue: number;
  operatingCosts: number;
  cashFlow: number;
  cumulative: number; // cash flows so far less the investment
}

export interface PvEconomicsResult {
  investment: number;
  years: PvEconomicsYear[];
  paybackYear: number | null;
  internalRateOfReturn: number | null;
  costPerKwh: number; // €/kWh produced
}

export const pvEconomicsDefaults = {
  priceIncrease: 0.02,
  degradation: 0.005,
  years: 20,
} as const;

export function pvEconomics(input: PvEconomicsInput): PvEconomicsResult {
  const kwp = greaterThan('kwp', input.kwp, 0, 'kWp');
  const battery = atLeast('batteryCapacity', input.batteryCapacity ?? 0, 0, 'kWh');
  const pricePerKwp = atLeast('pricePerKwp', input.pricePerKwp, 0, '€/kWp');
  const pricePerBatteryKwh = atLeast(
    'pricePerBatteryKwh',
    input.pricePerBatteryKwh ?? 0,
    0,
    '€/kWh',
  );
  const annualYield = atLeast('annualYield', input.annualYield, 0, 'kWh/a');
  const selfConsumed = atLeast('selfConsumed', input.selfConsumed, 0, 'kWh/a');
  const feedIn = atLeast('feedIn', input.feedIn, 0, 'kWh/a');
  if (selfConsumed + feedIn > annualYield * (1 + 1e-9)) {
    atLeast('annualYield', annualYield, selfConsumed + feedIn, 'kWh/a (selfConsumed + feedIn)');
  }
  const price = atLeast('electricityPrice', input.electricityPrice, 0, '€/kWh');
  const increase = within(
    'priceIncrease',
    input.priceIncrease ?? pvEconomicsDefaults.priceIncrease,
    -0.5,
    0.5,
  );
  const tariff = atLeast('feedInTariff', input.feedInTariff, 0, 'ct/kWh');
  const degradation = lessThan(
    'degradation',
    atLeast('degradation', input.degradation ?? pvEconomicsDefaults.degradation, 0),
    0.1,
  );
  const opex = atLeast('operatingCosts', input.operatingCosts ?? 0, 0, '€/a');
  const period = within(
    'years',
    wholeAtLeast('years', input.years ?? pvEconomicsDefaults.years, 1),
    1,
    40,
    'a',
  );
  const discountRate = within('discountRate', input.discountRate ?? 0, 0, 0.5);

  const investment = kwp * pricePerKwp + battery * pricePerBatteryKwh;
  const years: PvEconomicsYear[] = [];
  let cumulative = -investment;
  let paybackYear: number | null = null;
  let discountedProduction = 0;
  let discountedOpex = 0;
  for (let year = 1; year <= period; year++) {
    const ageing = (1 - degradation) ** (year - 1);
    const production = annualYield * ageing;
    const savings = selfConsumed * ageing * price * (1 + increase) ** (year - 1);
    const feedInRevenue = (feedIn * ageing * tariff) / 100;
    const cashFlow = savings + feedInRevenue - opex;
    cumulative += cashFlow;
    if (paybackYear === null && cumulative >= 0) paybackYear = year;
    years.push({
      year,
      production,
      savings,
      feedInRevenue,
      operatingCosts: opex,
      cashFlow,
      cumulative,
    });
    const discount = (1 + discountRate) ** year;
    discountedProduction += production / discount;
    discountedOpex += opex / discount;
  }
  return {
    investment,
    years,
    paybackYear,
    internalRateOfReturn: internalRateOfReturn(
      investment,
      years.map((y) => y.cashFlow),
    ),
    costPerKwh:
      discountedProduction > 0 ? (investment + discountedOpex) / discountedProduction : Infinity,
  };
}

/**
 * The share of year 1 that a figure keeps on average over `years` when the modules lose
 * `degradation` of their output every year, counted as pvEconomics counts it (year t:
 * (1 − d)^(t−1)), and grown each year by `growth` (the electricity price increase for the saving;
 * 0 for the feed-in revenue at a tariff fixed for the period):
 *   f = Σ ((1 − d)·g)^(t−1) / Σ g^(t−1), t = 1..years, g = 1 + growth.
 * Year-1 figure × f, grown like an undegraded one, adds up over the years to the same total as
 * the degraded series; with growth 0 it is the plain mean, (1 − (1 − d)^T) / (T·d).
 */
export function degradationEquivalentFactor(
  degradation: number,
  years: number = pvEconomicsDefaults.years,
  growth = 0,
): number {
  const d = lessThan('degradation', atLeast('degradation', degradation, 0), 0.1);
  const period = within('years', wholeAtLeast('years', years, 1), 1, 40, 'a');
  const g = 1 + within('growth', growth, -0.5, 0.5);
  let degraded = 0;
  let plain = 0;
  for (let t = 0; t < period; t++) {
    degraded += ((1 - d) * g) ** t;
    plain += g ** t;
  }
  return degraded / plain;
}

/** The rate r with Σ cashFlow_t/(1+r)^t = investment, by bisection; null when there is none. */
export function internalRateOfReturn(
  investment: number,
  cashFlows: readonly number[],
): number | null {
  const npv = (rate: number) =>
    cashFlows.reduce((sum, flow, index) => sum + flow / (1 + rate) ** (index + 1), -investment);
  let low = -0.99;
  let high = 1;
  if (investment <= 0 || npv(low) * npv(high) > 0) return null;
  for (let step = 0; step < 200 && high - low > 1e-12; step++) {
    const mid = (low + high) / 2;
    if (npv(low) * npv(mid) <= 0) high = mid;
    else low = mid;
  }
  return (low + high) / 2;
}

export interface PvBatterySizingInput extends Omit<PvSelfConsumptionInput, 'battery'> {
  economics: Omit<
    PvEconomicsInput,
    'kwp' | 'batteryCapacity' | 'annualYield' | 'selfConsumed' | 'feedIn'
  >;
  /** Of every size tried: power per kWh of capacity (default 0.5) and round-trip efficiency. */
  battery?: { powerPerCapacity?: number; roundTripEfficiency?: number };
  sizes?: readonly number[]; // kWh, default 0, 1, …, 15
}

export interface PvBatterySizingPoint {
  capacity: number;
  autarky: number;
  selfConsumptionRate: number;
  paybackYear: number | null;
  internalRateOfReturn: number | null;
}

export interface PvBatterySizingResult {
  points: PvBatterySizingPoint[];
  kneeCapacity: number; // where more capacity starts to add little autarky
}

export const pvBatterySizes: readonly number[] = Array.from({ length: 16 }, (_, kwh) => kwh);

export function pvBatterySizing(input: PvBatterySizingInput): PvBatterySizingResult {
  return pvBatterySizingOnYear(pvYearHours({ ...input, battery: undefined }), input);
}

/**
 * The same on a year already built (pvYearHours), e.g. one whose PV adds up several roof faces
 * of different orientation.
 */
export function pvBatterySizingOnYear(
  year: PvYearHours,
  input: Pick<PvBatterySizingInput, 'kwp' | 'annualYield' | 'economics' | 'battery' | 'sizes'>,
): PvBatterySizingResult {
  const sizes = input.sizes ?? pvBatterySizes;
  wholeAtLeast('sizes.length', sizes.length, 2);
  sizes.forEach((size, index) => {
    atLeast(`sizes[${index}]`, size, index === 0 ? 0 : sizes[index - 1]! + 1e-9, 'kWh');
  });
  const powerPerCapacity = greaterThan(
    'battery.powerPerCapacity',
    input.battery?.powerPerCapacity ?? pvBatteryDefaults.powerPerCapacity,
    0,
    'kW/kWh',
  );
  const points = sizes.map((capacity): PvBatterySizingPoint => {
    const battery: PvBattery | undefined =
      capacity > 0
        ? {
            capacity,
            power: capacity * powerPerCapacity,
            roundTripEfficiency: input.battery?.roundTripEfficiency,
          }
        : undefined;
    const result = dispatchYear(year, battery);
    const economics = pvEconomics({
      ...input.economics,
      kwp: input.kwp,
      batteryCapacity: capacity,
      annualYield: input.annualYield,
      selfConsumed: result.selfConsumed,
      feedIn: result.feedIn,
    });
    return {
      capacity,
      autarky: result.autarky,
      selfConsumptionRate: result.selfConsumptionRate,
      paybackYear: economics.paybackYear,
      internalRateOfReturn: economics.internalRateOfReturn,
    };
  });
  return { points, kneeCapacity: kneeOf(points) };
}

/** The point farthest above the chord from the first to the last point, both axes scaled to 0..1. */
function kneeOf(points: readonly PvBatterySizingPoint[]): number {
  const first = points[0]!;
  const last = points[points.length - 1]!;
  const spanX = last.capacity - first.capacity;
  const spanY = last.autarky - first.autarky || 1;
  let best = first;
  let bestDistance = -Infinity;
  for (const point of points) {
    const x = (point.capacity - first.capacity) / spanX;
    const y = (point.autarky - first.autarky) / spanY;
    if (y - x > bestDistance) {
      bestDistance = y - x;
      best = point;
    }
  }
  return best.capacity;
}
