import type { Shape } from '../shape';

/* Texts that every module's form and report section share: row actions, results, problems, charts. */

export const editorPartsDe = {
  actions: 'Aktionen',
  copy: 'Kopieren',
  copyOf: '{{name}} (Kopie)',
  source: 'Quelle: {{source}}',
  common: {
    results: 'Ergebnis',
    incomplete: 'Noch kein Ergebnis: Bitte die markierten Angaben ergänzen.',
    met: 'erfüllt',
    notMet: 'nicht erfüllt',
    open: 'offen',
    remove: 'Entfernen',
    actions: 'Aktionen',
  },
  problems: {
    required: 'Angabe fehlt.',
    negative: 'Darf nicht negativ sein.',
    positive: 'Muss größer als 0 sein.',
    wholeNumber: 'Bitte eine ganze Zahl ab 0 eingeben.',
    atLeastOne: 'Bitte eine ganze Zahl ab 1 eingeben.',
    blockingHours: 'Die Sperrzeit muss zwischen 0 und unter 24 Stunden liegen.',
    limitAboveDesign: 'Die Heizgrenze muss über der Norm-Außentemperatur liegen.',
    missingHeatLoad: 'Heizlast fehlt: aus einem Heizlast-Modul übernehmen oder eingeben.',
    share: 'Der Anteil muss zwischen 0 und 100 % liegen.',
    noPoints: 'Bitte mindestens einen Prüfpunkt angeben.',
    weightsSum: 'Die Gewichtungsfaktoren müssen zusammen 1 ergeben.',
    noUnits: 'Bitte mindestens ein Außengerät angeben.',
    year2024: 'Bitte ein Jahr ab 2024 angeben.',
    years: 'Bitte eine ganze Zahl von 1 bis 50 Jahren eingeben.',
    rate: 'Der Satz muss größer als −100 % sein.',
    date: 'Bitte ein gültiges Datum eingeben.',
  },
  chart: {
    outdoor: 'Außentemperatur',
    load: 'Leistungsbedarf des Gebäudes',
    capacity: 'Heizleistung der Wärmepumpe',
    bivalence: 'Bivalenzpunkt {{value}} °C',
    loadTitle: 'Heizlastgerade und Heizleistung der Wärmepumpe',
    loadCaption:
      'Leistungsbedarf (Heizlast bis zur Heizgrenze, Warmwasser und Sperrzeit) und Heizleistung der Wärmepumpe über der Außentemperatur; gestrichelt die Norm-Außentemperatur. Unterhalb des Bivalenzpunkts muss ein zweiter Wärmeerzeuger (z. B. Heizstab) zuheizen.',
    year: 'Jahr',
    breakEven: 'Amortisation {{year}}',
    costTitle: 'Kumulierte Kosten',
    costCaption:
      'Kumulierte Zahlungen (nominal) beider Anlagen: Investition abzüglich Förderung, Energie, CO₂-Preis und Wartung.',
  },
};

export const editorPartsEn: Shape<typeof editorPartsDe> = {
  actions: 'Actions',
  copy: 'Copy',
  copyOf: '{{name}} (copy)',
  source: 'Source: {{source}}',
  common: {
    results: 'Result',
    incomplete: 'No result yet: please complete the marked entries.',
    met: 'met',
    notMet: 'not met',
    open: 'open',
    remove: 'Remove',
    actions: 'Actions',
  },
  problems: {
    required: 'Missing.',
    negative: 'Must not be negative.',
    positive: 'Must be greater than 0.',
    wholeNumber: 'Please enter a whole number from 0.',
    atLeastOne: 'Please enter a whole number from 1.',
    blockingHours: 'The blocking time must be at least 0 and under 24 hours.',
    limitAboveDesign: 'The heating limit must be above the design outdoor temperature.',
    missingHeatLoad: 'Heat load missing: take it from a heat load module or enter it.',
    share: 'The share must be between 0 and 100 %.',
    noPoints: 'Please give at least one test point.',
    weightsSum: 'The weighting factors must add up to 1.',
    noUnits: 'Please give at least one outdoor unit.',
    year2024: 'Please give a year from 2024.',
    years: 'Please enter a whole number of 1 to 50 years.',
    rate: 'The rate must be greater than −100 %.',
    date: 'Please enter a valid date.',
  },
  chart: {
    outdoor: 'Outdoor temperature',
    load: 'Building demand',
    capacity: 'Heat pump capacity',
    bivalence: 'Bivalence point {{value}} °C',
    loadTitle: 'Load line and heat pump capacity',
    loadCaption:
      'Demand (heat load down to the heating limit, hot water and blocking time) and heat pump capacity over the outdoor temperature; dashed: the design outdoor temperature. Below the bivalence point a second generator must help.',
    year: 'Year',
    breakEven: 'Break-even {{year}}',
    costTitle: 'Cumulative costs',
    costCaption:
      'Cumulative payments (nominal) of both systems: investment less grant, energy, CO₂ price and maintenance.',
  },
};
