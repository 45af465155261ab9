import { z } from 'zod';
import { annuityFactor, priceDynamicCashValueFactor } from '../../../shared/calc';
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
  co2Factor: z.number().catch(0), // kg CO₂/kWh (natural gas 0.201, heating oil 0.266: BEHG/UBA)
  maintenance: n, // €/a
});
export type SystemInput = z.infer<typeof systemSchema>;

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
    co2Factor: 0.201,
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

export function wirtschaftlichkeitInitial(
  context: ModuleContext,
  now = new Date(),
): WirtschaftlichkeitInput {
  const base = wirtschaftlichkeitSchema.parse({ startYear: now.getFullYear() });
  const fuel = consumptionFromProject(context);
  const spf = numberAt(resultValues(context.modules.jaz), 'combinedSpf');
  // Useful heat ≈ fuel · 0.85 (annual efficiency of an older boiler), electricity = heat / JAZ.
  const electricity = fuel !== null && spf ? Math.round((fuel * 0.85) / spf) : null;
  return {
    ...base,
    current: { ...base.current, energy: fuel !== null ? Math.round(fuel) : null },
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
    for (const key of ['investment', 'energy', 'price', 'maintenance'] as const) {
      const v = s[key];
      if (v === null) p[`${side}.${key}`] = 'required';
      else if (v < 0) p[`${side}.${key}`] = 'negative';
    }
    if (s.priceChange <= -1) p[`${side}.priceChange`] = 'rate';
    if (s.co2Factor < 0) p[`${side}.co2Factor`] = 'negative';
  }
  if (value.grantOverride !== null && value.grantOverride < 0) p.grantOverride = 'negative';
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
): { costs: SystemCosts; yearly: number[] } {
  const i = value.interestRate;
  const T = value.years;
  const q = 1 + i;
  const investment = s.investment!;
  const energyYear1 = s.energy! * s.price!;
  const tonnes = (s.energy! * s.co2Factor) / 1000;
  const yearly: number[] = [];
  let co2PresentValue = 0;
  for (let t = 1; t <= T; t++) {
    const co2 = tonnes * co2PriceIn(value.co2Prices, value.startYear + t - 1);
    co2PresentValue += co2 / Math.pow(q, t);
    yearly.push(
      energyYear1 * Math.pow(1 + s.priceChange, t - 1) +
        co2 +
        s.maintenance! * Math.pow(1 + value.maintenancePriceChange, t - 1),
    );
  }
  const capital = (investment - grant) * a;
  const energy = energyYear1 * a * priceDynamicCashValueFactor(i, s.priceChange, T);
  const co2 = co2PresentValue * a;
  const maintenance =
    s.maintenance! * a * priceDynamicCashValueFactor(i, value.maintenancePriceChange, T);
  return {
    costs: {
      label: s.label,
      investment,
      grant,
      capital,
      energy,
      co2,
      maintenance,
      annual: capital + energy + co2 + maintenance,
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
  const planned = costsOf(value.planned, grant, value, a);
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
