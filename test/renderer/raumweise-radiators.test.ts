import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { ModuleContext } from '../../src/renderer/modules/definition';
import { ModuleSection } from '../../src/renderer/features/report/ModuleSection';
import { initI18n } from '../../src/renderer/i18n';
import { moduleFixture } from './module-fixture';

// The editors' forms (imported through the registry) reach the core; the report never does.
vi.mock('../../src/renderer/api', () => ({ api: {} }));
import { roomsInputsSchema, roomsResults } from '../../src/renderer/modules/raumweise/model';
import { radiatorCheck } from '../../src/renderer/modules/raumweise/radiators';
import { RadiatorsSection } from '../../src/renderer/modules/raumweise/RadiatorsSection';

// A dwelling at 55 °C flow, 10 K spread, 10 kPa across each Danfoss RA-N valve (the default).
const inputs = roomsInputsSchema.parse({
  designOutdoorTemperature: -12,
  rooms: [
    {
      id: 'wohnen',
      name: 'Wohnen',
      indoorTemperature: 20,
      // Kermi Typ 11, 600 × 1,600 mm: 1,566 W at 75/65/20, about 812 W at 55/45/20.
      radiators: [{ id: 'hk-1', modelKey: 'kermi-profil-v-11-600', lengthMm: 1600 }],
    },
    {
      id: 'bad',
      name: 'Bad',
      indoorTemperature: 24,
      // Typed in: 900 W at 75/65/20, n 1.3.
      radiators: [{ id: 'hk-2', kind: 'panel', ratedOutput: 900 }],
    },
    {
      id: 'kind',
      name: 'Kind',
      indoorTemperature: 20,
      radiators: [{ id: 'hk-3', modelKey: 'kermi-profil-v-11-600', lengthMm: 800 }],
    },
    { id: 'flur', name: 'Flur', indoorTemperature: 15, radiators: [] },
  ],
});
const heatLoads = [700, 700, 600, 200];

