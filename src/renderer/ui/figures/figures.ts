import type { TFunction } from 'i18next';
import { currentLanguage } from '../../i18n';
import { formatEuro, formatNumber } from '../../i18n/format';
import { formatFixed } from '../fields/number-input';

/*
 * Figures as a German consultant writes them (display rounding of CALCULATORS.md: kW to 1–2
 * decimals, dB to 0.1, € whole, percentages whole or to one decimal), in the user's language.
 */

const dash = '–';
const ok = (v: number | null | undefined): v is number =>
  typeof v === 'number' && Number.isFinite(v);

export const fixed = (v: number | null | undefined, decimals: number) =>
  ok(v) ? formatFixed(v, decimals, currentLanguage()) : dash;
export const kw = (v: number | null | undefined, decimals = 2) =>
  ok(v) ? `${fixed(v, decimals)} kW` : dash;
export const db = (v: number | null | undefined) => (ok(v) ? `${fixed(v, 1)} dB(A)` : dash);
export const metres = (v: number | null | undefined, decimals = 1) =>
  ok(v) ? `${fixed(v, decimals)} m` : dash;
export const celsius = (v: number | null | undefined, decimals = 1) =>
  ok(v) ? `${fixed(v, decimals)} °C` : dash;
/** Whole euros (16.500 €). */
export const euro = (v: number | null | undefined) => (ok(v) ? formatEuro(Math.round(v)) : dash);
export const percent = (v: number | null | undefined, decimals = 0) =>
  ok(v) ? `${fixed(v * 100, decimals)} %` : dash;
/** Up to `places` decimals (at most 2), the zeros at the end left off: 1,28 · 1,3 · 2. */
export const upTo = (v: number | null | undefined, places: 0 | 1 | 2) =>
  ok(v) ? formatNumber(Math.round(v * 10 ** places) / 10 ** places) : dash;
/*
 * A share (self-consumption, autarky, a return) is written by where it stands:
 * - `shareInColumn` in a table's column, on screen and on paper: always one decimal ("63,0 %",
 *   "59,6 %"), so the digits of a column line up and a tenth of a point (what tells two battery
 *   sizes apart) reads the same in every row;
 * - `shareInSentence` standing alone in a sentence or a single figure: one decimal, left off when
 *   it is 0 ("31,4 %", "31 %"), as a consultant writes it.
 * Both round to the tenth (31,45 % is 31,5 %).
 */
// `|| 0`: a share rounded to nothing from below is 0 %, not "−0 %".
const tenths = (v: number) => Math.round(v * 1000) / 10 || 0;
export const shareInColumn = (v: number | null | undefined) =>
  ok(v) ? `${fixed(tenths(v), 1)} %` : dash;
export const shareInSentence = (v: number | null | undefined) =>
  ok(v) ? `${formatNumber(tenths(v))} %` : dash;
export const kwh = (v: number | null | undefined) => (ok(v) ? `${fixed(v, 0)} kWh/a` : dash);
/** "Stand" dates (ISO) as 01.01.2024. */
export const standDate = (iso: string) => {
  const [y, m, d] = iso.split('-');
  return y && m && d ? `${d}.${m}.${y}` : iso;
};

/** A yes/no answer in words. */
export const yesNo = (t: TFunction, v: boolean) => (v ? t('app.yes') : t('app.no'));

/**
 * Round steps for an axis up to `max` (about five of them), from 0: a chart's axis on screen and
 * on paper reads 0 · 1 · 2 · 3 · 4, not 0 · 0,95 · 1,9 · 2,85.
 */
export function axisTicks(max: number): number[] {
  if (!(max > 0)) return [0, 1];
  const raw = max / 5;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * magnitude).find((s) => s >= raw)!;
  const count = Math.ceil(max / step - 1e-9);
  return Array.from({ length: count + 1 }, (_, i) => Math.round(i * step * 1000) / 1000);
}

/** The width the report draws its charts at (they scale with the page). */
export const reportChartWidth = 640;
