import { beforeAll, describe, expect, it } from 'vitest';
import { refusalReasons } from '../../src/renderer/features/outbox/describe-entry';
import { i18n, initI18n } from '../../src/renderer/i18n';

/* The outbox's German reason for a refusal: the field by the form's label, numbers German. */

beforeAll(() => {
  initI18n('de');
});

describe('a refusal on the outbox page', () => {
  it('names the field as the form does and writes the bound the German way', async () => {
    await i18n.changeLanguage('de');
    expect(
      refusalReasons(i18n.t, {
        status: 422,
        code: 'validation_failed',
        message: 'contactId: no contact with id "ct_1"',
        details: [{ path: 'contactId', message: 'no contact with id "ct_1"' }],
      }),
    ).toEqual(['Kontakt: diesen Datensatz gibt es im Arbeitsbereich nicht (mehr).']);
    expect(
      refusalReasons(
        i18n.t,
        {
          status: 400,
          code: 'validation_failed',
          message: 'Invalid body: payload.gebaeude.luftwechsel: must be at most 1000.5',
          details: [
            {
              path: 'payload.gebaeude.luftwechsel',
              message: 'must be at most 1000.5',
              code: 'too_big',
              params: { origin: 'number', maximum: 1000.5 },
            },
            {
              path: 'fields',
              message: 'unknown field "farbe"',
              code: 'unrecognized_keys',
              params: { keys: 'farbe' },
            },
          ],
        },
        'heizlast-huellflaeche',
      ),
    ).toEqual([
      'Gebäude › Luftwechsel (1/h): zu groß (höchstens 1.000,5).',
      // A field the user named themselves keeps its name as typed.
      'farbe: dieses Feld kennt der Server nicht.',
    ]);
  });

  it('a locked module says why it is locked, in English too', async () => {
    const locked = {
      status: 409,
      code: 'module_locked',
      message:
        'Module "waermepumpe" is locked (Antrag eingereicht); its payload cannot be changed.',
      details: { lockedReason: 'Antrag eingereicht' },
    };
    await i18n.changeLanguage('de');
    expect(refusalReasons(i18n.t, locked)).toEqual([
      'Das Modul ist auf dem Server gesperrt („Antrag eingereicht“); sein Inhalt kann nicht geändert werden.',
    ]);
    await i18n.changeLanguage('en');
    expect(refusalReasons(i18n.t, locked)).toEqual([
      'The module is locked on the server (“Antrag eingereicht”); its content cannot be changed.',
    ]);
    await i18n.changeLanguage('de');
  });
});