describe('raumweise radiator check', () => {
  it('names how many rooms 55 °C carries and the critical room with the flow it needs', () => {
    const outcome = radiatorCheck(inputs, inputs.heatingSystem, heatLoads);
    if (outcome.kind !== 'ok') throw new Error(outcome.kind);
    const c = outcome.check;
    expect(c.flow).toBe(55);
    expect(c.return).toBe(45);
    // The hall has no radiator: not checked.
    expect(c.checked).toBe(3);
    expect(c.covered).toBe(1);
    expect(c.critical?.name).toBe('Bad');
    // By hand: 700/900 W → ΔT = 49.83 K · 0.778^(1/1.3) = 41.07 K; with 10 K spread
    // θR = 24 + 10/(e^(10/41.07) − 1) = 60.27 °C, θV = 70.27 °C.
    expect(c.critical!.requiredFlow).toBeCloseTo(70.27, 1);
    const wohnen = c.rooms.find((r) => r.id === 'wohnen')!;
    expect(wohnen.covered).toBe(true);
    expect(wohnen.coverage!).toBeCloseTo(wohnen.output / 700, 9);
  });

  it('proposes a longer radiator of the same type for a room from the catalogue', () => {
    const outcome = radiatorCheck(inputs, inputs.heatingSystem, heatLoads);
    if (outcome.kind !== 'ok') throw new Error(outcome.kind);
    const kind = outcome.check.rooms.find((r) => r.id === 'kind')!;
    expect(kind.covered).toBe(false);
    // 600 W at 55/45/20 with 507 W/m → 1.18 m → 1,200 mm of the same Typ 11, 600 mm.
    expect(kind.fix!.larger!.model.key).toBe('kermi-profil-v-11-600');
    expect(kind.fix!.larger!.lengthMm).toBe(1200);
    // Typed radiators get the rated output the replacement needs.
    const bad = outcome.check.rooms.find((r) => r.id === 'bad')!;
    expect(bad.fix!.larger).toBeNull();
    expect(bad.fix!.neededRatedOutput).toBeGreaterThan(900);
  });

  it('gives each radiator its volume flow and presetting from the valve table', () => {
    const outcome = radiatorCheck(inputs, inputs.heatingSystem, heatLoads);
    if (outcome.kind !== 'ok') throw new Error(outcome.kind);
    const hk = outcome.check.rooms.find((r) => r.id === 'wohnen')!.radiators[0]!;
    // 700 W / (1.163 · 10 K) = 60.2 l/h; kv = 0.0602 / √0.1 = 0.190 → RA-N step 2 (kv 0.21).
    expect(hk.volumeFlow).toBeCloseTo(60.19, 2);
    expect(hk.presetting!.step.setting).toBe('2');
    expect(outcome.check.valve!.name).toMatch(/RA-N/);
    expect(outcome.check.totalVolumeFlow).toBeCloseTo(2000 / (1.163 * 10), 6);
  });

  it('gives a floor heating circuit its volume flow for the manifold, no valve presetting', () => {
    // A floor circuit is set at the manifold's flow meter; an RA-N step would send the installer
    // to a valve the circuit does not have.
    const withFloor = roomsInputsSchema.parse({
      ...inputs,
      rooms: inputs.rooms.map((room) =>
        room.id === 'bad'
          ? { ...room, radiators: [{ id: 'fbh-1', kind: 'floor', ratedOutput: 900 }] }
          : room,
      ),
    });
    const outcome = radiatorCheck(withFloor, withFloor.heatingSystem, heatLoads);
    if (outcome.kind !== 'ok') throw new Error(outcome.kind);
    const floor = outcome.check.rooms.find((r) => r.id === 'bad')!.radiators[0]!;
    expect(floor.volumeFlow).toBeCloseTo(700 / (1.163 * 10), 6);
    expect(floor).toMatchObject({ presetting: null, atManifold: true });
    const panel = outcome.check.rooms.find((r) => r.id === 'wohnen')!.radiators[0]!;
    expect(panel).toMatchObject({ atManifold: false, presetting: { step: { setting: '2' } } });
  });

  it('estimates the pump head from the longest run once it is given', () => {
    const system = { ...inputs.heatingSystem, longestRun: 50, generatorPressureDrop: 15_000 };
    const outcome = radiatorCheck(inputs, system, heatLoads);
    if (outcome.kind !== 'ok') throw new Error(outcome.kind);
    // 100 Pa/m · 50 m · 1.3 + 10 kPa + 15 kPa = 31.5 kPa → 3.21 m.
    expect(outcome.check.pump!.head).toBeCloseTo(3.21, 2);
    expect(radiatorCheck(inputs, inputs.heatingSystem, heatLoads)).toMatchObject({
      check: { pump: null },
    });
  });

  it('refuses a return temperature at or below a room temperature, naming the room', () => {
    const system = { ...inputs.heatingSystem, flowTemperature: 30, spread: 7 };
    expect(radiatorCheck(inputs, system, heatLoads)).toEqual({
      kind: 'refused',
      problem: 'returnBelowRoom',
      room: 'Bad',
    });
  });

  it('says nothing while no room has a heat load and a complete radiator', () => {
    expect(radiatorCheck(inputs, inputs.heatingSystem, [null, null, null, null]).kind).toBe('none');
  });
});

// A room whose heat load is complete (12 m² wall at U 1.2, 50 m³ at 0.5/h), with one radiator.
const completeRoom = {
  id: 'wohnen',
  name: 'Wohnen',
  indoorTemperature: 20,
  area: 20,
  height: 2.5,
  airChangeRate: 0.5,
  elements: [{ id: 'bt-1', name: 'Außenwand', area: 12, u: 1.2 }],
  radiators: [{ id: 'hk-1', modelKey: 'kermi-profil-v-11-600', lengthMm: 1600 }],
};

describe('raumweise results carry the radiator check', () => {
  it('stores the flow temperature and per radiator its volume flow and presetting', () => {
    const complete = roomsInputsSchema.parse({
      designOutdoorTemperature: -12,
      rooms: [completeRoom],
    });
    const values = roomsResults(complete)!;
    const stored = values.radiatorCheck as {
      flowTemperature: number;
      rooms: { heatLoad: number; radiators: { volumeFlow: number; presetting: string }[] }[];
    };
    const total = (values.rooms as { total: number }[])[0]!.total;
    expect(stored.flowTemperature).toBe(55);
    expect(stored.rooms[0]!.heatLoad).toBe(total);
    expect(stored.rooms[0]!.radiators[0]!.volumeFlow).toBeCloseTo(total / 11.63, 9);
    expect(stored.rooms[0]!.radiators[0]!.presetting).toMatch(/^[1-7N]$/);
  });
});

