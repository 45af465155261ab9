import { z } from 'zod';
import { annuityFactor, priceDynamicCashValueFactor } from '../../../shared/calc';
import { fuelFactorsOf, type FuelKey } from '../../../shared/calc/fuel-factors';
import type { ModuleContext } from '../definition';
import { storedHeatingGrant } from '../foerderrechner/model';
import { numberAt, resultValues } from '../waermepumpe/project-data';

/*
 * wirtschaftlichkeit: the current heating against the planned heat pump by the annuity method of
 * VDI 2067 Blatt 1 (CALCULATORS.md 8): capital (investment − grant)·a; energy E·p·a·b(r); the CO₂
 * price of the BEHG year by year (a price path, so its present value is summed year by year and
 * multiplied by a); maintenance M·a·b(r_M). Payments at the end of each year, year 1 at today's
 * prices. Totals over the period are nominal sums; the break-even year is the first year in which
 * the planned system's cumulative nominal payments are no higher than the current one's.
 * Simplification: no residual value, no replacement within the period, energy price without CO₂.
 *
 * A PV system planned with the heat pump (taken from a PV plan or typed in) belongs to the planned
 * side: its investment to the capital, its operating costs to maintenance, and what it earns as
 * revenue (VDI 2067 Blatt 1, "Erlöse": A_N = A_E − A_K − A_V − A_B − A_S, see pvRevenueAnnuity).
 */

/** BEHG CO₂ prices (€/t): fixed 2024 45 €, 2025 55 €, 2026 corridor 55–65 € (upper value taken);
 *  from 2027 EU ETS 2: a market price, here an assumption the consultant should check. */
export const behgPricePath = {
  prices: [
    { year: 2024, price: 45 },
    { year: 2025, price: 55 },
    { year: 2026, price: 65 },
    { year: 2027, price: 70 },
    { year: 2030, price: 100 },
  ],
  source: 'BEHG § 10 Abs. 2 (Fassung 2022/2023); ab 2027 EU-ETS 2: Annahme',
  stand: '2025-01-01',
} as const;

/** The CO₂ price of a year: the path's value of the latest year ≤ it, linear between entries. */
export function co2PriceIn(path: readonly { year: number; price: number }[], year: number): number {
  if (path.length === 0) return 0;
  const sorted = [...path].sort((a, b) => a.year - b.year);
  if (year <= sorted[0]!.year) return sorted[0]!.price;
  for (let i = 1; i < sorted.length; i++) {
    const a = sorted[i - 1]!;
    const b = sorted[i]!;
    if (year <= b.year)
      return a.price + ((year - a.year) / (b.year - a.year)) * (b.price - a.price);
  }
  return sorted[sorted.length - 1]!.price;
}

const n = z.number().nullable().catch(null);

export const systemSchema = z.object({
  label: z.string().catch(''),
  investment: n,
  energy: n, // kWh/a final energy (fuel) or electricity
  price: n, // €/kWh without CO₂ price
  priceChange: z.number().catch(0.03),
  /** kg CO₂/kWh the BEHG price is charged on (fuel-factors.ts); null until the fuel is known. */
  co2Factor: n,
  maintenance: n, // €/a
});
export type SystemInput = z.infer<typeof systemSchema>;

const from = z.string().nullable().catch(null).default(null);

/**
 * A PV system planned with the heat pump, € and €/a in year 1; each figure may be taken from a
 * PV plan (…From names the offer, modules/pv-plan-flow.ts) or typed in. All empty: no PV.
 */
export const pvSchema = z.object({
  investment: n.default(null),
  investmentFrom: from,
  /** Self-consumed kWh at the household's electricity price: grid electricity not bought. */
  saving: n.default(null),
  savingFrom: from,
  /** Fed-in kWh at the EEG tariff, fixed for 20 years. */
  feedInRevenue: n.default(null),
  feedInRevenueFrom: from,
  operatingCosts: n.default(null),
  operatingCostsFrom: from,
});
export type PvInput = z.infer<typeof pvSchema>;

export const noPv: PvInput = {
  investment: null,
  investmentFrom: null,
  saving: null,
  savingFrom: null,
  feedInRevenue: null,
  feedInRevenueFrom: null,
  operatingCosts: null,
  operatingCostsFrom: null,
};

/** The years the EEG pays its feed-in tariff: the year of commissioning and 20 calendar years (EEG 2023 § 25 Abs. 1); counted as 20 here. */
export const feedInTariffYears = 20;

/**
 * The annuity of a PV system's revenues by VDI 2067 Blatt 1:2012, section 8 ("Annuität der
 * Erlöse", A_N,E = E₁·a·b_E): the saving from self-consumption grows with the electricity price
 * (b at its change), the feed-in revenue is fixed and paid only in the tariff's 20 years, so its
 * present value is summed year by year (Σ F/qᵗ, t ≤ min(T, 20)) and multiplied by a.
 */
