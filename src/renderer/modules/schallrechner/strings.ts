import type { Shape } from '../../i18n/shape';

/*
 * The heat pump noise calculator (TA Lärm): every text, German first. Registered as `module.schallrechner` (modules/strings.ts), so
 * a text reads t('module.schallrechner.…'). `fieldLabels` name the payload's keys where the user
 * meets them outside the form (a conflict in the outbox).
 */

const de = {
  title: 'Schallrechner',
  units: 'Außengeräte',
  unitName: 'Bezeichnung',
  soundPower: 'Schallleistungspegel L_WA',
  nightSoundPower: 'L_WA im Nachtbetrieb',
  nightSoundPowerHint: 'leer: wie tags',
  count: 'Anzahl gleicher Geräte',
  placement: 'Aufstellung',
  placements: {
    free: 'frei (Q = 2)',
    wall: 'an einer Wand (Q = 4)',
    corner: 'in einer Ecke (Q = 8)',
  },
  ratedOutput: 'Nenn-Wärmeleistung',
  ratedOutputHint: 'für die BEG-Schallgrenze (Ökodesign-Klasse)',
  addUnit: 'Außengerät hinzufügen',
  removeUnit: 'Gerät entfernen',
  points: 'Immissionsorte',
  pointsHint:
    'Maßgeblich ist 0,5 m vor dem geöffneten Fenster des nächsten schutzbedürftigen Raums (TA Lärm A.1.3).',
  pointName: 'Bezeichnung',
  distance: 'Abstand zum Gerät',
  area: 'Gebietsart',
  areas: {
    industrial: 'Industriegebiet',
    commercial: 'Gewerbegebiet',
    urban: 'Urbanes Gebiet',
    mixed: 'Kern-, Dorf-, Mischgebiet',
    'general-residential': 'Allgemeines Wohngebiet, Kleinsiedlungsgebiet',
    'pure-residential': 'Reines Wohngebiet',
    spa: 'Kurgebiet, Krankenhaus',
  },
  shielding: 'Abschirmung durch das Gebäude',
  shieldings: {
    none: 'Sichtverbindung (0 dB)',
    partial: 'seitlich am Haus (−5 dB)',
    full: 'hinter dem Haus (−15 dB)',
  },
  addPoint: 'Immissionsort hinzufügen',
  removePoint: 'Immissionsort entfernen',
  applicationYear: 'Jahr des Förderantrags',
  begRule:
    'BEG: Der Schallleistungspegel der Außeneinheit muss ab 2026 mindestens 10 dB (2024–2025: 5 dB) unter der Grenze der Ökodesign-Verordnung (EU) 813/2013 liegen (Stand {{stand}}).',
  resultsTitle: 'Beurteilungspegel nach TA Lärm',
  point: 'Immissionsort',
  pointN: 'Immissionsort {{n}}',
  unitN: 'Gerät {{n}}',
  day: 'Tag (6–22 Uhr)',
  night: 'Nacht (lauteste Stunde)',
  minimumDistance: 'Mindestabstand für den Nachtwert',
  levelVsLimit: 'Angaben als Pegel / Immissionsrichtwert.',
  begTitle: 'BEG-Schallanforderung für Außengeräte (Antrag {{year}})',
  noBegLimit: 'keine Grenze über 70 kW',
  method:
    'Rechenweg wie der BWP-Schallrechner: L = L_WA + 10·lg(Q/(4·π·r²)) − Abschirmung + 10·lg(n), Freifeld-Punktquelle ohne Luft- und Bodendämpfung, ohne Ton- und Ruhezeitenzuschlag.',
  headlineMet: 'TA Lärm eingehalten',
  headlineNotMet: 'TA Lärm nicht eingehalten',
  fieldLabels: {},
};

const en: Shape<typeof de> = {
  title: 'Noise calculator',
  units: 'Outdoor units',
  unitName: 'Name',
  soundPower: 'Sound power level L_WA',
  nightSoundPower: 'L_WA in night mode',
  nightSoundPowerHint: 'empty: as by day',
  count: 'Number of identical units',
  placement: 'Placement',
  placements: {
    free: 'free (Q = 2)',
    wall: 'at a wall (Q = 4)',
    corner: 'in a corner (Q = 8)',
  },
  ratedOutput: 'Rated heat output',
  ratedOutputHint: 'for the BEG sound limit (Ecodesign class)',
  addUnit: 'Add outdoor unit',
  removeUnit: 'Remove unit',
  points: 'Immission points',
  pointsHint:
    'Relevant is 0.5 m in front of the open window of the nearest room in need of protection (TA Lärm A.1.3).',
  pointName: 'Name',
  distance: 'Distance to the unit',
  area: 'Area type',
  areas: {
    industrial: 'Industrial area',
    commercial: 'Commercial area',
    urban: 'Urban area',
    mixed: 'Core, village or mixed area',
    'general-residential': 'General residential area',
    'pure-residential': 'Purely residential area',
    spa: 'Spa area, hospital',
  },
  shielding: 'Shielding by the building',
  shieldings: {
    none: 'Line of sight (0 dB)',
    partial: 'Beside the house (−5 dB)',
    full: 'Behind the house (−15 dB)',
  },
  addPoint: 'Add immission point',
  removePoint: 'Remove immission point',
  applicationYear: 'Year of the subsidy application',
  begRule:
    'BEG: the outdoor unit’s sound power level must be at least 10 dB (2024–2025: 5 dB) below the limit of the Ecodesign regulation (EU) 813/2013 from 2026 (as of {{stand}}).',
  resultsTitle: 'Rating levels per TA Lärm',
  point: 'Immission point',
  pointN: 'Immission point {{n}}',
  unitN: 'Unit {{n}}',
  day: 'Day (6–22 h)',
  night: 'Night (loudest hour)',
  minimumDistance: 'Minimum distance for the night value',
  levelVsLimit: 'Figures as level / immission guide value.',
  begTitle: 'BEG sound requirement for outdoor units (application {{year}})',
  noBegLimit: 'no limit above 70 kW',
  method:
    'Calculated like the BWP Schallrechner: L = L_WA + 10·lg(Q/(4·π·r²)) − shielding + 10·lg(n), free-field point source without air and ground absorption, without tonality and rest-period surcharges.',
  headlineMet: 'TA Lärm met',
  headlineNotMet: 'TA Lärm not met',
  fieldLabels: {},
};

export const noiseStrings = { de, en };
