import { moduleStringsDe, moduleStringsEn } from '../../renderer/modules/strings';
import type { TerminalLanguage } from '../start-messages';

/*
 * A module and its payload's keys as the app says them ("Heizlast (Hüllflächenverfahren) in
 * Projekt …", "Gebäude › Luftwechsel (1/h)"), from the modules' own strings (the catalogue the
 * renderer registers as `module`), in the terminal's language.
 */

type ModuleTexts = { title: string; fieldLabels: Record<string, string> };

const catalogues: Record<TerminalLanguage, Record<string, ModuleTexts>> = {
  de: moduleStringsDe,
  en: moduleStringsEn,
};

const words = {
  de: { inProject: 'in Projekt', item: 'Eintrag' },
  en: { inProject: 'in project', item: 'Item' },
} as const;

/** Segments that only hold a document: no label of their own (as the outbox page). */
const containers = new Set(['payload']);

/** The module's title ("Heizlast (Hüllflächenverfahren)"); an unknown key as itself. */
export function moduleTitle(key: string, language: TerminalLanguage): string {
  const texts = catalogues[language];
  return Object.hasOwn(texts, key) ? texts[key]!.title : key;
}

/** A module record's name as the outbox page gives it: "U-Wert-Rechner in Projekt Wolf". */
export function moduleRecordName(key: string, project: string, language: TerminalLanguage) {
  return `${moduleTitle(key, language)} ${words[language].inProject} ${project}`;
}

/** One payload key through the modules' field labels, the given module's first; else null. */
function fieldLabel(key: string, moduleKey: string, language: TerminalLanguage): string | null {
  const texts = catalogues[language];
  const keys = Object.keys(texts);
  for (const k of Object.hasOwn(texts, moduleKey) ? [moduleKey, ...keys] : keys)
    if (Object.hasOwn(texts[k]!.fieldLabels, key)) return texts[k]!.fieldLabels[key]!;
  return null;
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
  const shown = segments.filter((s, i) => !(i === 0 && containers.has(s)) || segments.length === 1);
  let labelled = false;
  const parts = shown.map((segment) => {
    const label = fieldLabel(segment, moduleKey, language);
    if (label !== null) {
      labelled = true;
      return label;
    }
    return /^\d+$/.test(segment) ? `${words[language].item} ${Number(segment) + 1}` : segment;
  });
  return labelled ? parts.join(' › ') : null;
}
