import { describe, expect, it } from 'vitest';
import {
  emptyConsultantProfile,
  letterhead,
  profileLines,
  profileProblems,
  type ConsultantProfile,
} from '../../src/shared/domain/consultant-profile';
import {
  beforeLeaving,
  openItemCount,
  type LeavingDocument,
} from '../../src/shared/survey/before-leaving';
import {
  emptySurvey,
  standardUValue,
  surveyKey,
  surveyOf,
  surveyPatch,
  type Survey,
  type SurveyComponent,
} from '../../src/shared/survey/schema';

const v = <T>(wert: T, herkunft: 'gemessen' | 'unterlagen' | 'geschaetzt' = 'gemessen') => ({
  wert,
  herkunft,
  quelle: null,
});

const component = (id: string, art: SurveyComponent['art'], extra: object = {}): SurveyComponent =>
  ({
    id,
    art,
    bezeichnung: id,
    konstruktion: v(null),
    verglasung: v(null),
    baujahr: v(null),
    flaeche: v(20),
    daemmungVorhanden: v(false),
    daemmstaerke: v(null),
    zustand: v(null),
    uWert: v(1.2, 'unterlagen'),
    ...extra,
  }) as SurveyComponent;

const profile: ConsultantProfile = {
  name: 'Petra Lindner',
  company: 'Energieberatung Lindner',
  street: 'Hauptstraße 5',
  postalCode: '34117',
  city: 'Kassel',
  phone: '+49 561 123456',
  email: 'lindner@example.de',
  logo: 'data:image/png;base64,iVBORw0KGgo=',
};

/** A survey a consultant would leave with: everything taken, measured or from documents. */
function completeSurvey(): Survey {
  const s = emptySurvey();
  s.gebaeude.typ = v('einfamilienhaus');
  s.gebaeude.baujahr = v(1965, 'unterlagen');
  s.gebaeude.beheizteFlaeche = v(140);
  s.bauteile = [
    component('Außenwand', 'wand'),
    component('Dach', 'dach'),
    component('Kellerdecke', 'boden'),
    component('Fenster', 'fenster'),
  ];
  s.heizung.nennleistung = v(24, 'unterlagen');
  s.heizung.verteilung = v('heizkoerper');
  s.heizung.pumpe = v('ungeregelt');
  s.heizung.brennstoff = v('erdgas');
  s.heizung.warmwasser = v('zentralMitHeizung');
  s.raeume = [
    {
      id: 'r1',
      name: 'Wohnzimmer',
      flaeche: v(32),
      solltemperatur: v(20),
      heizkoerper: [
        {
          id: 'h1',
          typ: v('plattenheizkoerper'),
          bauart: v('22'),
          laenge: v(1200),
          hoehe: v(600),
          normleistung: v(null),
        },
      ],
    },
  ];
  s.verbrauch = [2022, 2023, 2024].map((jahr) => ({
    id: `g${jahr}`,
    energietraeger: v('erdgas' as const),
    jahr: v(jahr),
    menge: v(21_000, 'unterlagen'),
    einheit: v('kWh' as const),
  }));
  s.verbrauch.push({
    id: 's2024',
    energietraeger: v('strom'),
    jahr: v(2024),
    menge: v(3_900, 'unterlagen'),
    einheit: v('kWh'),
  });
  s.unterlagen = { heizkostenabrechnungen: true };
  return s;
}

const items = (docs: LeavingDocument[], document: string) =>
  docs.find((d) => d.document === document)!.items;

describe('the survey payload', () => {
  it('lives under its own key of the project-information payload, read back as stored', () => {
    const s = completeSurvey();
    const payload = { kunde: { name: 'Müller' }, ...surveyPatch(s) };
    expect(Object.keys(surveyPatch(s))).toEqual([surveyKey]);
    expect(surveyOf(payload)).toEqual(s);
  });

  it('reads a missing or damaged survey as an empty one, every value not yet taken', () => {
    expect(surveyOf({ kunde: {} }).gebaeude.baujahr).toEqual({
      wert: null,
      herkunft: null,
      quelle: null,
    });
    expect(surveyOf({ [surveyKey]: { bauteile: 'kaputt' } }).bauteile).toEqual([]);
  });

  it('offers the typology U-value as a Standardwert that names its source', () => {
    // IWU DE.MOBASY.05 (1958–1968), massive wall: 1.2 W/(m²K); double glazing 1958–1968: 2.4.
    const wall = component('Wand', 'wand', { konstruktion: v('massiv'), uWert: v(null) });
    expect(standardUValue(wall, 1965)).toEqual({
      wert: 1.2,
      herkunft: 'standardwert',
      quelle: expect.stringContaining('DE.MOBASY.05 (1958–1968)'),
    });
    const window = component('Fenster', 'fenster', { verglasung: v('zweifach'), baujahr: v(1990) });
    expect(standardUValue(window, 1965)?.wert).toBe(2.7); // its own year counts: 1984–1994
    // Insulated later, or no year known: the typology does not apply.
    expect(standardUValue({ ...wall, daemmungVorhanden: v(true) }, 1965)).toBeNull();
    expect(standardUValue(wall, null)).toBeNull();
  });
});

