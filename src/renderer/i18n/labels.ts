import type { TFunction } from 'i18next';
import { de } from './de';

/*
 * Human names for the server's codes. A value the catalogue does not know (a new module key, a
 * contact status `vip`) is shown as itself: the server is the truth, the app never crashes on it.
 */

type EnumKind = keyof typeof de.enums;

const known = (kind: object, value: string) => Object.hasOwn(kind, value);

export function enumLabel(t: TFunction, kind: EnumKind, value: string): string {
  return known(de.enums[kind], value) ? t(`enums.${kind}.${value}`) : value;
}

/** A module's title from its own strings (modules/<key>/strings.ts); an unknown key as itself. */
export function moduleName(t: TFunction, key: string): string {
  return known(de.module, key) ? t(`module.${key}.title`) : key;
}

/** A free-form contact field key: firstName → "Vorname"; an unknown key as itself. */
export function fieldLabel(t: TFunction, key: string): string {
  return known(de.fields, key) ? t(`fields.${key}`) : key;
}

/** The value of a free-form field as text: strings as they are, anything else as JSON. */
export const fieldText = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : value === null || value === undefined
      ? ''
      : JSON.stringify(value);
