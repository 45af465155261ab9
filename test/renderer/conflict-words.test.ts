import { beforeAll, describe, expect, it } from 'vitest';
import {
  entrySearchTexts,
  ownValueKind,
  pathLabel,
  valueText,
} from '../../src/renderer/features/outbox/conflict-words';
import { i18n, initI18n } from '../../src/renderer/i18n';
import { matchesSearch } from '../../src/shared/search/fold';
import type { ConflictField } from '../../src/shared/ipc/contract';

/* A conflict's keys and values as the user knows them. */

beforeAll(() => {
  initI18n('de');
});
const t = () => i18n.t;
const field = (path: string, sides: Partial<ConflictField>): ConflictField => ({
  path,
  segments: path.split('.'),
  ...sides,
});

describe('conflict keys and values in words', () => {
  it('labels keys of contacts, deals and module payloads, nested with their parent', () => {
    expect(pathLabel(t(), ['fields', 'phone'])).toBe('Telefon');
    expect(pathLabel(t(), ['stageId'])).toBe('Phase');
    expect(pathLabel(t(), ['payload', 'gebaeude', 'luftwechsel'])).toBe(
      'Gebäude › Luftwechsel (1/h)',
    );
    // A key no catalogue knows is said in words, not as camelCase.
    expect(pathLabel(t(), ['payload', 'speicherVolumenL'])).toBe('Speicher Volumen L');
  });

  it("labels a PV plan's document keys with the planner's own words", () => {
    expect(pathLabel(t(), ['document', 'settings', 'moduleType', 'widthMm'])).toBe(
      'Einstellungen › Gewähltes Modul › Breite (mm)',
    );
    expect(pathLabel(t(), ['document', 'economics', 'electricityPriceCt'])).toBe(
      'Wirtschaftlichkeit über 20 Jahre › Strompreis (ct/kWh)',
    );
    expect(pathLabel(t(), ['document', 'stringPlan', 'inverter', 'maxDcVoltage'])).toBe(
      'Strings und Wechselrichter › Wechselrichter › Max. DC-Spannung (V)',
    );
    expect(pathLabel(t(), ['document', 'roofs', '0', 'obstacles', '1', 'clearanceM'])).toBe(
      'Dachflächen › Eintrag 1 › Hindernisse › Eintrag 2 › Abstand (m)',
    );
    // The keys the reference server's new plan starts with.
    expect(pathLabel(t(), ['document', 'settings', 'annualYieldKwhPerKwp'])).toBe(
      'Einstellungen › Spezifischer Ertrag (kWh/kWp)',
    );
    expect(pathLabel(t(), ['document', 'strings'])).toBe('Strings');
  });

  it('shows names for ids, German numbers and dates, and says when a side has no such key', () => {
    const stages = new Map([
      ['stg_a', 'Angebot'],
      ['stg_b', 'Auftrag'],
    ]);
    const stage = field('stageId', { base: 'stg_x', mine: 'stg_a', theirs: 'stg_b' });
    expect(valueText(t(), stage, 'mine', stage, { stages })).toBe('Angebot');
    expect(valueText(t(), stage, 'theirs', stage, { stages })).toBe('Auftrag');
    // An id this device does not know stays itself rather than vanishing.
    expect(valueText(t(), stage, 'base', stage, { stages })).toBe('stg_x');
    const rate = field('payload.gebaeude.luftwechsel', { base: 0.5, theirs: 0.035 });
    expect(valueText(t(), rate, 'base', rate)).toBe('0,5');
    expect(valueText(t(), rate, 'theirs', rate)).toBe('0,035');
    expect(valueText(t(), rate, 'mine', rate)).toBe('(nicht vorhanden)');
    const cleared = field('fields.email', { mine: null });
    expect(valueText(t(), cleared, 'mine', cleared)).toBe('(leer)');
    const due = field('fields.termin', { mine: '2026-11-25' });
    expect(valueText(t(), due, 'mine', due)).toBe('25.11.2026');
  });

  it('writes lists of objects and nested objects line by line', () => {
    const layers = field('payload.layers', {
      mine: [
        { material: 'Kalksandstein', dickeMm: 175 },
        { material: 'Mineralwolle', dickeMm: 160 },
      ],
      theirs: { beheizteFlaeche: 142.5, luftwechsel: 0.7 },
    });
    expect(valueText(t(), layers, 'mine', layers)).toBe(
      '1. Material: Kalksandstein · Dicke (mm): 175\n2. Material: Mineralwolle · Dicke (mm): 160',
    );
    expect(valueText(t(), layers, 'theirs', layers)).toBe(
      'Beheizte Fläche (m²): 142,5\nLuftwechsel (1/h): 0,7',
    );
  });

  it('shows a deal’s value in euros and cents as the deal page does', () => {
    const value = field('value', { base: 30000, mine: 12345.5, theirs: 9999.99 });
    expect(valueText(t(), value, 'mine', value)).toBe('12.345,50');
    expect(valueText(t(), value, 'theirs', value)).toBe('9.999,99');
    expect(valueText(t(), value, 'base', value)).toBe('30.000');
  });

  it('offers an own value for text and numbers only', () => {
    expect(ownValueKind({ mine: 0.6, theirs: 0.7 })).toBe('number');
    expect(ownValueKind({ theirs: 'a@b.de' })).toBe('text');
    expect(ownValueKind({ mine: [1], theirs: [2] })).toBeNull();
  });

  it('offers no own value for a reference: a name typed there would be refused by the server', () => {
    // The outbox shows "Jens Zimmermann" / "Claudia Schwarz" for a deal's contact, so a user
    // types a name; the server answers "no contact with id …" and the write is stuck.
    for (const key of ['contactId', 'stageId', 'projectId', 'buildingId'])
      expect(ownValueKind(field(key, { mine: 'con_a', theirs: 'con_b' }))).toBeNull();
    expect(ownValueKind(field('fields.email', { mine: 'a@b.de', theirs: 'c@d.de' }))).toBe('text');
  });

  it('finds an entry by its field labels and values, the German way', () => {
    const stage = field('stageId', { mine: 'stg_a', theirs: 'stg_b' });
    const texts = entrySearchTexts(
      t(),
      {
        state: 'conflict',
        changed: ['stageId'],
        conflict: { kind: 'changed', candidate: null, fields: [stage] },
      },
      'Vorgang Wärmepumpe Pfeiffer geändert',
      { stages: new Map([['stg_b', 'Auftrag']]) },
    );
    expect(matchesSearch('auftrag', ...texts)).toBe(true);
    expect(matchesSearch('warmepumpe phase', ...texts)).toBe(true);
    expect(matchesSearch('konflikt', ...texts)).toBe(true);
    expect(matchesSearch('angebot', ...texts)).toBe(false);
  });
});
