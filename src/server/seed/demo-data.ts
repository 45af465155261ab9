/** The raw material of the demo workspace: real German towns, common names, realistic payloads. */

export const towns = [
  {
    city: 'Freiburg im Breisgau',
    postalCode: '79100',
    lat: 47.9873,
    lng: 7.8445,
    streets: ['Günterstalstraße', 'Merzhauser Straße', 'Basler Straße'],
  },
  {
    city: 'Münster',
    postalCode: '48155',
    lat: 51.9555,
    lng: 7.6422,
    streets: ['Wolbecker Straße', 'Hammer Straße', 'Warendorfer Straße'],
  },
  {
    city: 'Lüneburg',
    postalCode: '21335',
    lat: 53.2434,
    lng: 10.4127,
    streets: ['Bardowicker Straße', 'Uelzener Straße', 'Lüner Weg'],
  },
  {
    city: 'Bamberg',
    postalCode: '96052',
    lat: 49.9018,
    lng: 10.9005,
    streets: ['Memmelsdorfer Straße', 'Hauptsmoorstraße', 'Luitpoldstraße'],
  },
  {
    city: 'Göttingen',
    postalCode: '37075',
    lat: 51.5507,
    lng: 9.9458,
    streets: ['Herzberger Landstraße', 'Weender Landstraße', 'Merkelstraße'],
  },
  {
    city: 'Heidelberg',
    postalCode: '69126',
    lat: 49.3827,
    lng: 8.6952,
    streets: ['Rohrbacher Straße', 'Karlsruher Straße', 'Im Bosseldorn'],
  },
  {
    city: 'Potsdam',
    postalCode: '14469',
    lat: 52.4124,
    lng: 13.0489,
    streets: ['Pappelallee', 'Amundsenstraße', 'Kirschallee'],
  },
  {
    city: 'Erfurt',
    postalCode: '99096',
    lat: 50.9636,
    lng: 11.0361,
    streets: ['Arnstädter Straße', 'Cyriakstraße', 'Steigerstraße'],
  },
  {
    city: 'Regensburg',
    postalCode: '93051',
    lat: 49.0069,
    lng: 12.0852,
    streets: ['Kumpfmühler Straße', 'Augsburger Straße', 'Ziegetsdorfer Straße'],
  },
  {
    city: 'Kassel',
    postalCode: '34131',
    lat: 51.3137,
    lng: 9.4502,
    streets: ['Wilhelmshöher Allee', 'Kunoldstraße', 'Baunsbergstraße'],
  },
] as const;

export const firstNames = [
  'Anna',
  'Thomas',
  'Katrin',
  'Michael',
  'Sabine',
  'Stefan',
  'Julia',
  'Andreas',
  'Claudia',
  'Markus',
  'Petra',
  'Jens',
  'Nicole',
  'Frank',
  'Miriam',
  'Oliver',
  'Birgit',
  'Lukas',
  'Heike',
  'Florian',
] as const;

export const lastNames = [
  'Müller',
  'Schmidt',
  'Schneider',
  'Fischer',
  'Weber',
  'Meyer',
  'Wagner',
  'Becker',
  'Schulz',
  'Hoffmann',
  'Koch',
  'Richter',
  'Klein',
  'Wolf',
  'Schröder',
  'Neumann',
  'Schwarz',
  'Zimmermann',
  'Braun',
  'Hartmann',
] as const;

export const companies = [
  'Hausverwaltung Schulte GmbH',
  'Wohnungsbaugenossenschaft Nordstadt eG',
  'Bäckerei Brandt',
  'Praxis Dr. Lehmann',
] as const;

export const consultants = ['Jana Becker', 'Tobias Hahn', 'Svenja Roth'] as const;

export const buildingTypes = [
  'Einfamilienhaus',
  'Doppelhaushälfte',
  'Reihenmittelhaus',
  'Zweifamilienhaus',
  'Mehrfamilienhaus',
] as const;

export const dealTopics = [
  { title: 'Wärmepumpe', projectTypeIds: ['heat-planning'] },
  { title: 'Energieausweis', projectTypeIds: ['energieausweis'] },
  { title: 'Heizlastberechnung', projectTypeIds: ['heat-planning'] },
  { title: 'Sanierungsfahrplan (iSFP)', projectTypeIds: ['heat-planning', 'energieausweis'] },
  { title: 'PV-Anlage mit Speicher', projectTypeIds: ['heat-planning'] },
  { title: 'Fördermittelberatung BEG', projectTypeIds: ['heat-planning'] },
] as const;

/** Raumweise Heizlast (DIN EN 12831) of a small house. */
export const heizlastPayload = {
  normAussentemperatur: -12,
  gebaeude: { beheizteFlaeche: 142.5, luftwechsel: 0.5 },
  rooms: [
    { name: 'Wohnzimmer', flaeche: 32.4, solltemperatur: 20, heizlastW: 1840 },
    { name: 'Küche', flaeche: 12.1, solltemperatur: 20, heizlastW: 690 },
    { name: 'Bad EG', flaeche: 6.8, solltemperatur: 24, heizlastW: 520 },
    { name: 'Schlafzimmer', flaeche: 16.2, solltemperatur: 18, heizlastW: 710 },
    { name: 'Kinderzimmer', flaeche: 13.5, solltemperatur: 20, heizlastW: 640 },
    { name: 'Flur', flaeche: 9.4, solltemperatur: 15, heizlastW: 280 },
  ],
  summeHeizlastW: 4680,
};

