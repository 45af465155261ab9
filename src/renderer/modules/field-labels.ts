import { moduleStringsDe } from './strings';

type LabelledKey = keyof typeof moduleStringsDe;

const moduleKeys = Object.keys(moduleStringsDe) as LabelledKey[];

const labels = (moduleKey: LabelledKey): object => moduleStringsDe[moduleKey].fieldLabels;

/**
 * A module payload key in the user's words, from the modules' own `fieldLabels`: the given
 * module's first, then any module's (a conflict's path may not say which module it came from).
 * Null for a key no module names. `t` reads the `module` catalogue: the renderer's i18next, or
 * the CLI's reading of the same strings in the terminal's language.
 */
export function moduleFieldLabel(
  t: (key: string) => string,
  key: string,
  moduleKey?: string,
): string | null {
  const first = moduleKeys.find((k) => k === moduleKey);
  for (const k of first ? [first, ...moduleKeys] : moduleKeys)
    if (Object.hasOwn(labels(k), key)) return t(`module.${k}.fieldLabels.${key}`);
  return null;
}
