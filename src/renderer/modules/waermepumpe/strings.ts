import type { Shape } from '../../i18n/shape';

/*
 * The heat pump sizing: every text, German first. Registered as `module.waermepumpe` (modules/strings.ts), so
 * a text reads t('module.waermepumpe.…'). `fieldLabels` name the payload's keys where the user
 * meets them outside the form (a conflict in the outbox).
 */

const de = {
  title: 'Wärmepumpe',
  demand: 'Leistungsbedarf',
  heatLoad: 'Heizlast',
  manual: 'eingegeben',
  persons: 'Personen im Haushalt',
  hotWaterPerPerson: 'Warmwasserzuschlag je Person',
  hotWaterHint: 'üblich 0,20–0,25 kW je Person',
  blockingHours: 'Sperrzeit des Netzbetreibers',
  blockingHint: 'z. B. 3 × 2 h = 6 h je Tag; 0 bei Dimmung nach § 14a EnWG',
  designTemperature: 'Norm-Außentemperatur',
  heatingLimit: 'Heizgrenztemperatur',
  takeDesignTemperature: 'Wie in der Heizlastberechnung: {{value}} übernehmen',
  noHeatLoadModule:
    'Dieses Projekt hat noch kein gespeichertes Heizlast-Ergebnis (Hüllfläche, raumweise oder Verbrauch). Die Heizlast kann hier eingegeben werden.',
  device: 'Wärmepumpe',
  model: 'Hersteller und Modell',
  catalogue: 'Wärmepumpe aus dem Katalog',
  catalogueNone: 'keine – Werte aus dem Datenblatt eingeben',
  catalogueHint:
    'übernimmt Modell und Prüfpunkte bei der Vorlauftemperatur der Heizung (oder der nächsthöheren des Datenblatts); alles bleibt änderbar',
  pointsFrom: 'Prüfpunkte aus',
  catalogueSource: 'Prüfpunkte übernommen aus: {{source}}. Die Werte können geändert werden.',
  source: 'Wärmequelle',
  sources: {
    air: 'Luft/Wasser',
    brine: 'Sole/Wasser',
    water: 'Wasser/Wasser',
  },
  refrigerant: 'Kältemittel',
  refrigerantHint: 'z. B. R290 (Propan, natürlich) oder R32',
  natural: 'natürlich',
  soundPower: 'Schallleistungspegel außen',
  soundPowerHint: 'lautester Betriebszustand laut Datenblatt (EN 12102)',
  testPoints: 'Prüfpunkte nach EN 14511 (Datenblatt)',
  testPointsHint:
    'Heizleistung und COP bei der geplanten Vorlauftemperatur, z. B. A−7/W35, A2/W35, A7/W35 (Luft) oder B0/W35 (Sole).',
  sourceTemperature: 'Quelltemperatur',
  flowTemperature: 'Vorlauf',
  capacity: 'Heizleistung',
  cop: 'COP',
  pointLabel: 'Prüfpunkt {{n}}: {{what}}',
  addPoint: 'Prüfpunkt hinzufügen',
  blockingFactor: 'Sperrzeitfaktor 24/(24 − t)',
  requiredCapacity: 'Erforderliche Heizleistung',
  capacityAtDesign: 'Heizleistung der Wärmepumpe bei {{te}}',
  covers: 'Bedarf gedeckt',
  bivalencePoint: 'Bivalenzpunkt',
  monovalent: 'keiner – die Wärmepumpe deckt den Bedarf bis zur Norm-Außentemperatur (monovalent)',
  enwg14a:
    'Hinweis § 14a EnWG: Seit 2024 dürfen Netzbetreiber steuerbare Wärmepumpen nicht mehr sperren, sondern nur auf 4,2 kW dimmen; eine Sperrzeit gilt nur noch bei Altverträgen oder Sondertarifen.',
  headline: 'Erforderlich {{value}}',
  fieldLabels: {},
};

const en: Shape<typeof de> = {
  title: 'Heat pump',
  demand: 'Demand',
  heatLoad: 'Heat load',
  manual: 'entered',
  persons: 'Persons in the household',
  hotWaterPerPerson: 'Hot-water allowance per person',
  hotWaterHint: 'commonly 0.20–0.25 kW per person',
  blockingHours: 'Utility blocking time',
  blockingHint: 'e.g. 3 × 2 h = 6 h a day; 0 with dimming under § 14a EnWG',
  designTemperature: 'Design outdoor temperature',
  heatingLimit: 'Heating limit temperature',
  takeDesignTemperature: 'As in the heat load calculation: take {{value}}',
  noHeatLoadModule:
    'This project has no saved heat load result yet (envelope, room by room or consumption). The heat load can be entered here.',
  device: 'Heat pump',
  model: 'Manufacturer and model',
  catalogue: 'Heat pump from the catalogue',
  catalogueNone: 'none – enter the values from the data sheet',
  catalogueHint:
    'takes the model and test points at the heating’s flow temperature (or the next higher one of the data sheet); everything stays editable',
  pointsFrom: 'Test points from',
  catalogueSource: 'Test points taken from: {{source}}. The values can be changed.',
  source: 'Heat source',
  sources: {
    air: 'Air/water',
    brine: 'Brine/water',
    water: 'Water/water',
  },
  refrigerant: 'Refrigerant',
  refrigerantHint: 'e.g. R290 (propane, natural) or R32',
  natural: 'natural',
  soundPower: 'Outdoor sound power level',
  soundPowerHint: 'loudest operating state from the data sheet (EN 12102)',
  testPoints: 'Test points per EN 14511 (data sheet)',
  testPointsHint:
    'Capacity and COP at the planned flow temperature, e.g. A−7/W35, A2/W35, A7/W35 (air) or B0/W35 (brine).',
  sourceTemperature: 'Source temperature',
  flowTemperature: 'Flow',
  capacity: 'Capacity',
  cop: 'COP',
  pointLabel: 'Test point {{n}}: {{what}}',
  addPoint: 'Add test point',
  blockingFactor: 'Blocking factor 24/(24 − t)',
  requiredCapacity: 'Required capacity',
  capacityAtDesign: 'Heat pump capacity at {{te}}',
  covers: 'Demand covered',
  bivalencePoint: 'Bivalence point',
  monovalent: 'none – the heat pump covers the demand down to the design temperature (monovalent)',
  enwg14a:
    'Note § 14a EnWG: since 2024 grid operators may no longer block controllable heat pumps, only dim them to 4.2 kW; blocking applies only to old contracts or special tariffs.',
  headline: 'Required {{value}}',
  fieldLabels: {},
};

export const heatPumpStrings = { de, en };
