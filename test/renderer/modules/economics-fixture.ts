import {
  wirtschaftlichkeitSchema,
  type WirtschaftlichkeitInput,
} from '../../../src/renderer/modules/wirtschaftlichkeit/model';

/** A complete comparison: oil boiler against heat pump, no CO₂ price, no grant. */
export const completeComparison = (
  pv: Partial<WirtschaftlichkeitInput['pv']> = {},
): WirtschaftlichkeitInput => {
  const base = wirtschaftlichkeitSchema.parse({ startYear: 2026, co2Prices: [] });
  return {
    ...base,
    grantOverride: 0,
    current: { ...base.current, energy: 20000, price: 0.11, co2Factor: 0, maintenance: 300 },
    planned: {
      ...base.planned,
      investment: 30000,
      energy: 5000,
      price: 0.28,
      co2Factor: 0,
      maintenance: 250,
    },
    pv: { ...base.pv, ...pv },
  };
};
