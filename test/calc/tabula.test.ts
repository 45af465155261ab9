import { describe, expect, it } from 'vitest';
import {
  tabulaSource,
  tabulaUValue,
  tabulaYearClass,
  tabulaYearClasses,
  tabulaYearClassLabel,
} from '../../src/shared/calc';

/*
 * Expected values read from IWU "tabula-values.xlsx" (R package tabuladata 0.1.2,
 * github.com/IWUGERMANY/tabuladata), Tab.U.Class.Constr rows DE.MOBASY.01–13 and
 * Tab.U.WindowType.Periods rows DE.MOBASY.Gen.{-,1,2,3}.-.-.-.-.
 */
describe('TABULA DE typical U-values', () => {
  it('gives the 1958–1968 class (EFH_E era) as the typology does', () => {
    // DE.MOBASY.05: roof 1.2 / 1.0 / 1.2, top ceiling 1.1 / 1.3 / 0.8, wall 1.2 / 1.2 / 0.8,
    // floor 1.2 / 1.2 / 0.8 (default / massive / wooden).
    expect(tabulaUValue('wall', 1965)?.u).toBe(1.2);
    expect(tabulaUValue('wall', 1965, 'wooden')?.u).toBe(0.8);
    expect(tabulaUValue('roof', 1965, 'massive')?.u).toBe(1);
    expect(tabulaUValue('topCeiling', 1965, 'massive')?.u).toBe(1.3);
    expect(tabulaUValue('floor', 1958)?.u).toBe(1.2);
    expect(tabulaUValue('floor', 1968, 'wooden')?.u).toBe(0.8);
  });

  it('changes at the class borders of the German typology', () => {
    // 1978 → DE.MOBASY.06 (wall 1.0), 1979 → DE.MOBASY.07 (wall 0.8), 1984 → .08 (0.7),
    // 1995 → .09 (0.5), 2002 → .10 (0.22).
    expect(tabulaUValue('wall', 1978)?.u).toBe(1);
    expect(tabulaUValue('wall', 1979)?.u).toBe(0.8);
    expect(tabulaUValue('wall', 1984)?.u).toBe(0.7);
    expect(tabulaUValue('wall', 1995)?.u).toBe(0.5);
    expect(tabulaUValue('wall', 2002)?.u).toBe(0.22);
  });

  it('covers old buildings and new ones', () => {
    expect(tabulaUValue('wall', 1850)?.u).toBe(1.7); // DE.MOBASY.01, up to 1859
    expect(tabulaUValue('wall', 1850, 'wooden')?.u).toBe(1.9); // half-timbered
    expect(tabulaUValue('roof', 1900)?.u).toBe(2); // DE.MOBASY.02
    expect(tabulaUValue('wall', 2024)?.u).toBe(0.18); // DE.MOBASY.13, from 2023
    expect(tabulaYearClassLabel(tabulaYearClass(1700))).toBe('bis 1859');
    expect(tabulaYearClassLabel(tabulaYearClass(2030))).toBe('ab 2023');
    expect(tabulaYearClassLabel(tabulaYearClass(1960))).toBe('1958–1968');
  });

  it('gives windows by their panes and installation period', () => {
    // Period 5 (1958–1968): any 3.7, single 4.5, double 2.4, triple 1.7; period 8 (1984–1994):
    // any 2.7, double 2.7; period 11 (2010–2015): any 1.2, triple 1.0.
    expect(tabulaUValue('window', 1965)?.u).toBe(3.7);
    expect(tabulaUValue('window', 1965, 'single')?.u).toBe(4.5);
    expect(tabulaUValue('window', 1965, 'double')?.u).toBe(2.4);
    expect(tabulaUValue('window', 1990, 'double')?.u).toBe(2.7);
    expect(tabulaUValue('window', 2012)?.u).toBe(1.2);
    expect(tabulaUValue('window', 2012, 'triple')?.u).toBe(1);
  });

  it('names its source and class with every value', () => {
    const value = tabulaUValue('wall', 1965)!;
    expect(value.source).toContain(tabulaSource);
    expect(value.source).toContain('DE.MOBASY.05 (1958–1968)');
  });

  it('has one class for every year, without gaps or overlaps', () => {
    for (let i = 1; i < tabulaYearClasses.length; i++)
      expect(tabulaYearClasses[i]!.firstYear).toBe(tabulaYearClasses[i - 1]!.lastYear! + 1);
    // U-values of the typology never rise from one class to the next for walls.
    const walls = tabulaYearClasses.map((c) => c.wall.default);
    for (let i = 1; i < walls.length; i++) expect(walls[i]).toBeLessThanOrEqual(walls[i - 1]!);
  });

  it('refuses a year that is not a construction year', () => {
    expect(tabulaUValue('wall', 19.65)).toBeNull();
    expect(tabulaUValue('wall', 0)).toBeNull();
  });
});
