import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ownValue, valueRejection } from '../../src/renderer/features/outbox/own-value-check';
import { i18n, initI18n } from '../../src/renderer/i18n';
import type { ConflictField, OutboxEntryView } from '../../src/shared/ipc/contract';

/*
 * A conflict's own value is checked as the record's editor checks it: the module's payload schema
 * (after its migrations), the contact form's formats, the API's schema of a deal's key.
 */

// The registry brings the modules' forms, which reach the core; the check itself never does.
vi.mock('../../src/renderer/api', () => ({ api: {} }));

beforeAll(() => {
  initI18n('de');
});
const t = () => i18n.t;

type Entry = Pick<OutboxEntryView, 'resource' | 'moduleKey' | 'body'>;
const field = (path: string, sides: Partial<ConflictField>): ConflictField => ({
  path,
  segments: path.split('.'),
  ...sides,
});

// Heizlast (Hüllflächenverfahren), schemaVersion 2: the air change rate is a number.
const envelope: Entry = {
  resource: 'modules',
  moduleKey: 'heizlast-huellflaeche',
  body: { schemaVersion: 2, payload: { airChangeRate: 0.6, designOutdoorTemperature: -12 } },
};
const airChange = field('payload.airChangeRate', { base: 0.5, mine: 0.6, theirs: 0.7 });

describe('own value of a module key', () => {
  it('refuses a number too large to store with a German reason, and sends nothing', () => {
    const huge = '1' + '0'.repeat(400);
    const result = ownValue(t(), envelope, airChange, huge);
    expect(result).toEqual({ error: 'Diese Zahl ist zu groß, um gespeichert zu werden.' });
  });

  it('refuses text where the editor’s schema wants a number (a side stored as text)', () => {
    const mixed = field('payload.airChangeRate', { mine: '0,6', theirs: 0.7 });
    expect(ownValue(t(), envelope, mixed, 'ziemlich hoch')).toEqual({
      error: 'Hier wird eine Zahl erwartet.',
    });
  });

  it('accepts a number the editor takes, in German format', () => {
    expect(ownValue(t(), envelope, airChange, '0,65')).toEqual({ value: 0.65 });
  });

  it('checks a key of a payload in the older format 1 after the module’s migration', () => {
    const old: Entry = {
      ...envelope,
      body: { schemaVersion: 1, payload: { gebaeude: { luftwechsel: 0.6 } } },
    };
    const luftwechsel = field('payload.gebaeude.luftwechsel', { mine: 0.6, theirs: 0.7 });
    expect(ownValue(t(), old, luftwechsel, '1' + '0'.repeat(400))).toEqual({
      error: 'Diese Zahl ist zu groß, um gespeichert zu werden.',
    });
    expect(ownValue(t(), old, luftwechsel, '0,65')).toEqual({ value: 0.65 });
  });

  it('does not blame the field for another key the editor refuses', () => {
    const broken: Entry = {
      ...envelope,
      body: { schemaVersion: 2, payload: { airChangeRate: 0.6, designOutdoorTemperature: 'kalt' } },
    };
    expect(ownValue(t(), broken, airChange, '0,65')).toEqual({ value: 0.65 });
  });

  it('says when "mine" itself is a value the current editor refuses (older format)', () => {
    const older = field('payload.airChangeRate', { base: 0.5, mine: '0,6', theirs: 0.7 });
    const old: Entry = {
      ...envelope,
      body: { schemaVersion: 2, payload: { airChangeRate: '0,6' } },
    };
    expect(valueRejection(t(), old, older, older.mine)).toBe('Hier wird eine Zahl erwartet.');
    expect(valueRejection(t(), old, older, older.theirs)).toBeNull();
  });
});

describe('own value of a record key', () => {
  const contact: Entry = { resource: 'contacts', moduleKey: null, body: { fields: {} } };
  const mail = field('fields.email', { mine: 'a@example.de', theirs: 'b@example.de' });

  it('refuses an invalid e-mail with the contact form’s German message', () => {
    const result = ownValue(t(), contact, mail, 'anna.schmidt-at-example.de');
    expect(result).toEqual({ error: expect.stringMatching(/E-Mail/) });
  });

  it('accepts a valid e-mail', () => {
    expect(ownValue(t(), contact, mail, 'anna@schmidt.de')).toEqual({ value: 'anna@schmidt.de' });
  });

  it('refuses a deal title longer than the API allows', () => {
    const deal: Entry = { resource: 'deals', moduleKey: null, body: {} };
    const title = field('title', { mine: 'Wärmepumpe', theirs: 'Heizung' });
    expect(ownValue(t(), deal, title, 'x'.repeat(5000))).toEqual({
      error: expect.stringMatching(/zu (groß|lang)|höchstens/),
    });
    expect(ownValue(t(), deal, title, 'Wärmepumpe Merzhausen')).toEqual({
      value: 'Wärmepumpe Merzhausen',
    });
  });
});
