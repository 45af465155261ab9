import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ModuleContext } from '../../../src/renderer/modules/definition';
import { ModuleSection } from '../../../src/renderer/features/report/ModuleSection';
import { readableKey } from '../../../src/renderer/modules/generic/report-model';
import { initI18n } from '../../../src/renderer/i18n';
import { moduleFixture } from '../module-fixture';
import { surveyContext } from './survey-context';

/*
 * The report's sections of the building modules: an old-version payload (as the demo workspace
 * stores it, schemaVersion 1) is shown in the shape the editor migrates it to, with its figures
 * in German number format, and never with raw payload keys.
 */

// The editors' forms (imported through the registry) reach the core; the report never does.
vi.mock('../../../src/renderer/api', () => ({ api: {} }));

const context: ModuleContext = {
  project: { type: 'heat-planning' } as ModuleContext['project'],
  contact: null,
  building: null,
  modules: {},
};

// The demo workspace's payloads (src/server/seed/demo-data.ts), schemaVersion 1.
const heizlast = {
  normAussentemperatur: -12,
  gebaeude: { beheizteFlaeche: 142.5, luftwechsel: 0.5 },
  rooms: [
    { name: 'Wohnzimmer', flaeche: 32.4, solltemperatur: 20, heizlastW: 1840 },
    { name: 'Küche', flaeche: 12.1, solltemperatur: 20, heizlastW: 690 },
    { name: 'Bad EG', flaeche: 6.8, solltemperatur: 24, heizlastW: 520 },
  ],
  summeHeizlastW: 3050,
};
const uWert = {
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
const info = {
  auftraggeber: 'Eigentümer',
  anlass: 'Heizungstausch',
  berater: 'Dipl.-Ing. Anna Berger',
  ortstermin: '2026-11-03',
  personen: 4,
  kunde: { name: 'Familie Wagner', plz: '79100', ort: 'Freiburg' },
  bestandsheizung: { traeger: 'Erdgas', baujahr: 1998, leistungKw: 24 },
  notizen: 'Keller feucht.',
};
const verbrauch = {
  jahre: [
    { jahr: 2022, verbrauchKwh: 21400, traeger: 'Erdgas' },
    { jahr: 2023, verbrauchKwh: 19850, traeger: 'Erdgas' },
    { jahr: 2024, verbrauchKwh: 20310, traeger: 'Erdgas' },
  ],
  efficiency: 0.85,
  fullLoadHours: 1900,
};
const check = {
  template: 'heat-planning',
  items: [
    { id: 'ck-1', text: 'Typenschild fotografiert', done: true, note: 'Baujahr 1998' },
    { id: 'ck-2', text: 'Abrechnungen erhalten', done: false, note: '' },
  ],
};

const html = (
  key: string,
  payload: Record<string, unknown>,
  schemaVersion = 1,
  moduleContext = context,
) =>
  renderToStaticMarkup(
    createElement(ModuleSection, {
      module: { ...moduleFixture(key, payload, 'completed'), schemaVersion },
      context: moduleContext,
    }),
  )
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

const rawKey = /\b[a-zA-Z]+\.\d+\.[a-zA-Z]+\b|gebaeude\.|bestandsheizung\.|normAussentemperatur/;

describe('report sections of the building modules (old payloads in today’s shape)', () => {
  beforeAll(() => {
    initI18n('de');
  });

  it('U-value: the layers with d, λ, R and U with the limit verdicts', () => {
    const text = html('u-wert-rechner', uWert);
    expect(text).toContain('Außenwand Nord · Außenwand');
    expect(text).toContain('Mineralwolle WLG 035');
    expect(text).toContain('160');
    expect(text).toContain('0,035');
    expect(text).toContain('4,57'); // R = 0,16 / 0,035
    expect(text).toMatch(/U = 0,20 W\/\(m²·K\)/);
    expect(text).toContain('GEG Anlage 7 (zu § 48) ≤ 0,24: erfüllt');
    expect(text).not.toMatch(rawKey);
  });

  it('U-value: the surveyed U of the same component beside the computed one, with its source', () => {
    const surveyed = (bezeichnung: string, wert: number) => ({
      id: bezeichnung,
      art: 'wand',
      bezeichnung,
      uWert: { wert, herkunft: 'unterlagen', quelle: 'Energieausweis 2012' },
    });
    const withSurvey = surveyContext({ bauteile: [surveyed('Außenwand Nord', 1.4)] });
    const text = html('u-wert-rechner', uWert, 1, withSurvey);
    // By hand (DIN EN ISO 6946): R_T = 0,13 + 0,015 + 0,1768 + 4,5714 + 0,0143 + 0,04 = 4,9475
    // m²·K/W, U = 0,2021 W/(m²·K); against 1,40 surveyed: (0,2021 − 1,40) ÷ 1,40 = −85,6 %.
    expect(text).toContain(
      'Aufnahme: 1,40 W/(m²·K) Gebäudeaufnahme „Außenwand Nord“ (aus Unterlagen: Energieausweis 2012) Berechnet 86 % niedriger als aufgenommen.',
    );
    // Two surveyed walls, none named like the element and none chosen: nothing is guessed.
    const two = surveyContext({
      bauteile: [surveyed('Wand Süd', 1.2), surveyed('Wand West', 1.1)],
    });
    expect(html('u-wert-rechner', uWert, 1, two)).not.toContain('Aufnahme:');
    // Without a survey the section is as before.
    expect(html('u-wert-rechner', uWert)).not.toContain('Aufnahme:');
  });

  it('envelope: θe from the old key, the heated area and air change, the earlier total', () => {
    const text = html('heizlast-huellflaeche', heizlast);
    expect(text).toContain('Norm-Außentemperatur θe −12,0 °C');
    expect(text).toContain('142,5 m²');
    expect(text).toContain('0,50 1/h');
    expect(text).toContain('Heizlast laut früherer Berechnung: 3,05 kW');
    expect(text).not.toMatch(rawKey);
  });

  it('rooms: the migrated rooms with use, θi, area and the stored loads', () => {
    const text = html('raumweise', heizlast);
    expect(text).toContain('Bad EG Bad 24 °C 6,8');
    expect(text).toContain('1.840*');
    expect(text).toContain('Heizlast laut früherer Berechnung: 3,05 kW');
    expect(text).not.toMatch(rawKey);
  });

  it('rooms: a complete room computes its heat load and the sum', () => {
    const text = html(
      'raumweise',
      {
        designOutdoorTemperature: -12,
        rooms: [
          {
            id: 'r1',
            name: 'Wohnen',
            use: 'living',
            indoorTemperature: 20,
            area: 20,
            height: 2.5,
            airChangeRate: 0.5,
            elements: [{ id: 'e1', name: 'Wand', area: 10, u: 0.3 }],
          },
        ],
      },
      2,
    );
    // Φ_T = 10 × 0,3 × 32 = 96 W; Φ_V = 0,34 × 0,5 × 50 × 32 = 272 W
    expect(text).toContain('96 272 368');
    expect(text).toContain('Norm-Heizlast: 0,37 kW');
  });

  it('consumption: the years as gas kWh (Hs), the mean, useful heat and heat load', () => {
    const text = html('verbrauch', verbrauch);
    expect(text).toContain('Erdgas in kWh (Abrechnung, Brennwert Hs)');
    expect(text).toContain('2022 21.400 19.279');
    expect(text).toContain('Mittel aus 3 Jahren');
    expect(text).toContain('Nutzwärme Heizung');
    expect(text).toMatch(/Heizlast aus Verbrauch \d+,\d kW/);
    expect(text).not.toMatch(rawKey);
  });

  it('check: done and open items with notes', () => {
    const text = html('check', check);
    expect(text).toContain('1 von 2 erledigt');
    expect(text).toContain('☑ erledigt Typenschild fotografiert Baujahr 1998');
    expect(text).toContain('☐ offen Abrechnungen erhalten');
  });

  it('project information: customer, visit date, consultant, occupants, heating, notes', () => {
    const text = html('project-information', info);
    expect(text).toContain('Familie Wagner, 79100 Freiburg');
    expect(text).toContain('03.11.2026');
    expect(text).toContain('Dipl.-Ing. Anna Berger');
    expect(text).toContain('Personen im Haushalt 4');
    expect(text).toContain('Erdgas, Baujahr 1998, 24,0 kW');
    expect(text).toContain('Keller feucht.');
    expect(text).not.toMatch(rawKey);
  });

  it('the fallback names keys readably', () => {
    const text = html('unknown-module', { rooms: [{ name: 'Bad', heizlastW: 500, id: 'x' }] });
    expect(text).toContain('Raum 1 – Name Bad');
    expect(text).toContain('Raum 1 – Heizlast (W) 500');
    expect(text).not.toContain('rooms.1');
    expect(readableKey('bestandsheizung.leistungKw', () => null)).toBe(
      'Bestandsheizung – Leistung (kW)',
    );
    expect(readableKey('anlage.vorlaufTemp', () => null)).toBe('Anlage – Vorlauf temp');
  });
});
