/*
 * Typical U-values of unrefurbished components of German residential buildings, by component,
 * construction and construction-year class: the German residential building typology of the IWU
 * (Deutsche Wohngebäudetypologie / TABULA DE), dataset "DE.MOBASY" (IWU project MOBASY 2017–2022,
 * derived from example buildings and constructions of local and regional typologies). Windows by
 * number of panes from the manufacturers' statistics the same table cites (VFF/BF 2017).
 *
 * Source: IWU (Institut Wohnen und Umwelt), "tabula-values.xlsx", tables Tab.U.Class.Constr
 * (rows DE.MOBASY.01–13) and Tab.U.WindowType.Periods (rows DE.MOBASY.Gen.{-,1,2,3}.-.-.-.-,
 * periods 1–13), as published in the R package "tabuladata" 0.1.2 (T. Loga, J. Calisti,
 * github.com/IWUGERMANY/tabuladata, CC BY 4.0), consistent with EnergyProfile-XL of
 * iwu.de/forschung/energie/mobasy. Values rounded to two decimals as the table gives them.
 *
 * They are what a component of that age typically has when nothing was insulated later: a
 * "Standardwert", to be replaced by a calculated or documented value where one is known.
 */

export type TabulaComponent = 'roof' | 'topCeiling' | 'wall' | 'floor' | 'window';
/** Construction of an opaque component: massive (masonry, concrete) or wooden (timber frame, beams). */
export type TabulaConstruction = 'default' | 'massive' | 'wooden';
/** Glazing of a window: number of panes, or not known. */
export type TabulaGlazing = 'default' | 'single' | 'double' | 'triple';

export interface TabulaYearClass {
  /** The dataset row, e.g. 'DE.MOBASY.05'. */
  code: string;
  /** First year of the class; null for "up to lastYear". */
  firstYear: number | null;
  /** Last year of the class; null for "from firstYear on". */
  lastYear: number | null;
  roof: Record<TabulaConstruction, number>;
  topCeiling: Record<TabulaConstruction, number>;
  wall: Record<TabulaConstruction, number>;
  floor: Record<TabulaConstruction, number>;
  window: Record<TabulaGlazing, number>;
}

/** How a Standardwert names its source where the consultant and the customer read it. */
export const tabulaSource =
  'IWU, Deutsche Wohngebäudetypologie (TABULA DE), Datensatz DE.MOBASY (2022)';

