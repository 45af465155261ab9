import { keyPathLabel } from '../../shared/merge/path-label';
import { moduleFieldLabel } from '../../renderer/modules/field-labels';
import { moduleStringsDe, moduleStringsEn } from '../../renderer/modules/strings';
import type { TerminalLanguage } from '../start-messages';

/*
 * A module and its payload's keys as the app says them ("Heizlast (Hüllflächenverfahren) in
 * Projekt …", "Gebäude › Luftwechsel (1/h)"), from the modules' own strings (the catalogue the
 * renderer registers as `module`) by the outbox page's rules, in the terminal's language.
 */

const catalogues = { de: moduleStringsDe, en: moduleStringsEn } as const;

const words = {
  de: { inProject: 'in Projekt', item: 'Eintrag' },
  en: { inProject: 'in project', item: 'Item' },
} as const;

/**
 * The renderer's `t` over the `module` catalogue, in the terminal's language: a dotted key
 * (`module.<key>.fieldLabels.<field>`) to its text, else the key as i18next would give it.
 */
function moduleText(language: TerminalLanguage) {
  return (key: string): string => {
    let node: unknown = { module: catalogues[language] };
    for (const part of key.split('.'))
      node =
        typeof node === 'object' && node !== null && Object.hasOwn(node, part)
          ? (node as Record<string, unknown>)[part]
          : undefined;
    return typeof node === 'string' ? node : key;
  };
}

/** The module's title ("Heizlast (Hüllflächenverfahren)"); an unknown key as itself. */
export function moduleTitle(key: string, language: TerminalLanguage): string {
  const texts = catalogues[language];
  return Object.hasOwn(texts, key) ? texts[key as keyof typeof texts].title : key;
}

/** A module record's name as the outbox page gives it: "U-Wert-Rechner in Projekt Wolf". */
export function moduleRecordName(key: string, project: string, language: TerminalLanguage) {
  return `${moduleTitle(key, language)} ${words[language].inProject} ${project}`;
}

/**
 * A conflict's path in a module's payload as the outbox page labels it ("Gebäude › Luftwechsel
 * (1/h)" for `payload.gebaeude.luftwechsel`), or null when no key of it has a label.
 */
export function modulePathLabel(
  segments: readonly string[],
  moduleKey: string,
  language: TerminalLanguage,
): string | null {
  const t = moduleText(language);
  const { text, labelled } = keyPathLabel(segments, {
    label: (key) => moduleFieldLabel(t, key, moduleKey),
    item: (n) => `${words[language].item} ${n}`,
  });
  return labelled ? text : null;
}