/** U-value of an external wall, layer by layer. */
export const uWertPayload = {
  bauteil: 'Außenwand Nord',
  rsi: 0.13,
  rse: 0.04,
  layers: [
    { material: 'Kalkzementputz', dickeMm: 15, lambda: 1.0 },
    { material: 'Kalksandstein', dickeMm: 175, lambda: 0.99 },
    { material: 'Mineralwolle WLG 035', dickeMm: 160, lambda: 0.035 },
    { material: 'Silikatputz', dickeMm: 10, lambda: 0.7 },
  ],
  uWert: 0.2,
};

export const projectInformationPayload = {
  auftraggeber: 'Eigentümer',
  anlass: 'Heizungstausch',
  bestandsheizung: { traeger: 'Erdgas', baujahr: 1998, leistungKw: 24 },
};

export const verbrauchPayload = {
  jahre: [
    { jahr: 2022, verbrauchKwh: 21400, traeger: 'Erdgas' },
    { jahr: 2023, verbrauchKwh: 19850, traeger: 'Erdgas' },
    { jahr: 2024, verbrauchKwh: 20310, traeger: 'Erdgas' },
  ],
};

export const waermepumpePayload = {
  typ: 'Luft/Wasser',
  heizleistungKw: 7,
  vorlauftemperatur: 45,
  aufstellort: 'außen',
};

/**
 * A seeded PV plan's planner document in the planner's format (schema 1, docs/pv-planner.md):
 * roof faces as outlines in metres in the roof plane with tilt and compass azimuth, the modules
 * placed on them (430 Wp, 1134 × 1722 mm, portrait, 30 cm edge distance, 2 cm gaps; six per row),
 * the module library, and keys the planner does not edit (strings, inverter) that it must keep.
 */
export function pvDocument(roofs: number, modulesPerRoof: number) {
  const module = { width: 1.134, height: 1.722 };
  const edge = 0.3;
  const gap = 0.02;
  const perRow = 6;
  const rows = Math.ceil(modulesPerRoof / perRow);
  const faces = [
    { name: 'Hauptdach Süd', tiltDeg: 35, azimuthDeg: 180, extra: [1.4, 0.6] },
    { name: 'Garagendach', tiltDeg: 10, azimuthDeg: 200, extra: [0.8, 0.4] },
  ];
  const round = (v: number) => Math.round(v * 1000) / 1000;
  const roofList = Array.from({ length: roofs }, (_, i) => {
    const face = faces[i % faces.length]!;
    const width = round(2 * edge + perRow * (module.width + gap) - gap + face.extra[0]!);
    const height = round(2 * edge + rows * (module.height + gap) - gap + face.extra[1]!);
    const x0 = i * (width + 2);
    return {
      id: `roof-${i + 1}`,
      name: face.name,
      tiltDeg: face.tiltDeg,
      azimuthDeg: face.azimuthDeg,
      outline: [
        [x0, 0],
        [round(x0 + width), 0],
        [round(x0 + width), height],
        [x0, height],
      ],
      edgeDistanceCm: 30,
      orientation: 'portrait',
      moduleGapCm: 2,
      obstacles:
        i === 0
          ? [
              {
                id: 'obstacle-1',
                kind: 'chimney',
                x: round(x0 + width - 0.9),
                y: round(height - 0.9),
                width: 0.5,
                height: 0.5,
                clearanceM: 0.2,
              },
            ]
          : [],
    };
  });
  const modules = roofList.flatMap((roof) =>
    Array.from({ length: modulesPerRoof }, (_, k) => ({
      id: `${roof.id}-m${k + 1}`,
      roofId: roof.id,
      x: round(roof.outline[0]![0]! + edge + (k % perRow) * (module.width + gap)),
      y: round(edge + Math.floor(k / perRow) * (module.height + gap)),
      width: module.width,
      height: module.height,
    })),
  );
  const standard = {
    id: 'lib-standard-430',
    manufacturer: 'Musterhersteller',
    model: 'Standardmodul 430 Wp',
    wattPeak: 430,
    widthMm: 1134,
    heightMm: 1722,
  };
  return {
    roofs: roofList,
    modules,
    strings: [{ id: 'string-1', moduleIds: modules.slice(0, 3).map((m) => m.id) }],
    moduleLibrary: [
      standard,
      {
        id: 'lib-trina-445',
        manufacturer: 'Trina Solar',
        model: 'Vertex S+ TSM-445NEG9R.28',
        wattPeak: 445,
        widthMm: 1134,
        heightMm: 1762,
      },
    ],
    settings: {
      moduleType: { ...standard, name: 'Standardmodul 430 Wp' },
      orientation: 'portrait',
      edgeDistanceCm: 30,
      moduleGapCm: 2,
      inverter: { name: 'Wechselrichter 10 kW', maxAcPowerKw: 10 },
    },
  };
}