export function pvRevenueAnnuity(
  saving: number,
  savingChange: number,
  feedInRevenue: number,
  interestRate: number,
  years: number,
): number {
  const a = annuityFactor(interestRate, years);
  const q = 1 + interestRate;
  let feedInPresentValue = 0;
  for (let t = 1; t <= Math.min(years, feedInTariffYears); t++)
    feedInPresentValue += feedInRevenue / Math.pow(q, t);
  return (
    saving * a * priceDynamicCashValueFactor(interestRate, savingChange, years) +
    feedInPresentValue * a
  );
}

/** Whether any PV figure is entered (else the planned side has no PV). */
export const hasPv = (pv: PvInput) =>
  [pv.investment, pv.saving, pv.feedInRevenue, pv.operatingCosts].some((v) => v !== null);

export const wirtschaftlichkeitSchema = z.object({
  years: z.number().catch(20).default(20),
  interestRate: z.number().catch(0.03).default(0.03),
  startYear: z.number().catch(2026).default(2026),
  maintenancePriceChange: z.number().catch(0.02).default(0.02),
  current: systemSchema.default({
    label: 'Bestandsheizung',
    investment: 0,
    energy: null,
    price: null,
    priceChange: 0.03,
    co2Factor: null,
    maintenance: null,
  }),
  planned: systemSchema.default({
    label: 'Wärmepumpe',
    investment: null,
    energy: null,
    price: null,
    priceChange: 0.02,
    co2Factor: 0,
    maintenance: null,
  }),
  pv: pvSchema.default(noPv),
  /** null: the heating grant of the foerderrechner module. */
  grantOverride: n.default(null),
  co2Prices: z
    .array(z.object({ year: z.number().catch(2026), price: z.number().catch(0) }))
    .catch([])
    .default(behgPricePath.prices.map((p) => ({ ...p }))),
});
export type WirtschaftlichkeitInput = z.infer<typeof wirtschaftlichkeitSchema>;

/** Average annual consumption (kWh/a) from the verbrauch module, as far as it can be read. */
export function consumptionFromProject(context: ModuleContext): number | null {
  const values = resultValues(context.modules.verbrauch);
  const fromResults =
    numberAt(values, 'annualFinalEnergy') ?? numberAt(values, 'averageFinalEnergy');
  if (fromResults !== null) return fromResults;
  const years = context.modules.verbrauch?.payload?.jahre;
  if (!Array.isArray(years)) return null;
  const amounts = years.map((y) => numberAt(y, 'verbrauchKwh')).filter((v) => v !== null);
  return amounts.length ? amounts.reduce((a, b) => a + b, 0) / amounts.length : null;
}

const fuelNames: Record<'heating-oil' | 'natural-gas', string> = {
  'heating-oil': 'Heizöl',
  'natural-gas': 'Erdgas',
};

/** The fuel the verbrauch module's bills are for, when it says (null: not known, e.g. plain kWh). */
export function fuelFromProject(context: ModuleContext): 'heating-oil' | 'natural-gas' | null {
  const payload = context.modules.verbrauch?.payload;
  const fuel = payload?.fuel;
  if (fuel === 'oil-l') return 'heating-oil';
  if (fuel === 'gas-m3' || fuel === 'gas-kwh-hs') return 'natural-gas';
  if (typeof fuel === 'string') return null;
  // The older layout names the carrier per year ("Heizöl", "Erdgas"); the project information
  // names the existing heating's.
  const carrierOf = (v: unknown) => String((v as { traeger?: unknown } | null)?.traeger ?? '');
  const carriers = Array.isArray(payload?.jahre) ? payload.jahre.map(carrierOf) : [];
  carriers.push(carrierOf(context.modules['project-information']?.payload?.bestandsheizung));
  if (carriers.some((c) => /öl/i.test(c))) return 'heating-oil';
  if (carriers.some((c) => /gas/i.test(c))) return 'natural-gas';
  return null;
}

export function wirtschaftlichkeitInitial(
  context: ModuleContext,
  now = new Date(),
): WirtschaftlichkeitInput {
  const base = wirtschaftlichkeitSchema.parse({ startYear: now.getFullYear() });
  const fuel = consumptionFromProject(context);
  const spf = numberAt(resultValues(context.modules.jaz), 'combinedSpf');
  // Useful heat ≈ fuel · 0.85 (annual efficiency of an older boiler), electricity = heat / JAZ.
  const electricity = fuel !== null && spf ? Math.round((fuel * 0.85) / spf) : null;
  const carrier: FuelKey | null = fuelFromProject(context);
  return {
    ...base,
    current: {
      ...base.current,
      label: carrier ? `${base.current.label} (${fuelNames[carrier]})` : base.current.label,
      energy: fuel !== null ? Math.round(fuel) : null,
      co2Factor: carrier ? fuelFactorsOf(carrier).co2PriceFactor : null,
    },
    planned: { ...base.planned, energy: electricity },
  };
}

