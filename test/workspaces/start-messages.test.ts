import { describe, expect, it } from 'vitest';
import { startMessages, terminalLanguage } from '../../src/main/start-messages';
import { hostLines } from '../../src/main/worker/host-lines';

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

  it('says the core host’s lines in German by default and in English with LANG=en', () => {
    const de = hostLines('de');
    const en = hostLines('en');
    expect(Object.keys(en).sort()).toEqual(Object.keys(de).sort());
    expect(de.slowCall('sync.now', 1234)).toBe('[core] sync.now dauerte 1.234 ms');
    expect(en.slowCall('sync.now', 83)).toBe('[core] sync.now took 83 ms');
    expect(de.noAnswer('sync', 400)).toBe('[core] sync: keine Antwort in 0,4 s');
    expect(de.noAnswer('contacts.get', 60_000)).toBe('[core] contacts.get: keine Antwort in 60 s');
    expect(en.noAnswer('sync', 1_800_000)).toBe('[core] sync got no answer in 1800 s');
    expect(de.workerExited(1)).toBe(
      '[core] Der Worker wurde unerwartet beendet (Code 1); er wird neu gestartet',
    );
    expect(en.workerExited(1)).toBe(
      '[core] the worker exited unexpectedly (code 1); restarting it',
    );
    expect(de.couldNotRestart('unable to open database file')).toBe(
      '[core] Der Worker ließ sich nicht neu starten: unable to open database file',
    );
    expect(de.workerFailed('SQLITE_FULL')).toBe('[core] Der Worker ist ausgefallen: SQLITE_FULL');
  });
});
