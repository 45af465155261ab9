import type { Shape } from '../../i18n/shape';

/*
 * The seasonal performance factor (JAZ): every text, German first. Registered as `module.jaz` (modules/strings.ts), so
 * a text reads t('module.jaz.…'). `fieldLabels` name the payload's keys where the user
 * meets them outside the form (a conflict in the outbox).
 */

const de = {
  title: 'Jahresarbeitszahl (JAZ)',
  expects:
    'Berechnung nach der Struktur der {{edition}}. Die Gewichtungs- und Korrekturfaktoren stehen in den Tabellen der Richtlinie; sie werden hier nicht mitgeliefert, sondern von Ihnen eingetragen.',
  method: 'Verfahren',
  methods: {
    vdi4650: 'Nach VDI 4650-1 berechnen',
    manual: 'Ergebnis übernehmen',
  },
  heating: 'Heizbetrieb: β_HZ = 1 / Σ gᵢ / (COPᵢ · Fᵢ)',
  heatingHint:
    'COP je Prüfpunkt aus dem Datenblatt, Gewichtungsfaktor gᵢ (Summe 1) und Korrekturfaktor Fᵢ für Vorlauftemperatur und Temperaturspreizung aus der VDI 4650-1.',
  weight: 'Gewichtung gᵢ',
  correction: 'Korrektur Fᵢ',
  takeCops: 'COP aus dem Modul Wärmepumpe übernehmen',
  hotWater: 'Warmwasser: β_WW = COP_WW · F_WW',
  hotWaterCop: 'COP bei Warmwasserbereitung',
  hotWaterCorrection: 'Korrekturfaktor F_WW',
  hotWaterShare: 'Warmwasseranteil α_WW',
  hotWaterShareHint: 'Anteil des Warmwassers am Wärmebedarf, z. B. 15–20 % im Bestand',
  sourceOfFactors: 'Herkunft der Faktoren',
  edition: 'Ausgabe der Richtlinie',
  editionHint: 'erwartet: {{edition}}',
  factorsFromStandard: 'Alle Faktoren stammen aus der {{edition}}',
  manualSource: 'Quelle des Ergebnisses',
  manualSourceHint: 'z. B. „BWP-JAZ-Rechner, Berechnung vom 12.03.2026“',
  heatingSpf: 'JAZ Heizen β_HZ',
  hotWaterSpf: 'JAZ Warmwasser β_WW',
  combined: 'Jahresarbeitszahl β',
  basis: 'Grundlage',
  basisStandard: 'nach {{edition}} (Faktoren aus der Richtlinie)',
  basisApproximation:
    'Näherung – nicht als Wert der {{edition}} bestätigt (Faktoren nicht als Richtlinienwerte bestätigt)',
  basisManual: 'übernommen: {{source}}',
  beg: 'BEG-Anforderung JAZ ≥ {{min}}',
  headline: 'JAZ {{value}}',
  fieldLabels: {},
};

const en: Shape<typeof de> = {
  title: 'Seasonal performance factor (SPF)',
  expects:
    'Calculated in the structure of {{edition}}. The weighting and correction factors are in the guideline’s tables; they are not shipped here but entered by you.',
  method: 'Method',
  methods: {
    vdi4650: 'Calculate per VDI 4650-1',
    manual: 'Take a result',
  },
  heating: 'Heating: β_HZ = 1 / Σ gᵢ / (COPᵢ · Fᵢ)',
  heatingHint:
    'COP per test point from the data sheet, weighting factor gᵢ (sum 1) and correction factor Fᵢ for flow temperature and temperature spread from VDI 4650-1.',
  weight: 'Weight gᵢ',
  correction: 'Correction Fᵢ',
  takeCops: 'Take the COPs from the heat pump module',
  hotWater: 'Hot water: β_WW = COP_WW · F_WW',
  hotWaterCop: 'COP for hot water',
  hotWaterCorrection: 'Correction factor F_WW',
  hotWaterShare: 'Hot-water share α_WW',
  hotWaterShareHint: 'share of hot water in the heat demand, e.g. 15–20 % in existing buildings',
  sourceOfFactors: 'Source of the factors',
  edition: 'Edition of the guideline',
  editionHint: 'expected: {{edition}}',
  factorsFromStandard: 'All factors are taken from {{edition}}',
  manualSource: 'Source of the result',
  manualSourceHint: 'e.g. “BWP JAZ-Rechner, calculation of 12 March 2026”',
  heatingSpf: 'SPF heating β_HZ',
  hotWaterSpf: 'SPF hot water β_WW',
  combined: 'Seasonal performance factor β',
  basis: 'Basis',
  basisStandard: 'per {{edition}} (factors from the guideline)',
  basisApproximation:
    'Approximation – not confirmed as a value of {{edition}} (factors not confirmed as the guideline’s)',
  basisManual: 'taken from: {{source}}',
  beg: 'BEG requirement SPF ≥ {{min}}',
  headline: 'SPF {{value}}',
  fieldLabels: {},
};

export const spfStrings = { de, en };
