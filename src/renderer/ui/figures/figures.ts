import type { TFunction } from 'i18next';
import { currentLanguage } from '../../i18n';
import { formatEuro } from '../../i18n/format';
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
export const kwh = (v: number | null | undefined) => (ok(v) ? `${fixed(v, 0)} kWh/a` : dash);
/** "Stand" dates (ISO) as 01.01.2024. */
export const standDate = (iso: string) => {
  const [y, m, d] = iso.split('-');
  return y && m && d ? `${d}.${m}.${y}` : iso;
};

/** A yes/no answer in words. */
export const yesNo = (t: TFunction, v: boolean) => (v ? t('app.yes') : t('app.no'));

/** The width the report draws its charts at (they scale with the page). */
export const reportChartWidth = 640;