export const tabulaYearClasses: readonly TabulaYearClass[] = [
  {
    code: 'DE.MOBASY.01',
    firstYear: null,
    lastYear: 1859,
    roof: { default: 2, massive: 2, wooden: 2 },
    topCeiling: { default: 1.1, massive: 1.3, wooden: 1 },
    wall: { default: 1.7, massive: 1.7, wooden: 1.9 },
    floor: { default: 1.2, massive: 1.2, wooden: 1 },
    window: { default: 3.7, single: 4.5, double: 2.4, triple: 1.7 },
  },
  {
    code: 'DE.MOBASY.02',
    firstYear: 1860,
    lastYear: 1918,
    roof: { default: 2, massive: 2, wooden: 2 },
    topCeiling: { default: 1.1, massive: 1.3, wooden: 1 },
    wall: { default: 1.7, massive: 1.7, wooden: 1.9 },
    floor: { default: 1.2, massive: 1.2, wooden: 1 },
    window: { default: 3.7, single: 4.5, double: 2.4, triple: 1.7 },
  },
  {
    code: 'DE.MOBASY.03',
    firstYear: 1919,
    lastYear: 1948,
    roof: { default: 2, massive: 2, wooden: 2 },
    topCeiling: { default: 1.1, massive: 1.3, wooden: 1 },
    wall: { default: 1.5, massive: 1.5, wooden: 1.5 },
    floor: { default: 1.2, massive: 1.2, wooden: 1 },
    window: { default: 3.7, single: 4.5, double: 2.4, triple: 1.7 },
  },
  {
    code: 'DE.MOBASY.04',
    firstYear: 1949,
    lastYear: 1957,
    roof: { default: 1.6, massive: 1.2, wooden: 1.6 },
    topCeiling: { default: 1.1, massive: 1.3, wooden: 1 },
    wall: { default: 1.3, massive: 1.3, wooden: 1.3 },
    floor: { default: 1.2, massive: 1.2, wooden: 1 },
    window: { default: 3.7, single: 4.5, double: 2.4, triple: 1.7 },
  },
  {
    code: 'DE.MOBASY.05',
    firstYear: 1958,
    lastYear: 1968,
    roof: { default: 1.2, massive: 1, wooden: 1.2 },
    topCeiling: { default: 1.1, massive: 1.3, wooden: 0.8 },
    wall: { default: 1.2, massive: 1.2, wooden: 0.8 },
    floor: { default: 1.2, massive: 1.2, wooden: 0.8 },
    window: { default: 3.7, single: 4.5, double: 2.4, triple: 1.7 },
  },
  {
    code: 'DE.MOBASY.06',
    firstYear: 1969,
    lastYear: 1978,
    roof: { default: 0.8, massive: 0.6, wooden: 0.8 },
    topCeiling: { default: 0.9, massive: 1, wooden: 0.6 },
    wall: { default: 1, massive: 1, wooden: 0.6 },
    floor: { default: 1, massive: 1, wooden: 0.6 },
    window: { default: 3.7, single: 5.2, double: 3.1, triple: 2.3 },
  },
  {
    code: 'DE.MOBASY.07',
    firstYear: 1979,
    lastYear: 1983,
    roof: { default: 0.6, massive: 0.5, wooden: 0.6 },
    topCeiling: { default: 0.6, massive: 0.7, wooden: 0.5 },
    wall: { default: 0.8, massive: 0.8, wooden: 0.5 },
    floor: { default: 0.8, massive: 0.8, wooden: 0.6 },
    window: { default: 3, single: 4.9, double: 3, triple: 2.2 },
  },
  {
    code: 'DE.MOBASY.08',
    firstYear: 1984,
    lastYear: 1994,
    roof: { default: 0.4, massive: 0.4, wooden: 0.4 },
    topCeiling: { default: 0.4, massive: 0.4, wooden: 0.4 },
    wall: { default: 0.7, massive: 0.7, wooden: 0.4 },
    floor: { default: 0.6, massive: 0.6, wooden: 0.4 },
    window: { default: 2.7, single: 4.7, double: 2.7, triple: 2 },
  },
  {
    code: 'DE.MOBASY.09',
    firstYear: 1995,
    lastYear: 2001,
    roof: { default: 0.25, massive: 0.25, wooden: 0.25 },
    topCeiling: { default: 0.25, massive: 0.25, wooden: 0.25 },
    wall: { default: 0.5, massive: 0.5, wooden: 0.3 },
    floor: { default: 0.4, massive: 0.4, wooden: 0.4 },
    window: { default: 1.9, single: 4.6, double: 1.9, triple: 1.3 },
  },
  {
    code: 'DE.MOBASY.10',
    firstYear: 2002,
    lastYear: 2009,
    roof: { default: 0.18, massive: 0.18, wooden: 0.18 },
    topCeiling: { default: 0.18, massive: 0.18, wooden: 0.18 },
    wall: { default: 0.22, massive: 0.22, wooden: 0.22 },
    floor: { default: 0.26, massive: 0.26, wooden: 0.26 },
    window: { default: 1.5, single: 4.5, double: 1.5, triple: 1.2 },
  },
  {
    code: 'DE.MOBASY.11',
    firstYear: 2010,
    lastYear: 2015,
    roof: { default: 0.15, massive: 0.15, wooden: 0.15 },
    topCeiling: { default: 0.15, massive: 0.15, wooden: 0.15 },
    wall: { default: 0.2, massive: 0.2, wooden: 0.2 },
    floor: { default: 0.24, massive: 0.24, wooden: 0.24 },
    window: { default: 1.2, single: 4.4, double: 1.3, triple: 1 },
  },
  {
    code: 'DE.MOBASY.12',
    firstYear: 2016,
    lastYear: 2022,
    roof: { default: 0.15, massive: 0.15, wooden: 0.15 },
    topCeiling: { default: 0.15, massive: 0.15, wooden: 0.15 },
    wall: { default: 0.18, massive: 0.18, wooden: 0.18 },
    floor: { default: 0.18, massive: 0.18, wooden: 0.18 },
    window: { default: 1.1, single: 4.4, double: 1.3, triple: 1 },
  },
  {
    code: 'DE.MOBASY.13',
    firstYear: 2023,
    lastYear: null,
    roof: { default: 0.15, massive: 0.15, wooden: 0.15 },
    topCeiling: { default: 0.15, massive: 0.15, wooden: 0.15 },
    wall: { default: 0.18, massive: 0.18, wooden: 0.18 },
    floor: { default: 0.18, massive: 0.18, wooden: 0.18 },
    window: { default: 1.1, single: 4.4, double: 1.3, triple: 1 },
  },
];

export interface TabulaUValue {
  /** W/(m²·K) */
  u: number;
  yearClass: TabulaYearClass;
  /** "IWU … DE.MOBASY.05 (1958–1968)", for the value's provenance. */
  source: string;
}

/** The construction-year class a year falls in (every year has one). */
export function tabulaYearClass(year: number): TabulaYearClass {
  const found = tabulaYearClasses.find(
    (c) =>
      (c.firstYear === null || year >= c.firstYear) && (c.lastYear === null || year <= c.lastYear),
  );
  return found ?? tabulaYearClasses[tabulaYearClasses.length - 1]!;
}

/** "bis 1859", "1958–1968", "ab 2023": the class as the typology names it. */
export function tabulaYearClassLabel(c: TabulaYearClass): string {
  if (c.firstYear === null) return `bis ${c.lastYear}`;
  if (c.lastYear === null) return `ab ${c.firstYear}`;
  return `${c.firstYear}–${c.lastYear}`;
}

/**
 * The typical U-value of a component built (or a window installed) in `year`. `variant` is the
 * construction of an opaque component or the glazing of a window; 'default' when not known.
 */
export function tabulaUValue(
  component: TabulaComponent,
  year: number,
  variant: TabulaConstruction | TabulaGlazing = 'default',
): TabulaUValue | null {
  if (!Number.isInteger(year) || year < 1000 || year > 2200) return null;
  const yearClass = tabulaYearClass(year);
  const row = yearClass[component] as Record<string, number>;
  const u = row[variant] ?? row.default;
  if (u === undefined) return null;
  return {
    u,
    yearClass,
    source: `${tabulaSource}, ${yearClass.code} (${tabulaYearClassLabel(yearClass)})`,
  };
}
