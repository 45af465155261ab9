import type { Shape } from '../../i18n/shape';

/*
 * The room-by-room heat load: every text, German first. Registered as `module.raumweise` (modules/strings.ts), so
 * a text reads t('module.raumweise.…'). `fieldLabels` name the payload's keys where the user
 * meets them outside the form (a conflict in the outbox).
 */

const de = {
  title: 'Raumweise Heizlast',
  intro:
    'Raumweise Heizlast: je Raum Transmission über seine Bauteile und Lüftung über sein Volumen (Fläche × Höhe). θi nach Nutzung (Wohnräume 20 °C, Bad 24 °C).',
  teFromEnvelope: 'aus dem Hüllflächenverfahren dieses Projekts',
  takeTe: 'θe aus dem Hüllflächenverfahren übernehmen ({{value}} °C)',
  caption: 'Räume mit Heizlast',
  room: 'Raum',
  roomAndUse: 'Raum und Nutzung',
  roomN: 'Raum {{n}}',
  use: 'Nutzung',
  uses: {
    living: 'Wohnraum',
    bedroom: 'Schlafraum',
    kitchen: 'Küche',
    bath: 'Bad',
    hall: 'Flur (beheizt)',
    other: 'Sonstiger Raum',
  },
  height: 'Höhe',
  nameOf: 'Name, Raum {{n}}',
  useOf: 'Nutzung von {{name}}',
  indoorOf: 'Innentemperatur von {{name}}',
  areaOf: 'Fläche von {{name}}',
  heightOf: 'Raumhöhe von {{name}}',
  airChangeOf: 'Luftwechsel von {{name}}',
  elementsCount_one: '{{count}} Bauteil',
  elementsCount_other: '{{count}} Bauteile',
  ofRoom: 'von {{name}}',
  elementsCaption: 'Bauteile von {{name}}',
  copyRoom: '{{name}} kopieren',
  removeRoom: '{{name}} entfernen',
  addRoom: 'Raum hinzufügen',
  sum: 'Summe',
  total: 'Summe der Räume',
  incomplete: '{{missing}} von {{count}} Räumen noch unvollständig.',
  partial: '{{headline}} ({{complete}}/{{count}} Räume)',
  envelope: 'Hüllflächenverfahren',
  difference: '{{percent}} % Abweichung der Räume',
  noEnvelope: 'Zum Vergleich: das Hüllflächenverfahren dieses Projekts ist noch nicht gespeichert.',
  fieldLabels: {
    rooms: 'Räume',
    flaeche: 'Fläche (m²)',
    solltemperatur: 'Solltemperatur (°C)',
    heizlastW: 'Heizlast (W)',
    summeHeizlastW: 'Heizlast gesamt (W)',
    designOutdoorTemperature: 'Norm-Außentemperatur (°C)',
  },
};

const en: Shape<typeof de> = {
  title: 'Room-by-room heat load',
  intro:
    'Room-by-room heat load: per room, transmission through its elements and ventilation of its volume (area × height). θi by use (living rooms 20 °C, bathroom 24 °C).',
  teFromEnvelope: 'from this project’s envelope method',
  takeTe: 'Take θe from the envelope method ({{value}} °C)',
  caption: 'Rooms with heat load',
  room: 'Room',
  roomAndUse: 'Room and use',
  roomN: 'Room {{n}}',
  use: 'Use',
  uses: {
    living: 'Living room',
    bedroom: 'Bedroom',
    kitchen: 'Kitchen',
    bath: 'Bathroom',
    hall: 'Hall (heated)',
    other: 'Other room',
  },
  height: 'Height',
  nameOf: 'Name, room {{n}}',
  useOf: 'Use of {{name}}',
  indoorOf: 'Indoor temperature of {{name}}',
  areaOf: 'Area of {{name}}',
  heightOf: 'Room height of {{name}}',
  airChangeOf: 'Air change rate of {{name}}',
  elementsCount_one: '{{count}} element',
  elementsCount_other: '{{count}} elements',
  ofRoom: 'of {{name}}',
  elementsCaption: 'Elements of {{name}}',
  copyRoom: 'Copy {{name}}',
  removeRoom: 'Remove {{name}}',
  addRoom: 'Add room',
  sum: 'Sum',
  total: 'Sum of the rooms',
  incomplete: '{{missing}} of {{count}} rooms still incomplete.',
  partial: '{{headline}} ({{complete}}/{{count}} rooms)',
  envelope: 'Envelope method',
  difference: 'rooms differ by {{percent}} %',
  noEnvelope: 'For comparison: this project’s envelope method is not saved yet.',
  fieldLabels: {
    rooms: 'Rooms',
    flaeche: 'Area (m²)',
    solltemperatur: 'Set temperature (°C)',
    heizlastW: 'Heat load (W)',
    summeHeizlastW: 'Total heat load (W)',
    designOutdoorTemperature: 'Design outdoor temperature (°C)',
  },
};

export const roomsStrings = { de, en };
