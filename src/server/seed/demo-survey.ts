import { standardUValue, type Survey } from '../../shared/survey/schema';

/*
 * The survey of the visited demo project (the `gebaeudeaufnahme` of its project-information
 * payload): a 1968 detached house with gas heating, every section taken, each value with where it
 * came from, so the calculators show values taken from the survey with their provenance. U-values
 * as the survey screen sets them: from documents or estimated, else the typology's Standardwert
 * (standardUValue: TABULA DE by the component's year and construction).
 */

type Herkunft = NonNullable<Survey['gebaeude']['baujahr']['herkunft']>;
const v = <T>(wert: T, herkunft: Herkunft, quelle: string | null = null) => ({
  wert,
  herkunft,
  quelle,
});
const none = { wert: null, herkunft: null, quelle: null };

const component = (
  id: string,
  art: Survey['bauteile'][number]['art'],
  bezeichnung: string,
  flaeche: number,
  u: ReturnType<typeof v<number>> | 'standard',
  extra: Partial<Survey['bauteile'][number]> = {},
): Survey['bauteile'][number] => {
  const taken: Survey['bauteile'][number] = {
    id,
    art,
    bezeichnung,
    konstruktion: art === 'fenster' ? none : v('massiv', 'gemessen'),
    verglasung: art === 'fenster' ? v('zweifach', 'gemessen') : none,
    baujahr: v(1968, 'unterlagen', 'Bauakte'),
    flaeche: v(flaeche, 'gemessen'),
    daemmungVorhanden: v(false, 'gemessen'),
    daemmstaerke: none,
    zustand: v('mittel', 'geschaetzt'),
    uWert: none,
    ...extra,
  };
  return { ...taken, uWert: u === 'standard' ? (standardUValue(taken, 1968) ?? none) : u };
};

const radiator = (id: string, laenge: number, normleistung: number) => ({
  id,
  typ: v('plattenheizkoerper' as const, 'gemessen'),
  bauart: v('22', 'gemessen'),
  laenge: v(laenge, 'gemessen'),
  hoehe: v(600, 'gemessen'),
  normleistung: v(normleistung, 'unterlagen', 'Herstellerkatalog'),
});

const room = (
  id: string,
  name: string,
  flaeche: number,
  solltemperatur: number,
  heizkoerper: ReturnType<typeof radiator>[],
) => ({
  id,
  name,
  flaeche: v(flaeche, 'gemessen'),
  solltemperatur: v(solltemperatur, 'standardwert', 'DIN/TS 12831-1 Tabelle 2'),
  heizkoerper,
});

const reading = (year: number, m3: number) => ({
  id: `gas-${year}`,
  energietraeger: v('erdgas' as const, 'unterlagen'),
  jahr: v(year, 'unterlagen'),
  menge: v(m3, 'unterlagen', `Gasrechnung ${year}`),
  einheit: v('m3' as const, 'unterlagen'),
});

export const demoVisitSurvey: Survey = {
  version: 1,
  gebaeude: {
    typ: v('einfamilienhaus', 'gemessen'),
    baujahr: v(1968, 'unterlagen', 'Bauakte'),
    geschosse: v(2, 'gemessen'),
    beheizteFlaeche: v(142, 'unterlagen', 'Wohnflächenberechnung 1968'),
    kellerBeheizt: v(false, 'gemessen'),
    dachgeschossBeheizt: v(true, 'gemessen'),
    denkmalschutz: v(false, 'unterlagen'),
    wohneinheiten: v(1, 'gemessen'),
  },
  bauteile: [
    component('demo-wand-sued', 'wand', 'Außenwand Süd', 38.5, 'standard'),
    component('demo-wand-nord', 'wand', 'Außenwand Nord', 41.2, 'standard'),
    component('demo-dach', 'dach', 'Dach', 96, v(0.28, 'unterlagen', 'Rechnung Dachdämmung 2009'), {
      baujahr: v(2009, 'unterlagen', 'Rechnung Dachdämmung 2009'),
      daemmungVorhanden: v(true, 'gemessen'),
      daemmstaerke: v(14, 'gemessen'),
      zustand: v('gut', 'geschaetzt'),
    }),
    component('demo-boden', 'boden', 'Kellerdecke', 71, 'standard'),
    component('demo-fenster', 'fenster', 'Fenster', 24.6, v(2.7, 'geschaetzt'), {
      baujahr: v(1992, 'geschaetzt'),
    }),
  ],
  heizung: {
    erzeuger: v('gasBrennwert', 'gemessen'),
    brennstoff: v('erdgas', 'gemessen'),
    baujahr: v(1998, 'unterlagen', 'Typenschild'),
    nennleistung: v(24, 'unterlagen', 'Typenschild'),
    warmwasser: v('zentralMitHeizung', 'gemessen'),
    verteilung: v('heizkoerper', 'gemessen'),
    pumpe: v('ungeregelt', 'gemessen'),
    vorlauftemperatur: v(65, 'gemessen', 'Regler abgelesen'),
  },
  raeume: [
    room('demo-wohnen', 'Wohnzimmer', 32.4, 20, [
      radiator('demo-hk-wohnen-1', 1400, 2380),
      radiator('demo-hk-wohnen-2', 1000, 1700),
    ]),
    room('demo-kueche', 'Küche', 12.1, 20, [radiator('demo-hk-kueche', 800, 1360)]),
    room('demo-bad', 'Bad', 8.3, 24, [radiator('demo-hk-bad', 600, 1020)]),
    room('demo-schlafen', 'Schlafzimmer', 16.8, 20, [radiator('demo-hk-schlafen', 1000, 1700)]),
  ],
  lueftung: { art: v('fensterlueftung', 'gemessen') },
  erneuerbare: {
    solarthermie: v(false, 'gemessen'),
    photovoltaik: v(false, 'gemessen'),
    pvLeistung: none,
    kaminofen: v(true, 'gemessen'),
    waermepumpe: v(false, 'gemessen'),
  },
  zaehler: [
    { id: 'demo-zaehler-gas', art: v('gas', 'gemessen'), nummer: v('7GMT0123456', 'gemessen') },
    { id: 'demo-zaehler-strom', art: v('strom', 'gemessen'), nummer: v('1ESY1160', 'gemessen') },
  ],
  verbrauch: [reading(2022, 2380), reading(2023, 2150), reading(2024, 2240)],
  unterlagen: {
    heizkostenabrechnungen: true,
    schornsteinfegerprotokoll: true,
    grundrisse: true,
    schnitte: false,
    energieausweis: false,
    typenschild: true,
    stromabrechnung: true,
  },
  notizen: 'Kaminofen im Wohnzimmer (Scheitholz, 2015). Dach 2009 zwischen den Sparren gedämmt.',
};
