import { printedFigure } from '../../shared/numbers/german-number';
import { currentLanguage, locale } from './index';

/* Numbers, money and dates in the user's language (German by default: 24.000 €, 22.11.2026). */

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function formatter<F extends Intl.NumberFormat | Intl.DateTimeFormat>(
  key: string,
  make: (l: string) => F,
): F {
  const id = `${currentLanguage()}:${key}`;
  let f = cache.get(id) as F | undefined;
  if (!f) {
    f = make(locale());
    cache.set(id, f);
  }
  return f;
}

const euro = () =>
  formatter(
    'euro',
    (l) =>
      new Intl.NumberFormat(l, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }),
  );
const number = () =>
  formatter('number', (l) => new Intl.NumberFormat(l, { maximumFractionDigits: 2 }));
const year = () => formatter('year', (l) => new Intl.NumberFormat(l, { useGrouping: false }));
const dateTime = () =>
  formatter(
    'dateTime',
    (l) => new Intl.DateTimeFormat(l, { dateStyle: 'medium', timeStyle: 'short' }),
  );
const date = () => formatter('date', (l) => new Intl.DateTimeFormat(l, { dateStyle: 'medium' }));
const time = () => formatter('time', (l) => new Intl.DateTimeFormat(l, { timeStyle: 'medium' }));

const euroCents = () =>
  formatter(
    'euroCents',
    (l) =>
      new Intl.NumberFormat(l, { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 }),
  );

/** Whole euros without cents (24.000 €), else with (24.000,50 €): never a rounded amount. */
export const formatEuro = (value: number | null) =>
  value === null ? '–' : (Number.isInteger(value) ? euro() : euroCents()).format(value);
/** A figure to at most two decimals, the minus sign below zero ("−3,5"). */
export const formatNumber = (value: number) => printedFigure(number().format(value));
export const formatYear = (value: number) => year().format(value);
export const formatDateTime = (iso: string | null) =>
  iso ? dateTime().format(new Date(iso)) : '–';
export const formatDate = (iso: string | null) => (iso ? date().format(new Date(iso)) : '–');
/** A time today ("14:05:10"), or date and time when it is not today. */
export function formatMoment(iso: string | null, now = new Date()): string {
  if (!iso) return '–';
  const at = new Date(iso);
  return at.toDateString() === now.toDateString() ? time().format(at) : dateTime().format(at);
}

/**
 * Creates the formatters the first screen uses (status bar time, plural rules of counts): the
 * first Intl object of a page loads the locale data, ~20-35 ms in Chromium. Called when the page
 * is idle, so that cost is not paid in the render that shows the first data.
 */
export function warmUpFormats(): void {
  time();
  dateTime();
  new Intl.PluralRules(locale()).select(2);
}