describe('the printed report carries the VdZ data (Verfahren B)', () => {
  it('prints flow and return, per radiator volume flow and presetting, the pump and the consultant', () => {
    initI18n('de');
    const payload = {
      designOutdoorTemperature: -12,
      rooms: [completeRoom],
      heatingSystem: {
        flowTemperature: 55,
        spread: 10,
        longestRun: 50,
        generatorPressureDrop: 15_000,
      },
    };
    const context: ModuleContext = {
      project: { type: 'heat-planning' } as ModuleContext['project'],
      contact: null,
      building: null,
      modules: {
        'project-information': moduleFixture('project-information', {
          berater: 'Eva Berger',
          ortstermin: '2026-11-20',
        }),
      },
    };
    const text = renderToStaticMarkup(
      createElement(ModuleSection, {
        module: { ...moduleFixture('raumweise', payload, 'completed'), schemaVersion: 2 },
        context,
      }),
    )
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ');
    expect(text).toContain('Daten für die VdZ-Bestätigung');
    expect(text).toContain('Vorlauf 55 °C, Rücklauf 45 °C');
    expect(text).toContain('Danfoss RA-N');
    // The radiator named as the editor names it, the pump in the editor's sentence and its basis.
    expect(text).toContain('Flachheizkörper Kermi therm-x2 Profil-V Typ 11, 600 × 1.600 mm');
    expect(text).toMatch(
      /Pumpe: Förderstrom \d+ l\/h \([\d,]+ m³\/h\), Förderhöhe 3,2 m \([\d,]+ kPa\); Einstellung: Differenzdruck konstant \(Δp-c\) auf 3,2 m\./,
    );
    expect(text).toContain('Grundlage: längster Strang 50 m, Druckverlust Wärmeerzeuger');
    expect(text).toContain('Energieberater: Eva Berger · Datum: 20.11.2026');
  });
});

describe('the printed VdZ data send a floor heating circuit to the manifold', () => {
  it('prints "am Heizkreisverteiler" where a radiator has its valve presetting', () => {
    initI18n('de');
    const floorRoom = {
      ...completeRoom,
      radiators: [{ id: 'fbh-1', kind: 'floor', ratedOutput: 1500 }],
    };
    const text = renderToStaticMarkup(
      createElement(ModuleSection, {
        module: {
          ...moduleFixture(
            'raumweise',
            { designOutdoorTemperature: -12, rooms: [floorRoom] },
            'completed',
          ),
          schemaVersion: 2,
        },
        context: {
          project: { type: 'heat-planning' } as ModuleContext['project'],
          contact: null,
          building: null,
          modules: {},
        },
      }),
    )
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ');
    expect(text).toContain('Daten für die VdZ-Bestätigung');
    expect(text).toContain('am Heizkreisverteiler');
  });
});

