import type { Shape } from '../shape';

/* Radiators, the low-temperature check and hydraulic balancing (Verfahren B) in raumweise. */
export const heatingDe = {
  title: 'Heizkörper und hydraulischer Abgleich (Verfahren B)',
  intro:
    'Je Raum die vorhandenen Heizkörper: aus dem Katalog (Typ, Höhe, Länge) oder mit der Normwärmeleistung bei 75/65/20 °C vom Typenschild oder Datenblatt.',
  system: 'Heizsystem',
  flowTemperature: 'Vorlauftemperatur',
  spread: 'Spreizung (Vorlauf − Rücklauf)',
  valve: 'Thermostatventil',
  ownValve: 'Eigene Voreinstelltabelle',
  ownValveName: 'Ventil (Hersteller, Typ)',
  valvePressureDrop: 'Differenzdruck am Ventil',
  longestRun: 'Längster Strang (Vor- und Rücklauf)',
  generatorPressureDrop: 'Druckverlust Wärmeerzeuger',
  generatorHint: '0 hinter einem Pufferspeicher',
  steps: 'Voreinstellung und kv-Wert',
  setting: 'Stufe',
  kv: 'kv (m³/h)',
  addStep: 'Stufe hinzufügen',
  removeStep: 'Stufe {{setting}} entfernen',
  tableSource: 'Voreinstellwerte aus: {{source}}',
  ownTable: 'Voreinstellwerte aus der eigenen Tabelle „{{name}}“',
  radiatorsOf: 'Heizkörper in {{name}}',
  heatLoad: 'Heizlast',
  noHeatLoad: 'Heizlast des Raums noch unvollständig',
  stillOpen: 'Heizlast noch offen: {{fields}}',
  kind: 'Art',
  kindAndModel: 'Art und Katalog',
  kinds: {
    panel: 'Flachheizkörper',
    column: 'Gliederheizkörper',
    floor: 'Fußbodenheizung',
    other: 'Sonstige',
  },
  model: 'Katalog',
  ownEntry: 'eigene Angabe',
  length: 'Länge',
  ratedOutput: 'Normwärmeleistung 75/65/20',
  ratedOutputHead: 'Norm\u00adwärme\u00adleistung 75/65/20',
  exponent: 'Exponent n',
  addRadiator: 'Heizkörper hinzufügen',
  removeRadiator: 'Heizkörper {{n}} in {{name}} entfernen',
  radiatorN: 'Heizkörper {{n}}',
  output: 'Leistung bei {{flow}}/{{ret}} °C',
  outputHead: 'Leis\u00adtung bei {{flow}}/{{ret}} °C',
  coverage: 'Deckung',
  neededFlow: 'benötigter Vorlauf',
  volumeFlow: 'Volumenstrom',
  volumeFlowHead: 'Volumen\u00adstrom',
  presetting: 'Voreinstellung',
  presettingHead: 'Vor\u00adein\u00adstellung',
  presettingFit: {
    belowSmallest: 'kleinste Stufe; Differenz\u00addruck senken',
    aboveLargest: 'größte Stufe reicht nicht; Differenzdruck erhöhen',
  },
  /** A floor heating circuit's presetting cell: its flow is set at the manifold, not a valve. */
  atManifold: 'am Heizkreisverteiler',
  /** Beside the setting in the printed VdZ data; the note under the table says what to do. */
  presettingMark: {
    belowSmallest: 'kleinste Stufe',
    aboveLargest: 'größte Stufe',
  },
  presettingNote: {
    belowSmallest:
      'Kleinste Stufe ({{rooms}}): Auch sie lässt mehr als den Auslegungsvolumenstrom durch. Differenzdruck am Ventil senken oder ein Ventil für kleine Volumenströme wählen.',
    aboveLargest:
      'Größte Stufe ({{rooms}}): Auch sie lässt den Auslegungsvolumenstrom nicht durch. Differenzdruck am Ventil erhöhen oder ein Ventil mit größerem kv-Wert wählen.',
  },
  verdict:
    'Mit {{flow}} °C Vorlauf ausreichend: {{covered}} von {{count}} Räumen; kritisch: {{room}} (benötigt {{needed}} °C)',
  verdictAll:
    'Mit {{flow}} °C Vorlauf ausreichend: alle {{count}} Räume (kritisch: {{room}}, benötigt {{needed}} °C)',
  fixLarger:
    '{{room}}: ein größerer Heizkörper {{model}}, {{height}} × {{length}} mm ({{rated}} W bei 75/65/20) gibt {{output}} W bei {{flow}} °C.',
  fixRated:
    '{{room}}: ein Heizkörper mit mindestens {{rated}} W Normwärmeleistung (75/65/20) statt des größten vorhandenen.',
  fixNone:
    '{{room}}: kein Heizkörper gleichen Typs bis 3 m Länge reicht; zweiten Heizkörper vorsehen.',
  pump: 'Pumpe',
  pumpBasis: 'Grundlage: längster Strang {{run}} m, Druckverlust Wärmeerzeuger {{generator}} kPa.',
  radiator: 'Heizkörper',
  pumpLine:
    'Förderstrom {{flow}} l/h ({{m3}} m³/h), Förderhöhe {{head}} m ({{kpa}} kPa); Einstellung: Differenzdruck konstant (Δp-c) auf {{head}} m.',
  pumpMissing: 'Für die Förderhöhe den längsten Strang angeben.',
  refused: {
    returnBelowRoom:
      'Der Rücklauf ({{ret}} °C) muss wärmer sein als der Raum „{{room}}“: Vorlauf erhöhen oder Spreizung verkleinern.',
    spread: 'Die Spreizung muss größer als 0 K sein.',
    pressure: 'Der Differenzdruck am Ventil muss größer als 0 sein.',
  },
  none: 'Noch keine Prüfung: Räume mit vollständiger Heizlast und mindestens einem Heizkörper angeben.',
  catalogueSource: 'Katalogwerte: {{source}}',
  vdzTitle: 'Hydraulischer Abgleich nach Verfahren B – Daten für die VdZ-Bestätigung',
  vdzTemperatures: 'Vorlauf {{flow}} °C, Rücklauf {{ret}} °C',
  vdzRooms: 'Räume, Heizlasten, Heizkörper, Volumenströme und Voreinstellungen',
  /** Rooms the form cannot carry yet: without their heat load they have no volume flow. */
  vdzLeftOut: 'Noch nicht im Abgleich, Heizlast unvollständig: {{rooms}}.',
  vdzNoRadiator: 'Noch nicht im Abgleich, kein Heizkörper erfasst: {{rooms}}.',
  vdzConsultant: 'Energieberater: {{name}} · Datum: {{date}}',
  chartExtrapolated: 'Heizleistung (verlängert)',
  chartExtrapolatedNote:
    'Gestrichelt: Heizleistung außerhalb der Prüfpunkte des Datenblatts, linear verlängert – beim Hersteller bestätigen lassen.',
};

