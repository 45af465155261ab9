import type { Shape } from '../../i18n/shape';

/*
 * The heat load from consumption: every text, German first. Registered as `module.verbrauch` (modules/strings.ts), so
 * a text reads t('module.verbrauch.…'). `fieldLabels` name the payload's keys where the user
 * meets them outside the form (a conflict in the outbox).
 */

const de = {
  title: 'Heizlast aus Verbrauch',
  intro:
    'Heizlast aus dem Verbrauch: Endenergie im Mittel der Jahre × Nutzungsgrad − Warmwasser = Nutzwärme; Nutzwärme ÷ Vollbenutzungsstunden = Heizlast. Eine Plausibilitätsprüfung, kein Ersatz für die raumweise Berechnung.',
  fuelTitle: 'Energieträger',
  fuel: 'Energieträger und Einheit',
  fuels: {
    'oil-l': 'Heizöl in Litern',
    'gas-m3': 'Erdgas in m³',
    'gas-kwh-hs': 'Erdgas in kWh (Abrechnung, Brennwert Hs)',
    kwh: 'kWh (Fernwärme, Strom, Heizwert Hi)',
  },
  oilFactor: 'Heizwert Heizöl',
  calorific: 'Brennwert Hs',
  stateNumber: 'Zustandszahl',
  fromBill: 'Steht auf der Gasrechnung.',
  conversion: {
    'oil-l': 'Umrechnung: Liter × Heizwert (≈ 10 kWh/l) = kWh (Hi).',
    'gas-m3': 'Umrechnung: m³ × Brennwert × Zustandszahl = kWh (Hs); ÷ 1,11 = kWh (Hi).',
    'gas-kwh-hs': 'Umrechnung: kWh (Hs) ÷ 1,11 = kWh (Hi).',
    kwh: 'Die kWh werden unverändert als Endenergie angesetzt.',
  },
  yearsTitle: 'Verbrauch je Jahr',
  year: 'Jahr',
  amount: 'Verbrauch',
  finalEnergy: 'Endenergie (Hi)',
  yearOf: 'Jahr, Zeile {{n}}',
  amountOf: 'Verbrauch {{year}}',
  removeYear: 'Jahr {{year}} entfernen',
  addYear: 'Jahr hinzufügen',
  average_one: 'Mittel aus {{count}} Jahr',
  average_other: 'Mittel aus {{count}} Jahren',
  systemTitle: 'Anlage und Warmwasser',
  efficiency: 'Jahresnutzungsgrad der alten Anlage',
  efficiencyHint: 'Zwischen 0 und 1, z. B. 0,85.',
  hotWater: 'Abzug für Warmwasser',
  hotWaterHint: 'Nur wenn die alte Anlage auch das Warmwasser bereitet hat.',
  hotWaterFromArea:
    'Pauschal nach DIN V 4701-10: 12,5 kWh/(m²·a) × {{area}} m² = {{value}} kWh/a übernehmen',
  fullLoadHours: 'Vollbenutzungsstunden',
  fullLoadHoursHint: 'Typisch 1.800–2.100 h/a für Wohngebäude.',
  usefulHeat: 'Nutzwärme Heizung',
  heatLoad: 'Heizlast aus Verbrauch',
  difference: '{{percent}} % Abweichung des Verbrauchswerts',
  incomplete:
    'Die Heizlast erscheint, sobald mindestens ein Jahr, der Nutzungsgrad und die Vollbenutzungsstunden eingetragen sind.',
  refused: {
    hotWaterEnergy: 'Der Warmwasserabzug ist größer als die Wärme, die die Anlage abgegeben hat.',
    annualFinalEnergy: 'Der Verbrauch darf nicht negativ sein.',
    efficiency: 'Der Nutzungsgrad muss größer als 0 und höchstens 1 sein.',
    fullLoadHours: 'Die Vollbenutzungsstunden müssen zwischen 0 und 8.760 h liegen.',
  },
  fieldLabels: {},
};

const en: Shape<typeof de> = {
  title: 'Heat load from consumption',
  intro:
    'Heat load from consumption: final energy averaged over the years × efficiency − hot water = useful heat; useful heat ÷ full-load hours = heat load. A plausibility check, no replacement for the room-by-room calculation.',
  fuelTitle: 'Fuel',
  fuel: 'Fuel and unit',
  fuels: {
    'oil-l': 'Heating oil in litres',
    'gas-m3': 'Natural gas in m³',
    'gas-kwh-hs': 'Natural gas in kWh (bill, gross calorific value Hs)',
    kwh: 'kWh (district heating, electricity, net value Hi)',
  },
  oilFactor: 'Calorific value of heating oil',
  calorific: 'Gross calorific value Hs',
  stateNumber: 'Zustandszahl (state number)',
  fromBill: 'Printed on the gas bill.',
  conversion: {
    'oil-l': 'Conversion: litres × calorific value (≈ 10 kWh/l) = kWh (Hi).',
    'gas-m3': 'Conversion: m³ × Hs × state number = kWh (Hs); ÷ 1.11 = kWh (Hi).',
    'gas-kwh-hs': 'Conversion: kWh (Hs) ÷ 1.11 = kWh (Hi).',
    kwh: 'The kWh are taken as final energy unchanged.',
  },
  yearsTitle: 'Consumption per year',
  year: 'Year',
  amount: 'Consumption',
  finalEnergy: 'Final energy (Hi)',
  yearOf: 'Year, row {{n}}',
  amountOf: 'Consumption {{year}}',
  removeYear: 'Remove year {{year}}',
  addYear: 'Add year',
  average_one: 'Mean of {{count}} year',
  average_other: 'Mean of {{count}} years',
  systemTitle: 'System and hot water',
  efficiency: 'Annual efficiency of the old system',
  efficiencyHint: 'Between 0 and 1, e.g. 0.85.',
  hotWater: 'Deduction for hot water',
  hotWaterHint: 'Only when the old system also heated the hot water.',
  hotWaterFromArea:
    'Flat rate per DIN V 4701-10: take 12.5 kWh/(m²·a) × {{area}} m² = {{value}} kWh/a',
  fullLoadHours: 'Full-load hours',
  fullLoadHoursHint: 'Typically 1,800–2,100 h/a for residential buildings.',
  usefulHeat: 'Useful heat for heating',
  heatLoad: 'Heat load from consumption',
  difference: 'consumption value differs by {{percent}} %',
  incomplete:
    'The heat load appears once at least one year, the efficiency and the full-load hours are entered.',
  refused: {
    hotWaterEnergy: 'The hot-water deduction is larger than the heat the system delivered.',
    annualFinalEnergy: 'The consumption must not be negative.',
    efficiency: 'The efficiency must be greater than 0 and at most 1.',
    fullLoadHours: 'The full-load hours must be between 0 and 8,760 h.',
  },
  fieldLabels: {},
};

export const consumptionStrings = { de, en };
