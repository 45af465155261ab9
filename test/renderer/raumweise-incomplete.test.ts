import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../src/renderer/i18n';
import type { ModuleContext } from '../../src/renderer/modules/definition';

// The form reaches no core in a static render.
vi.mock('../../src/renderer/api', () => ({ api: {} }));
import { roomsInputsSchema } from '../../src/renderer/modules/raumweise/model';
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
        surveyed,
        { ...surveyed, id: 'kind', name: 'Kinderzimmer', height: null, airChangeRate: null },
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
