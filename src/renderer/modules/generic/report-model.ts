import type { JsonObject, ProjectModule } from '../../../shared/api';
import { moduleKeys } from '../../../shared/api';
import { storedResults } from '../payload';

/*
 * What the project report shows: every module with a computed result (its results stored in the
 * payload) or one the consultant marked completed or submitted, in the order of the work.
 */

const reportedStatuses = new Set(['completed', 'submitted', 'locked']);

export function reportedModules(modules: readonly ProjectModule[]): ProjectModule[] {
  const rank = (key: string) => {
    const i = (moduleKeys as readonly string[]).indexOf(key);
    return i < 0 ? moduleKeys.length : i;
  };
  return modules
    .filter(
      (m) =>
        m.payload &&
        (storedResults(m.payload) !== null ||
          (reportedStatuses.has(m.status) && Object.keys(m.payload).length > 0)),
    )
    .sort(
      (a, b) => rank(a.moduleKey) - rank(b.moduleKey) || a.moduleKey.localeCompare(b.moduleKey),
    );
}

export type FlatRow = { key: string; value: string | number | boolean };

/** A payload's simple values (numbers, text, yes/no), nested keys joined with dots; no results. */
export function flatValues(
  source: JsonObject | null | undefined,
  prefix = '',
  depth = 0,
): FlatRow[] {
  if (!source || depth > 3) return [];
  const rows: FlatRow[] = [];
  for (const [key, value] of Object.entries(source)) {
    if (depth === 0 && key === 'results') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean')
      rows.push({ key: path, value });
    else if (Array.isArray(value))
      value.slice(0, 20).forEach((item, i) => {
        if (item && typeof item === 'object')
          rows.push(...flatValues(item as JsonObject, `${path}.${i + 1}`, depth + 1));
        else if (item !== null) rows.push({ key: `${path}.${i + 1}`, value: item as string });
      });
    else if (value && typeof value === 'object')
      rows.push(...flatValues(value as JsonObject, path, depth + 1));
  }
  return rows;
}

const consultantKey = 'ortstermin.report.consultant';
export const loadConsultant = () => {
  try {
    return localStorage.getItem(consultantKey) ?? '';
  } catch {
    return '';
  }
};
export const saveConsultant = (name: string) => {
  try {
    localStorage.setItem(consultantKey, name);
  } catch {
    // a private window: the name stays for this page only
  }
};

/** A file name for the saved report: the title without characters file systems refuse, ≤ 200. */
export function pdfFileName(title: string): string {
  const clean = title
    .replace(/[/\\:*?"<>|]+/g, '-')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 190);
  return `${clean || 'Bericht'}.pdf`;
}

/** A payload key as a reader would name it: "rooms.1.name" → "Raum 1 – Name". */
export function readableKey(path: string, label: (key: string) => string | null): string {
  const parts: string[] = [];
  for (const segment of path.split('.')) {
    if (/^\d+$/.test(segment) && parts.length) parts[parts.length - 1] += ` ${segment}`;
    else parts.push(label(segment) ?? humanize(segment));
  }
  return parts.join(' – ');
}

const unitSuffixes: Record<string, string> = { Kw: 'kW', Kwh: 'kWh', W: 'W', Mm: 'mm', Eur: '€' };

/** camelCase or snake_case as words, a unit suffix in brackets ("leistungKw" → "Leistung (kW)"). */
function humanize(key: string): string {
  const unit = /^(.+?)(Kwh|Kw|W|Mm|Eur)$/.exec(key);
  if (unit && /[a-zäöü]$/.test(unit[1]!))
    return `${humanize(unit[1]!)} (${unitSuffixes[unit[2]!]})`;
  const words = key
    .replace(/([a-zäöü])([A-ZÄÖÜ])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Keys not worth printing for a reader (ids, where a value was taken from, the version). */
export const hiddenKey = (path: string) => /(^|\.)(id|schemaVersion|[A-Za-z]+From)$/.test(path);
