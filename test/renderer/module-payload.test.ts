import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ModuleContext, ModuleEditorDef } from '../../src/renderer/modules/definition';
import {
  mergeEdits,
  mergeInputs,
  migratePayload,
  normalizePath,
  openModule,
  payloadToSave,
  serverIssuesOf,
  storedResults,
  versionState,
} from '../../src/renderer/modules/payload';
import { envelopeModule } from '../../src/renderer/modules/heizlast-huellflaeche';
import { checkDecimal } from '../../src/renderer/ui/fields/number-input';
import { formatGermanNumber, parseGermanNumber } from '../../src/shared/numbers/german-number';

/* The payload rules of the editor host (DESIGN.md decision 9), with a small editor of version 2. */

interface Inputs {
  name: string;
  area: number | null;
}

const context = {
  project: {} as ModuleContext['project'],
  contact: null,
  building: null,
  modules: {},
} satisfies ModuleContext;

const testEditor: ModuleEditorDef<Inputs> = {
  schemaVersion: 2,
  schema: z.object({ name: z.string().default(''), area: z.number().nullable().default(null) }),
  migrations: {
    // Version 1 stored the area as `flaeche`; the step renames it and keeps everything else.
    1: ({ flaeche, ...rest }) => ({ ...rest, area: typeof flaeche === 'number' ? flaeche : null }),
  },
  initial: () => ({ name: 'Neu', area: null }),
  Form: () => null,
  results: (value) => (value.area === null ? null : { double: value.area * 2 }),
  calculation: 'test@1',
};

describe('mergeInputs', () => {
  it('keeps every key it does not name, in place, and puts inputs and results on top', () => {
    const stored = { fremd: { tief: [1, 'x'] }, name: 'Alt', schemaVersion: 7, notiz: null };
    const results = {
      calculation: 'test@1',
      computedAt: '2026-11-22T09:00:00.000Z',
      values: { double: 8 },
    };
    const next = mergeInputs(stored, { name: 'Neu', area: 4 }, results);
    expect(next).toEqual({ ...stored, name: 'Neu', area: 4, results });
    expect(Object.keys(next)).toEqual([
      'fremd',
      'name',
      'schemaVersion',
      'notiz',
      'area',
      'results',
    ]);
    expect(next.fremd).toBe(stored.fremd);
    expect(stored.name).toBe('Alt'); // not mutated
  });

  it('leaves stored results alone when undefined, removes them when null', () => {
    const stored = { results: { calculation: 'x', computedAt: 'y', values: {} } };
    expect(mergeInputs(stored, {}).results).toEqual(stored.results);
    expect(mergeInputs(stored, {}, null).results).toBeNull();
  });
});

describe('schemaVersion', () => {
  it('tells current, older and newer apart', () => {
    expect(versionState(testEditor, 2)).toEqual({ kind: 'current' });
    expect(versionState(testEditor, 1)).toEqual({ kind: 'older', stored: 1, known: 2 });
    expect(versionState(testEditor, 3)).toEqual({ kind: 'newer', stored: 3, known: 2 });
    expect(versionState({ ...testEditor, anyVersion: true }, 9)).toEqual({ kind: 'current' });
  });

  it('migrates an older payload step by step on open and writes the new version on save', () => {
    const module = { schemaVersion: 1, payload: { name: 'Wand', flaeche: 12.5, extra: 'bleibt' } };
    expect(migratePayload(testEditor, module.payload, 1)).toEqual({
      name: 'Wand',
      extra: 'bleibt',
      area: 12.5,
    });
    const opened = openModule<Inputs>(testEditor, module, context);
    expect(opened.ok && opened.inputs).toEqual({ name: 'Wand', area: 12.5 });
    if (!opened.ok) throw new Error('not opened');
    const saved = payloadToSave(
      testEditor,
      'x',
      opened.base,
      1,
      opened.inputs,
      context,
      new Date(0),
    );
    expect(saved.schemaVersion).toBe(2);
    expect(saved.payload).toEqual({
      name: 'Wand',
      extra: 'bleibt',
      area: 12.5,
      results: {
        calculation: 'test@1',
        computedAt: '1970-01-01T00:00:00.000Z',
        values: { double: 25 },
      },
    });
  });

  it('does not send a schemaVersion when the payload is current, and keeps a newer one untouched', () => {
    const current = payloadToSave(
      testEditor,
      'x',
      { name: 'a', area: 1 },
      2,
      { name: 'b', area: 1 },
      context,
    );
    expect(current.schemaVersion).toBeUndefined();
    const newer = openModule<Inputs>(
      testEditor,
      { schemaVersion: 5, payload: { name: 'N', area: 3, neu: true } },
      context,
    );
    expect(newer.version.kind).toBe('newer');
    expect(newer.ok && newer.base).toEqual({ name: 'N', area: 3, neu: true });
  });

  it('opens an empty module with the initial inputs and refuses a payload of the wrong shape', () => {
    const empty = openModule<Inputs>(testEditor, { schemaVersion: 1, payload: null }, context);
    expect(empty.ok && empty.inputs).toEqual({ name: 'Neu', area: null });
    const wrong = openModule<Inputs>(
      testEditor,
      { schemaVersion: 2, payload: { area: 'viel' } },
      context,
    );
    expect(wrong).toMatchObject({ ok: false, problem: 'area' });
  });

  it('writes results null when the inputs are incomplete', () => {
    const saved = payloadToSave(
      testEditor,
      'x',
      { results: { old: 1 } },
      2,
      { name: '', area: null },
      context,
    );
    expect(saved.payload.results).toBeNull();
  });

  it('reads stored results only in the documented shape', () => {
    expect(
      storedResults({ results: { calculation: 'a', computedAt: 'b', values: { u: 1 } } })?.values,
    ).toEqual({ u: 1 });
    expect(storedResults({ results: { u: 1 } })).toBeNull();
    expect(storedResults(null)).toBeNull();
  });
});