describe('before you leave', () => {
  const input = (survey: Survey, p = profile, pvPlanCount = 1) => ({
    projectType: 'heat-planning',
    survey,
    profile: p,
    pvPlanCount,
  });

  it('is empty for a complete survey of a heat-planning project', () => {
    const docs = beforeLeaving(input(completeSurvey()));
    expect(docs.map((d) => d.document)).toEqual(['heizlast', 'hydraulik', 'pvAngebot', 'bericht']);
    expect(openItemCount(docs)).toBe(0);
  });

  it('lists what an empty project lacks, each with where it is entered', () => {
    const docs = beforeLeaving(input(emptySurvey(), emptyConsultantProfile, 0));
    expect(items(docs, 'heizlast')).toContainEqual(
      expect.objectContaining({
        state: 'missing',
        field: 'baujahr',
        target: { kind: 'survey', section: 'gebaeude', field: 'baujahr' },
      }),
    );
    expect(items(docs, 'heizlast').map((i) => i.field)).toEqual(
      expect.arrayContaining([
        'bauteilWand',
        'bauteilDach',
        'bauteilBoden',
        'bauteilFenster',
        'raeume',
      ]),
    );
    expect(items(docs, 'pvAngebot').map((i) => i.target.kind)).toContain('pvPlans');
    // The profile's empty lines: the report would print without them.
    expect(items(docs, 'bericht')).toContainEqual(
      expect.objectContaining({ field: 'profil.name', target: { kind: 'profile', field: 'name' } }),
    );
  });

  it('names an estimated value as estimated, at its component', () => {
    const s = completeSurvey();
    s.bauteile[0]!.uWert = v(1.4, 'geschaetzt');
    const found = items(beforeLeaving(input(s)), 'heizlast');
    expect(found).toEqual([
      expect.objectContaining({
        state: 'estimated',
        field: 'uWert',
        subject: 'Außenwand',
        target: { kind: 'survey', section: 'bauteile', itemId: 'Außenwand', field: 'uWert' },
      }),
    ]);
  });

  it('accepts a typology Standardwert for the heat load (DIN/TS 12831-1 allows defaults)', () => {
    const s = completeSurvey();
    s.bauteile[0]!.uWert = { wert: 1.2, herkunft: 'standardwert', quelle: 'IWU …' };
    expect(items(beforeLeaving(input(s)), 'heizlast')).toEqual([]);
  });

  it('asks for radiators per room for the hydraulic balancing', () => {
    const s = completeSurvey();
    s.raeume[0]!.heizkoerper = [];
    expect(items(beforeLeaving(input(s)), 'hydraulik')).toEqual([
      expect.objectContaining({ field: 'heizkoerper', subject: 'Wohnzimmer' }),
    ]);
  });

  it('needs three consecutive years and the bills for an energy certificate', () => {
    const s = completeSurvey();
    s.verbrauch = s.verbrauch.filter((r) => r.jahr.wert !== 2023);
    s.unterlagen = {};
    const docs = beforeLeaving({ ...input(s), projectType: 'energieausweis' });
    expect(docs.map((d) => d.document)).toEqual(['energieausweis', 'bericht']);
    expect(items(docs, 'energieausweis').map((i) => i.field)).toEqual([
      'verbrauchsjahre',
      'unterlage.heizkostenabrechnungen',
    ]);
  });

  it('counts an item needed by two documents once on the badge', () => {
    const s = completeSurvey();
    s.gebaeude.baujahr = v(null);
    const docs = beforeLeaving(input(s));
    expect(items(docs, 'heizlast').length + items(docs, 'bericht').length).toBe(2);
    expect(openItemCount(docs)).toBe(1);
  });
});

describe('the consultant profile', () => {
  it('prints only the lines it has, never a placeholder', () => {
    expect(profileLines(profile)).toEqual([
      'Petra Lindner',
      'Energieberatung Lindner',
      'Hauptstraße 5',
      '34117 Kassel',
      '+49 561 123456',
      'lindner@example.de',
    ]);
    expect(profileLines({ ...emptyConsultantProfile, name: 'P. Lindner', city: 'Kassel' })).toEqual(
      ['P. Lindner', 'Kassel'],
    );
    expect(profileLines(emptyConsultantProfile)).toEqual([]);
  });

  it('heads page 1 with the company and the consultant, or with nothing', () => {
    expect(letterhead(profile)).toBe('Energieberatung Lindner · Petra Lindner');
    expect(letterhead({ ...emptyConsultantProfile, name: ' P. Lindner ' })).toBe('P. Lindner');
    expect(letterhead({ ...emptyConsultantProfile, city: 'Kassel' })).toBeNull();
  });

  it('names a wrong e-mail and phone at their fields', () => {
    expect(profileProblems({ ...profile, email: 'lindner(at)x', phone: 'abc' })).toEqual({
      email: 'email',
      phone: 'phone',
    });
    expect(profileProblems(profile)).toEqual({});
  });
});
