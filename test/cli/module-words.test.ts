import { describe, expect, it } from 'vitest';
import { moduleRecordName, modulePathLabel, moduleTitle } from '../../src/main/cli/module-words';

/* The CLI names a module and its payload's keys in the app's words, in the terminal's language. */

describe("the CLI's words for modules", () => {
  it('names a module record by its title and project', () => {
    expect(moduleRecordName('heizlast-huellflaeche', 'Wolf', 'de')).toBe(
      'Heizlast (Hüllflächenverfahren) in Projekt Wolf',
    );
    expect(moduleRecordName('heizlast-huellflaeche', 'Wolf', 'en')).toBe(
      'Heat load (envelope method) in project Wolf',
    );
    expect(moduleTitle('kein-modul', 'de')).toBe('kein-modul');
  });

  it("labels a payload path with the module's labels first, list items numbered", () => {
    const envelope = 'heizlast-huellflaeche';
    expect(modulePathLabel(['payload', 'gebaeude', 'luftwechsel'], envelope, 'de')).toBe(
      'Gebäude › Luftwechsel (1/h)',
    );
    expect(modulePathLabel(['payload', 'gebaeude', 'luftwechsel'], envelope, 'en')).toBe(
      'Building › Air change rate (1/h)',
    );
    expect(modulePathLabel(['payload', 'elements', '2', 'area'], envelope, 'de')).toMatch(
      /^Bauteile › Eintrag 3 › /,
    );
    expect(modulePathLabel(['payload', 'elements', '0', 'xyz'], envelope, 'en')).toBe(
      'Elements › Item 1 › xyz',
    );
    // Another module's label when this module has none; the container alone is kept.
    expect(modulePathLabel(['payload', 'luftwechsel'], 'check', 'de')).toBe('Luftwechsel (1/h)');
    expect(modulePathLabel(['payload'], envelope, 'de')).toBeNull();
    expect(modulePathLabel(['payload', 'unbekannt', '0'], envelope, 'de')).toBeNull();
  });
});