describe('edits and changes made elsewhere', () => {
  it("takes their value where the user left it, the user's where the user changed it", () => {
    const base = { a: 'alt', b: 'alt', nested: { x: 1, y: 1 }, list: [1] };
    const mine = { a: 'meins', b: 'alt', nested: { x: 2, y: 1 }, list: [1] };
    const theirs = { a: 'alt', b: 'Büro', nested: { x: 1, y: 3 }, list: [1, 2] };
    expect(mergeEdits(base, mine, theirs)).toEqual({
      a: 'meins',
      b: 'Büro',
      nested: { x: 2, y: 3 },
      list: [1, 2],
    });
    // Both changed the same value: the user's input wins (the editor showed the difference).
    expect(mergeEdits({ a: 1 }, { a: 2 }, { a: 3 })).toEqual({ a: 2 });
  });

  it('does not call a value changed because its keys come in another order', () => {
    // The schema's parse puts keys in its own order; the stored layer has them as the server
    // sent them. Untouched by the user, the layer must take the change made elsewhere.
    const base = { layers: [{ material: 'Ziegel', thickness: 0.24 }] };
    const mine = { layers: [{ thickness: 0.24, material: 'Ziegel' }] };
    const theirs = { layers: [{ material: 'Ziegel', thickness: 0.3 }] };
    expect(mergeEdits(base, mine, theirs)).toEqual(theirs);
  });

  it('does not write defaults for keys the stored payload does not have', () => {
    const stored = { name: 'Wand', fremd: 1 };
    const saved = payloadToSave(testEditor, 'x', stored, 2, { name: 'Wand', area: null }, context);
    expect(saved.payload).toEqual({ name: 'Wand', fremd: 1, results: null });
    const changed = payloadToSave(testEditor, 'x', stored, 2, { name: 'Wand', area: 2 }, context);
    expect(changed.payload).toMatchObject({ name: 'Wand', fremd: 1, area: 2 });
  });
});

describe('server validationState', () => {
  it('places messages by path and keeps the rest general', () => {
    expect(normalizePath('elements[0].area')).toBe('elements.0.area');
    expect(normalizePath(['rooms', 2, 'name'])).toBe('rooms.2.name');
    const issues = serverIssuesOf({
      errors: ['Schichtdicke fehlt', { path: 'elements[1].u', message: 'U fehlt' }],
      fields: { 'rooms.0.area': 'Fläche unplausibel' },
      area: 'zu groß',
    });
    expect(issues.general).toEqual(['Schichtdicke fehlt']);
    expect(issues.byPath).toEqual({
      'elements.1.u': 'U fehlt',
      'rooms.0.area': 'Fläche unplausibel',
      area: 'zu groß',
    });
    expect(serverIssuesOf(null)).toEqual({ byPath: {}, general: [] });
  });
});

describe('German number input', () => {
  it('reads German and pasted formats', () => {
    expect(parseGermanNumber('0,045')).toBe(0.045);
    expect(parseGermanNumber(' 1.234,5 ')).toBe(1234.5);
    expect(parseGermanNumber('1.234')).toBe(1234);
    expect(parseGermanNumber('0.045')).toBe(0.045);
    expect(parseGermanNumber('−12')).toBe(-12);
    expect(parseGermanNumber('-0,5')).toBe(-0.5);
    expect(parseGermanNumber('')).toBeNull();
    expect(parseGermanNumber('0,0,1')).toBeNaN();
    expect(parseGermanNumber('abc')).toBeNaN();
    expect(parseGermanNumber('1e3')).toBeNaN();
  });

  it('shows a value with a decimal comma and names what is wrong', () => {
    expect(formatGermanNumber(0.045)).toBe('0,045');
    expect(formatGermanNumber(1234.5)).toBe('1234,5');
    expect(formatGermanNumber(null)).toBe('');
    expect(checkDecimal('0', { min: 0, minExclusive: true })).toEqual({
      problem: 'minExclusive',
      bound: 0,
    });
    expect(checkDecimal('', { required: true })).toEqual({ problem: 'required' });
    expect(checkDecimal('25', { max: 24 })).toEqual({ problem: 'max', bound: 24 });
    expect(checkDecimal('x', {})).toEqual({ problem: 'number' });
    expect(checkDecimal('0,5', { min: 0, max: 1 })).toBeNull();
  });
});

/*
 * A module saved in an older format whose value the editor cannot read (the office's "viel" for
 * the air change rate, taken as the server's side of a conflict) opens without a made-up value:
 * the field is empty and said to be missing, never the editor's default shown as if stored.
 */
describe('an older module with a value the editor cannot read', () => {
  it('opens the Heizlast with the air change rate empty, not the default 0,5', () => {
    const opened = openModule<{ airChangeRate: number | null; heatedArea: number | null }>(
      envelopeModule,
      {
        schemaVersion: 1,
        payload: {
          normAussentemperatur: -12,
          gebaeude: { beheizteFlaeche: 142.5, luftwechsel: 'viel' },
        },
      },
      context,
    );
    expect(opened.ok).toBe(true);
    if (!opened.ok) return;
    expect(opened.inputs.heatedArea).toBe(142.5);
    expect(opened.inputs.airChangeRate).toBeNull();
    // The office's text is kept where it was, for the payload sent next.
    expect(opened.base).toMatchObject({ gebaeude: { luftwechsel: 'viel' } });
  });
});