export function wirtschaftlichkeitProblems(value: WirtschaftlichkeitInput): Record<string, string> {
  const p: Record<string, string> = {};
  if (!Number.isInteger(value.years) || value.years < 1 || value.years > 50) p.years = 'years';
  if (value.interestRate <= -1) p.interestRate = 'rate';
  if (value.maintenancePriceChange <= -1) p.maintenancePriceChange = 'rate';
  for (const side of ['current', 'planned'] as const) {
    const s = value[side];
    for (const key of ['investment', 'energy', 'price', 'maintenance', 'co2Factor'] as const) {
      const v = s[key];
      if (v === null) p[`${side}.${key}`] = 'required';
      else if (v < 0) p[`${side}.${key}`] = 'negative';
    }
    if (s.priceChange <= -1) p[`${side}.priceChange`] = 'rate';
  }
  if (value.grantOverride !== null && value.grantOverride < 0) p.grantOverride = 'negative';
  for (const key of ['investment', 'saving', 'feedInRevenue', 'operatingCosts'] as const) {
    const v = value.pv[key];
    if (v !== null && v < 0) p[`pv.${key}`] = 'negative';
  }
  return p;
}

export type SystemCosts = {
  label: string;
  investment: number;
  grant: number;
  capital: number;
  energy: number;
  co2: number;
  maintenance: number;
  /** Annuity of the PV system's revenues (0 without PV), subtracted from the costs. */
  revenue: number;
  annual: number;
  total: number;
};

export type WirtschaftlichkeitResults = {
  annuityFactor: number;
  current: SystemCosts;
  planned: SystemCosts;
  annualSaving: number;
  breakEvenYear: number | null;
  grantSource: 'foerderrechner' | 'manual' | 'none';
  cumulative: { year: number; current: number; planned: number }[];
};

function costsOf(
  s: SystemInput,
  grant: number,
  value: WirtschaftlichkeitInput,
  a: number,
  pv: PvInput = noPv,
): { costs: SystemCosts; yearly: number[] } {
  const i = value.interestRate;
  const T = value.years;
  const q = 1 + i;
  const investment = s.investment! + (pv.investment ?? 0);
  const upkeep = s.maintenance! + (pv.operatingCosts ?? 0);
  const saving = pv.saving ?? 0;
  const feedIn = pv.feedInRevenue ?? 0;
  const energyYear1 = s.energy! * s.price!;
  const tonnes = (s.energy! * s.co2Factor!) / 1000;
  const yearly: number[] = [];
  let co2PresentValue = 0;
  for (let t = 1; t <= T; t++) {
    const co2 = tonnes * co2PriceIn(value.co2Prices, value.startYear + t - 1);
    co2PresentValue += co2 / Math.pow(q, t);
    yearly.push(
      energyYear1 * Math.pow(1 + s.priceChange, t - 1) +
        co2 +
        upkeep * Math.pow(1 + value.maintenancePriceChange, t - 1) -
        saving * Math.pow(1 + s.priceChange, t - 1) -
        (t <= feedInTariffYears ? feedIn : 0),
    );
  }
  const capital = (investment - grant) * a;
  const energy = energyYear1 * a * priceDynamicCashValueFactor(i, s.priceChange, T);
  const co2 = co2PresentValue * a;
  const maintenance = upkeep * a * priceDynamicCashValueFactor(i, value.maintenancePriceChange, T);
  // The PV saving avoids grid electricity, so it follows the planned side's electricity price.
  const revenue = pvRevenueAnnuity(saving, s.priceChange, feedIn, i, T);
  return {
    costs: {
      label: s.label,
      investment,
      grant,
      capital,
      energy,
      co2,
      maintenance,
      revenue,
      annual: capital + energy + co2 + maintenance - revenue,
      total: investment - grant + yearly.reduce((x, y) => x + y, 0),
    },
    yearly,
  };
}

export function wirtschaftlichkeitResults(
  value: WirtschaftlichkeitInput,
  context: ModuleContext,
): WirtschaftlichkeitResults | null {
  if (Object.keys(wirtschaftlichkeitProblems(value)).length) return null;
  const stored = storedHeatingGrant(context);
  const grant = value.grantOverride ?? stored ?? 0;
  const grantSource =
    value.grantOverride !== null ? 'manual' : stored !== null ? 'foerderrechner' : 'none';
  const a = annuityFactor(value.interestRate, value.years);
  const current = costsOf(value.current, 0, value, a);
  const planned = costsOf(value.planned, grant, value, a, value.pv);
  const cumulative: WirtschaftlichkeitResults['cumulative'] = [];
  let c = current.costs.investment;
  let p = planned.costs.investment - grant;
  cumulative.push({ year: value.startYear - 1, current: c, planned: p });
  let breakEvenYear: number | null = p <= c ? value.startYear : null;
  for (let t = 0; t < value.years; t++) {
    c += current.yearly[t]!;
    p += planned.yearly[t]!;
    const year = value.startYear + t;
    cumulative.push({ year, current: c, planned: p });
    if (breakEvenYear === null && p <= c) breakEvenYear = year;
  }
  return {
    annuityFactor: a,
    current: current.costs,
    planned: planned.costs,
    annualSaving: current.costs.annual - planned.costs.annual,
    breakEvenYear,
    grantSource,
    cumulative,
  };
}
