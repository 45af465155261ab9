import { locale } from '../../../i18n';

/*
 * Figures as a German consultant writes them (display rounding of CALCULATORS.md: kW to 1–2
 * decimals, dB to 0.1, € whole, percentages whole or to one decimal), in the user's language.
 */

const cache = new Map<string, Intl.NumberFormat>();
function nf(decimals: number, style?: 'percent' | 'currency'): Intl.NumberFormat {
  const key = `${locale()}:${decimals}:${style ?? ''}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale(), {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      ...(style === 'percent' ? { style: 'percent' } : {}),
      ...(style === 'currency' ? { style: 'currency', currency: 'EUR' } : {}),
    });
    cache.set(key, f);
  }
  return f;
}

const dash = '–';
const ok = (v: number | null | undefined): v is number =>
  typeof v === 'number' && Number.isFinite(v);

export const fixed = (v: number | null | undefined, decimals: number) =>
  ok(v) ? nf(decimals).format(v) : dash;
export const kw = (v: number | null | undefined, decimals = 2) =>
  ok(v) ? `${fixed(v, decimals)} kW` : dash;
export const db = (v: number | null | undefined) => (ok(v) ? `${fixed(v, 1)} dB(A)` : dash);
export const metres = (v: number | null | undefined, decimals = 1) =>
  ok(v) ? `${fixed(v, decimals)} m` : dash;
export const celsius = (v: number | null | undefined, decimals = 1) =>
  ok(v) ? `${fixed(v, decimals)} °C` : dash;
export const euro = (v: number | null | undefined) => (ok(v) ? nf(0, 'currency').format(v) : dash);
export const percent = (v: number | null | undefined, decimals = 0) =>
  ok(v) ? nf(decimals, 'percent').format(v) : dash;
export const kwh = (v: number | null | undefined) => (ok(v) ? `${fixed(v, 0)} kWh/a` : dash);
/** "Stand" dates (ISO) as 01.01.2024. */
export const standDate = (iso: string) => {
  const [y, m, d] = iso.split('-');
  return y && m && d ? `${d}.${m}.${y}` : iso;
};
