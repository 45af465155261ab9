import { describe, expect, it } from 'vitest';
import { foldForSearch, matchesSearch, searchWords } from '../../src/shared/search/fold';

describe('the search folding rule', () => {
  it.each([
    ['Lüneburg', 'Luneburg'],
    ['Lüneburg', 'Lueneburg'],
    ['Straße', 'Strasse'],
    ['STRASSE', 'straße'],
    ['Größe', 'Groesse'],
    ['Öhringen', 'ohringen'],
    ['Café', 'cafe'],
  ])('%s and %s fold alike', (a, b) => {
    expect(foldForSearch(a)).toBe(foldForSearch(b));
  });

  it('splits what was typed into folded words', () => {
    expect(searchWords('  Merzhauser Str. 49 ')).toEqual(['merzhauser', 'str', '49']);
    expect(searchWords('%')).toEqual([]);
  });

  it('finds by every word as a prefix, in any order, over several texts', () => {
    const title = 'Heizungsplanung Freiburg im Breisgau';
    const address = 'Merzhauser Straße 49';
    expect(matchesSearch('freiburg merzhauser', title, address)).toBe(true);
    expect(matchesSearch('Merzhauser Strasse', title, address)).toBe(true);
    expect(matchesSearch('merz frei', title, address)).toBe(true);
    expect(matchesSearch('Freiburg Basler', title, address)).toBe(false);
    expect(matchesSearch('burg', title, address)).toBe(false);
    expect(matchesSearch('', title)).toBe(true);
    expect(matchesSearch('x', null, undefined)).toBe(false);
  });

  it('takes a word with punctuation as its tokens in a row, the last a prefix (as FTS5)', () => {
    expect(matchesSearch('kontakt12@ex', 'kontakt12@example.de')).toBe(true);
    expect(matchesSearch('kontakt12@ex', 'Kontakt', '12 Example', 'ex@kontakt12.de')).toBe(false);
    expect(matchesSearch('Str.-49', 'Merzhauser Straße 49')).toBe(false);
    expect(matchesSearch('strasse-4', 'Merzhauser Straße 49')).toBe(true);
  });
});
