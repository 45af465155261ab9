/*
 * Factors by energy carrier, in one table: the primary-energy factor (non-renewable share) of
 * GEG Anlage 4, the greenhouse-gas emission factor of GEG Anlage 9 (CO₂ equivalent with the
 * upstream chain, for the energy certificate and the building's emissions), and the fuel emission
 * factor the national CO₂ price (BEHG) is charged on (EBeV 2030 Anlage 2 standard values, CO₂ only,
 * per kWh of net calorific value Hi), which the economics module multiplies with the CO₂ price.
 * Electricity pays no BEHG price (its producers are in the EU ETS 1): null. District heat has
 * supplier-specific factors (GEG § 22) and is left to the consultant.
 */

export const fuelKeys = [
  'heating-oil',
  'natural-gas',
  'lpg',
  'hard-coal',
  'lignite',
  'wood',
  'grid-electricity',
] as const;
export type FuelKey = (typeof fuelKeys)[number];

export interface FuelFactors {
  key: FuelKey;
  name: string;
  /** f_p, non-renewable share (GEG Anlage 4). */
  primaryEnergyFactor: number;
  /** kg CO₂-equivalent per kWh final energy (GEG Anlage 9, given there in g/kWh). */
  emissionFactor: number;
  /** kg CO₂ per kWh (Hi) on which the BEHG CO₂ price is charged; null: not under the BEHG. */
  co2PriceFactor: number | null;
}

export const fuelFactorsSource = {
  primaryEnergy:
    'GEG Anlage 4 (zu § 22 Absatz 1), Primärenergiefaktoren, nicht erneuerbarer Anteil',
  emission: 'GEG Anlage 9 Nummer 3, Emissionsfaktoren in g CO₂-Äquivalent pro kWh',
  co2Price:
    'EBeV 2030 Anlage 2 Teil 4, Standardwerte: Heizöl 0,2664, Erdgas 0,2016 kg CO₂/kWh (Hi)',
  stand: 'GEG 2024 (BGBl. 2023 I Nr. 280)',
} as const;

export const fuelFactors: readonly FuelFactors[] = [
  {
    key: 'heating-oil',
    name: 'Heizöl',
    primaryEnergyFactor: 1.1,
    emissionFactor: 0.31,
    co2PriceFactor: 0.2664,
  },
  {
    key: 'natural-gas',
    name: 'Erdgas',
    primaryEnergyFactor: 1.1,
    emissionFactor: 0.24,
    co2PriceFactor: 0.2016,
  },
  // Flüssiggas, coal and wood: their BEHG standard values are not in this table's source, so
  // the consultant types the factor (null: not pre-filled).
  {
    key: 'lpg',
    name: 'Flüssiggas',
    primaryEnergyFactor: 1.1,
    emissionFactor: 0.27,
    co2PriceFactor: null,
  },
  {
    key: 'hard-coal',
    name: 'Steinkohle',
    primaryEnergyFactor: 1.1,
    emissionFactor: 0.4,
    co2PriceFactor: null,
  },
  {
    key: 'lignite',
    name: 'Braunkohle',
    primaryEnergyFactor: 1.2,
    emissionFactor: 0.43,
    co2PriceFactor: null,
  },
  {
    key: 'wood',
    name: 'Holz',
    primaryEnergyFactor: 0.2,
    emissionFactor: 0.02,
    co2PriceFactor: null,
  },
  {
    key: 'grid-electricity',
    name: 'Strom (Netzbezug)',
    primaryEnergyFactor: 1.8,
    emissionFactor: 0.56,
    co2PriceFactor: null,
  },
];

export function fuelFactorsOf(key: FuelKey): FuelFactors {
  return fuelFactors.find((f) => f.key === key)!;
}
