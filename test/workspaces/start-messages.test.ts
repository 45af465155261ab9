import { describe, expect, it } from 'vitest';
import { startMessages, terminalLanguage } from '../../src/main/start-messages';

/* `npm start` speaks German in the terminal like the app, English when the locale asks for it. */

describe('the terminal language of npm start', () => {
  it.each([
    [{}, 'de'],
    [{ LANG: 'C.UTF-8' }, 'de'],
    [{ LANG: 'de_DE.UTF-8' }, 'de'],
    [{ LANG: 'en' }, 'en'],
    [{ LANG: 'en_GB.UTF-8' }, 'en'],
    [{ LANG: 'fr_FR.UTF-8' }, 'de'],
    // LC_ALL overrides LC_MESSAGES, which overrides LANG (POSIX); an empty one counts as unset.
    [{ LANG: 'de_DE.UTF-8', LC_MESSAGES: 'en_US.UTF-8' }, 'en'],
    [{ LANG: 'en_US.UTF-8', LC_ALL: 'de_DE.UTF-8' }, 'de'],
    [{ LANG: 'en_US.UTF-8', LC_ALL: '' }, 'en'],
    // GNU's LANGUAGE list comes first; its first entry decides.
    [{ LANG: 'de_DE.UTF-8', LANGUAGE: 'en_US:de' }, 'en'],
    [{ LC_ALL: 'en_US.UTF-8', LANGUAGE: 'de:en' }, 'de'],
    // "en" must be the language, not the start of another word.
    [{ LANG: 'eng' }, 'de'],
  ] as const)('%o → %s', (env, language) => {
    expect(terminalLanguage(env)).toBe(language);
  });

  it('says every message in German by default and in English with LANG=en', () => {
    const de = startMessages({});
    const en = startMessages({ LANG: 'en_US.UTF-8' });
    expect(Object.keys(en).sort()).toEqual(Object.keys(de).sort());
    expect(de.running('http://127.0.0.1:1/#t')).toBe(
      'Ortstermin läuft unter http://127.0.0.1:1/#t',
    );
    expect(en.running('http://127.0.0.1:1/#t')).toBe(
      'Ortstermin is running at http://127.0.0.1:1/#t',
    );
    expect(de.stopped('/daten')).toBe('Beendet. Lokale Änderungen bleiben in /daten erhalten.');
    expect(de.openedInChromium).toContain('Strg+C');
    expect(en.openedInChromium).toContain('Ctrl+C');
    expect(de.couldNotStart('EACCES')).toBe('Ortstermin konnte nicht starten: EACCES');
  });
});
