/*
 * Annuity method, VDI 2067 Blatt 1:2012, section 8 (equations 3 and 4 there):
 * annuity factor a = (q − 1)/(1 − q^−T), q = 1 + i (i = 0: a = 1/T);
 * price-dynamic cash value factor b = (1 − (r/q)^T)/(q − r), r = 1 + price change (r = q: T/q).
 */
import { greaterThan } from './domain';

// Below this |q − r| (or |i|) the closed forms lose precision; the limits are used instead.
const limitTolerance = 1e-12;

export function annuityFactor(interestRate: number, years: number): number {
  const i = greaterThan('interestRate', interestRate, -1);
  const t = greaterThan('years', years, 0, 'a');
  if (Math.abs(i) < limitTolerance) return 1 / t;
  const q = 1 + i;
  return (q - 1) / (1 - Math.pow(q, -t));
}

export function priceDynamicCashValueFactor(
  interestRate: number,
  priceChangeRate: number,
  years: number,
): number {
  const q = 1 + greaterThan('interestRate', interestRate, -1);
  const r = 1 + greaterThan('priceChangeRate', priceChangeRate, -1);
  const t = greaterThan('years', years, 0, 'a');
  if (Math.abs(q - r) < limitTolerance) return t / q;
  return (1 - Math.pow(r / q, t)) / (q - r);
}
