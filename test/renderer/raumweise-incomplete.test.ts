import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../src/renderer/i18n';
import type { ModuleContext } from '../../src/renderer/modules/definition';

// The form reaches no core in a static render.
vi.mock('../../src/renderer/api', () => ({ api: {} }));
import { heatLoadOutcome } from '../../src/renderer/modules/heizlast-huellflaeche/model';
import {
  roomsInputsSchema,
  roomsResults,
  roomsTotal,
} from '../../src/renderer/modules/raumweise/model';
import { RoomsForm } from '../../src/renderer/modules/raumweise/RoomsForm';

/*
 * A room without a heat load must say what it lacks, where the consultant types it: rooms taken
 * from the survey have area, height, air change and θi but no θe, so none has a heat load, and
 * the radiator check waits; "noch unvollständig" alone sent the consultant searching the rooms.
 */

const context: ModuleContext = {
  project: { type: 'heat-planning' } as ModuleContext['project'],
  contact: null,
  building: null,
  modules: {},
};

const surveyed = {
  id: 'wohnen',
  name: 'Wohnzimmer',
  use: 'living',
  indoorTemperature: 20,
  area: 32.4,
  height: 2.5,
  airChangeRate: 0.5,
  radiators: [{ id: 'hk-1', kind: 'panel', ratedOutput: 2380 }],
};
/** The same room once its outer wall is entered. */
const withWall = {
  ...surveyed,
  elements: [{ id: 'bt-1', name: 'Außenwand', area: 12, u: 1.4 }],
};

/** The form's markup for these inputs. */
const markup = (inputs: unknown) =>
  renderToStaticMarkup(
    createElement(RoomsForm, {
      value: roomsInputsSchema.parse(inputs),
      onChange: () => undefined,
      context,
    } as never),
  ).replace(/<!-- -->/g, '');

/** The form as the consultant reads it: tags gone, one space between words. */
const shown = (inputs: unknown) =>
  markup(inputs)
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');

/** The error shown in the field whose (visible or read) label is given. */
function fieldError(inputs: unknown, label: string): string | null {
  const fields = markup(inputs).split('<label class="field').slice(1);
  const field = fields.find((f) => f.includes(`>${label}<`));
  if (!field) throw new Error(`no field ${label}`);
  return /class="field-error" role="alert">([^<]*)</.exec(field)?.[1] ?? null;
}

describe('raumweise says what a room lacks for its heat load', () => {
  beforeAll(() => void initI18n('de'));

  it('no θe: the error stands at the θe field, the sum and the radiator table name it', () => {
    const inputs = { rooms: [surveyed] };
    expect(fieldError(inputs, 'Norm-Außentemperatur θe')).toBe(
      'Norm-Außentemperatur θe: Angabe fehlt – ohne sie hat kein Raum eine Heizlast.',
    );
    const text = shown(inputs);
    expect(text).toContain('1 von 1 Räumen noch unvollständig: Norm-Außentemperatur θe fehlt.');
    expect(text).toContain('Wohnzimmer Heizlast noch offen: Norm-Außentemperatur θe');
  });

  it('a room without height and air change names them in its row and in the radiator table', () => {
    const inputs = {
      designOutdoorTemperature: -12,
      rooms: [
        withWall,
        { ...withWall, id: 'kind', name: 'Kinderzimmer', height: null, airChangeRate: null },
      ],
    };
    expect(fieldError(inputs, 'Norm-Außentemperatur θe')).toBeNull();
    const text = shown(inputs);
    expect(text).toContain('fehlt: Höhe, n');
    expect(text).toContain('Kinderzimmer Heizlast noch offen: Höhe, Luftwechsel');
    expect(text).toContain('1 von 2 Räumen noch unvollständig.');
    // The complete room shows its heat load, nothing missing.
    expect(text).toMatch(/Wohnzimmer Heizlast [\d.]+ W, θi 20 °C/);
    expect(text).not.toContain('Wohnzimmer Heizlast noch offen');
  });

  it('names a missing area and an incomplete element by the room table’s words', () => {
    const inputs = {
      designOutdoorTemperature: -12,
      rooms: [
        {
          ...surveyed,
          area: null,
          elements: [{ id: 'bt-1', name: 'Außenwand', area: 12, u: null }],
        },
      ],
    };
    const text = shown(inputs);
    expect(text).toContain('Wohnzimmer Heizlast noch offen: Fläche, Bauteil 1');
    // No room checked yet: the output column still says at which temperatures it will be.
    expect(text.replace(/\u00ad/g, '')).toContain('Leistung bei 55/45 °C W');
  });
});

describe('a room with no building elements has no heat load yet', () => {
  beforeAll(() => void initI18n('de'));

  // Ventilation alone (0.34 · 0.5 · 81 m³ · 32 K = 441 W) printed as the room's load reads as
  // computed and sizes the radiators and the heat pump too small.
  const inputs = {
    designOutdoorTemperature: -12,
    rooms: [withWall, { ...surveyed, id: 'kind', name: 'Kinderzimmer', area: 14, elements: [] }],
  };

  it('is left out of the sum and the radiator check, saying "keine Bauteile erfasst"', () => {
    const parsed = roomsInputsSchema.parse(inputs);
    const sum = roomsTotal(parsed);
    expect(sum.complete).toBe(1);
    expect(sum.outcomes[1]!.kind).toBe('incomplete');
    const values = roomsResults(parsed)!;
    expect(values.completeRooms).toBe(1);
    expect((values.rooms as { total: number | null }[])[1]!.total).toBeNull();
    const text = shown(inputs);
    expect(text).toContain('1 von 2 Räumen noch unvollständig.');
    expect(text).toContain('keine Bauteile erfasst');
    expect(text).toContain('Kinderzimmer Heizlast noch offen: keine Bauteile erfasst');
  });

  it('the envelope without any element names the gap instead of a load', () => {
    const outcome = heatLoadOutcome({
      indoorTemperature: 20,
      designOutdoorTemperature: -12,
      volume: 300,
      airChangeRate: 0.5,
      elements: [],
    });
    expect(outcome.kind).toBe('incomplete');
    expect(outcome.kind === 'incomplete' && outcome.missing).toEqual(['elements']);
  });

  it('the sum row says which rooms it adds up, not a floor area of 0,0 under typed areas', () => {
    // Two rooms with areas, one of them without walls: the sum covers the one with a load.
    const kitchen = { ...withWall, id: 'kueche', name: 'Küche', area: 12.1 };
    const inputs = { designOutdoorTemperature: -12, rooms: [surveyed, kitchen] };
    const foot = /<tfoot>(.*)<\/tfoot>/s.exec(markup(inputs))![1]!.replace(/<[^>]+>/g, ' ');
    expect(foot.replace(/\s+/g, ' ').trim()).toMatch(/^Summe \(1\/2 Räume\) 12,1 /);
    const none = /<tfoot>(.*)<\/tfoot>/s.exec(markup({ rooms: [surveyed] }))![1]!;
    expect(
      none
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    ).toMatch(/^Summe \(0\/1 Räume\) – –$/);
  });
});