describe('the printed VdZ data say when a presetting cannot give the design flow', () => {
  // A WC of 4 m² × 2.5 m with air change only: 0.34 · 0.5 · 10 m³ · 32 K = 54.4 W → 4.7 l/h at
  // 10 K; kv = 0.0047 / √0.1 = 0.015 m³/h, below RA-N step 1 (kv 0.14, Danfoss VD.VES.303): the
  // valve passes more than the design flow even at its smallest step. Printed as "1" alone, the
  // installer would set 1 and take the radiator as balanced.
  const wc = {
    id: 'wc',
    name: 'WC',
    indoorTemperature: 20,
    area: 4,
    height: 2.5,
    airChangeRate: 0.5,
    // An inner WC between rooms as warm: its walls are entered, at 20 °C behind them.
    elements: [
      {
        id: 'bt-wc',
        name: 'Innenwand',
        area: 8,
        u: 1.5,
        temperature: 'adjacent',
        adjacentTemperature: 20,
      },
    ],
    radiators: [{ id: 'hk-wc', kind: 'panel', ratedOutput: 300 }],
  };
  const printed = (rooms: object[]) => {
    initI18n('de');
    const context: ModuleContext = {
      project: { type: 'heat-planning' } as ModuleContext['project'],
      contact: null,
      building: null,
      modules: {},
    };
    const payload = { designOutdoorTemperature: -12, rooms };
    return renderToStaticMarkup(
      createElement(ModuleSection, {
        module: { ...moduleFixture('raumweise', payload, 'completed'), schemaVersion: 2 },
        context,
      }),
    );
  };
  const vdzRow = (html: string, room: string) => {
    const vdz = html.slice(html.indexOf('data-testid="vdz-data"'));
    const row = [...vdz.matchAll(/<tr>(.*?)<\/tr>/g)].find((r) => r[1]!.includes(`>${room}<`));
    return (row?.[1] ?? '')
      .split(/<\/td>/)
      .map((cell) =>
        cell
          .replace(/<[^>]+>/g, '')
          .replace(/\u00ad/g, '')
          .trim(),
      )
      .filter(Boolean);
  };

  it('marks the setting "kleinste Stufe" and says under the table what to do, naming the room', () => {
    const html = printed([completeRoom, wc]);
    expect(vdzRow(html, 'WC').at(-1)).toBe('1 (kleinste Stufe)');
    // Wohnen: 733 W → 63 l/h, kv 0.20 → step 2 (kv 0.21) passes it: the setting alone.
    expect(vdzRow(html, 'Wohnen').at(-1)).toBe('2');
    const notes = [...html.matchAll(/data-testid="presetting-note">([^<]*)</g)].map((m) => m[1]);
    expect(notes).toEqual([
      'Kleinste Stufe (WC): Auch sie lässt mehr als den Auslegungsvolumenstrom durch. ' +
        'Differenzdruck am Ventil senken oder ein Ventil für kleine Volumenströme wählen.',
    ]);
  });

  it('prints no note when every setting gives its design flow', () => {
    expect(printed([completeRoom])).not.toContain('presetting-note');
  });

  it('names a room with a heat load but no radiator under the VdZ table', () => {
    // The form confirms every room: one left out without a word would read as balanced.
    const html = printed([completeRoom, { ...wc, id: 'flur', name: 'Flur', radiators: [] }]);
    const text = html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    expect(vdzRow(html, 'Flur')).toEqual([]);
    expect(text).toContain('Noch nicht im Abgleich, kein Heizkörper erfasst: Flur.');
  });

  it('prints a room without elements as incomplete, named under the rooms and the VdZ table', () => {
    // Its ventilation alone (54.4 W) printed as Φ_HL would look computed and balance the valve
    // for a fraction of the room's load.
    const html = printed([completeRoom, { ...wc, elements: [] }]);
    const text = html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    const roomsRow = [...html.matchAll(/<tr>(.*?)<\/tr>/g)]
      .map((r) => r[1]!.replace(/<\/td>/g, '|').replace(/<[^>]+>/g, ''))
      .find((r) => r.startsWith('WC|'));
    expect(roomsRow?.split('|').slice(4, 7)).toEqual(['–', '–', 'unvollständig']);
    expect(text).toContain(
      'Nicht in der Summe, Heizlast unvollständig: WC (keine Bauteile erfasst).',
    );
    expect(vdzRow(html, 'WC')).toEqual([]);
    expect(text).toContain(
      'Noch nicht im Abgleich, Heizlast unvollständig: WC (keine Bauteile erfasst).',
    );
  });
});

describe('the radiator catalogue as the consultant sees it', () => {
  it('offers the Purmo Typ 33 and names every maker’s table the catalogue comes from', () => {
    initI18n('de');
    const value = roomsInputsSchema.parse({
      rooms: [
        {
          ...completeRoom,
          radiators: [{ id: 'hk-1', modelKey: 'purmo-plan-ventil-compact-33-300', lengthMm: 400 }],
        },
      ],
    });
    const html = renderToStaticMarkup(
      createElement(RadiatorsSection, { value, heatLoads: [null], onChange: () => {} }),
    )
      .replace(/<!-- -->/g, '')
      .replace(/&quot;/g, '"');
    // Offered under its maker and series; chosen, the select shows type and height and the line
    // below it the maker and series (the closed select is narrow).
    expect(html).toContain('<optgroup label="Purmo Plan Ventil Compact">');
    expect(html).toMatch(/<option value="purmo-plan-ventil-compact-33-300"[^>]*>Typ 33, 300 mm</);
    expect(/data-testid="radiator-model-maker">([^<]*)</.exec(html)?.[1]).toBe(
      'Purmo Plan Ventil Compact',
    );
    const note = /data-testid="catalogue-source">([^<]*)</.exec(html)![1]!;
    expect(note).toContain('Kermi, Flachheizkörper therm-x2 Profil-V');
    expect(note).toContain('Purmo, Plan Ventil Compact');
    // The rated output of the chosen size stands in its column before the room's heat load is
    // known: 526 W for 400 mm, as the maker's table lists it.
    expect(/data-testid="radiator-rated">([^<]*)</.exec(html)?.[1]).toBe('526');
  });
});