export const heatingEn: Shape<typeof heatingDe> = {
  title: 'Radiators and hydraulic balancing (method B)',
  intro:
    'The existing radiators per room: from the catalogue (type, height, length) or with the rated output at 75/65/20 °C from the rating plate or data sheet.',
  system: 'Heating system',
  flowTemperature: 'Flow temperature',
  spread: 'Spread (flow − return)',
  valve: 'Thermostatic valve',
  ownValve: 'Own presetting table',
  ownValveName: 'Valve (maker, type)',
  valvePressureDrop: 'Differential pressure across the valve',
  longestRun: 'Longest circuit (flow and return)',
  generatorPressureDrop: 'Pressure drop of the heat generator',
  generatorHint: '0 behind a buffer tank',
  steps: 'Presetting and kv value',
  setting: 'Step',
  kv: 'kv (m³/h)',
  addStep: 'Add step',
  removeStep: 'Remove step {{setting}}',
  tableSource: 'Presettings from: {{source}}',
  ownTable: 'Presettings from the own table “{{name}}”',
  radiatorsOf: 'Radiators in {{name}}',
  heatLoad: 'Heat load',
  noHeatLoad: 'Room heat load not complete yet',
  stillOpen: 'Heat load still lacks: {{fields}}',
  kind: 'Kind',
  kindAndModel: 'Kind and catalogue',
  kinds: {
    panel: 'Panel radiator',
    column: 'Column radiator',
    floor: 'Floor heating',
    other: 'Other',
  },
  model: 'Catalogue',
  ownEntry: 'own entry',
  length: 'Length',
  ratedOutput: 'Rated output 75/65/20',
  ratedOutputHead: 'Rated output 75/65/20',
  exponent: 'Exponent n',
  addRadiator: 'Add radiator',
  removeRadiator: 'Remove radiator {{n}} in {{name}}',
  radiatorN: 'Radiator {{n}}',
  output: 'Output at {{flow}}/{{ret}} °C',
  outputHead: 'Output at {{flow}}/{{ret}} °C',
  coverage: 'Coverage',
  neededFlow: 'Flow needed',
  volumeFlow: 'Volume flow',
  volumeFlowHead: 'Volume flow',
  presetting: 'Presetting',
  presettingHead: 'Pre\u00adset\u00adting',
  presettingFit: {
    belowSmallest: 'smallest step; lower the differential pressure',
    aboveLargest: 'largest step is not enough; raise the differential pressure',
  },
  atManifold: 'at the manifold',
  presettingMark: {
    belowSmallest: 'smallest step',
    aboveLargest: 'largest step',
  },
  presettingNote: {
    belowSmallest:
      'Smallest step ({{rooms}}): even it passes more than the design flow. Lower the differential pressure at the valve or choose a valve for small flows.',
    aboveLargest:
      'Largest step ({{rooms}}): even it does not pass the design flow. Raise the differential pressure at the valve or choose a valve with a larger kv value.',
  },
  verdict:
    'Enough at {{flow}} °C flow: {{covered}} of {{count}} rooms; critical: {{room}} (needs {{needed}} °C)',
  verdictAll:
    'Enough at {{flow}} °C flow: all {{count}} rooms (critical: {{room}}, needs {{needed}} °C)',
  fixLarger:
    '{{room}}: a larger radiator {{model}}, {{height}} × {{length}} mm ({{rated}} W at 75/65/20) gives {{output}} W at {{flow}} °C.',
  fixRated:
    '{{room}}: a radiator with at least {{rated}} W rated output (75/65/20) instead of the largest one.',
  fixNone:
    '{{room}}: no radiator of the same type up to 3 m long is enough; plan a second radiator.',
  pump: 'Pump',
  pumpBasis:
    'Basis: longest circuit {{run}} m, pressure drop of the heat generator {{generator}} kPa.',
  radiator: 'Radiator',
  pumpLine:
    'Flow {{flow}} l/h ({{m3}} m³/h), head {{head}} m ({{kpa}} kPa); setting: constant differential pressure (Δp-c) at {{head}} m.',
  pumpMissing: 'Enter the longest circuit for the pump head.',
  refused: {
    returnBelowRoom:
      'The return ({{ret}} °C) must be warmer than the room “{{room}}”: raise the flow or reduce the spread.',
    spread: 'The spread must be greater than 0 K.',
    pressure: 'The differential pressure across the valve must be greater than 0.',
  },
  none: 'No check yet: enter rooms with a complete heat load and at least one radiator.',
  catalogueSource: 'Catalogue values: {{source}}',
  vdzTitle: 'Hydraulic balancing by method B – data for the VdZ confirmation',
  vdzTemperatures: 'Flow {{flow}} °C, return {{ret}} °C',
  vdzRooms: 'Rooms, heat loads, radiators, volume flows and presettings',
  vdzLeftOut: 'Not balanced yet, heat load incomplete: {{rooms}}.',
  vdzNoRadiator: 'Not balanced yet, no radiator entered: {{rooms}}.',
  vdzConsultant: 'Energy consultant: {{name}} · Date: {{date}}',
  chartExtrapolated: 'Capacity (extended)',
  chartExtrapolatedNote:
    'Dashed: capacity outside the data sheet’s test points, extended linearly – have the maker confirm it.',
};
