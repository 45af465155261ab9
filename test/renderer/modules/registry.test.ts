import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { moduleKeys, type ProjectModule } from '../../../src/shared/api';
import { i18n, initI18n } from '../../../src/renderer/i18n';
import { de } from '../../../src/renderer/i18n/de';
import { en } from '../../../src/renderer/i18n/en';
import { moduleName } from '../../../src/renderer/i18n/labels';
import type { ModuleStrings, StringTree } from '../../../src/renderer/modules/definition';
import type { OfferSource } from '../../../src/renderer/ui/fields/offer';
import { figuresByModule } from '../../../src/renderer/modules/figures';
import { definitionFor, moduleDefinitions } from '../../../src/renderer/modules/registry';

/*
 * A module is one folder with one registry line (docs/architecture.md, "Adding a module"). The
 * typecheck demands a report section and strings of every definition; this checks what the type
 * cannot: the strings are complete in both languages and registered, and the section renders.
 */

// The order forms save through the api; rendering a report section never calls it.
vi.mock('../../../src/renderer/api', () => ({ api: {} }));

beforeAll(() => {
  initI18n('de');
});

/** Every leaf path of a tree of texts, with the empty ones marked. */
function leaves(tree: StringTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [`${prefix}${key}${value.trim() ? '' : ' (empty)'}`]
      : leaves(value, `${prefix}${key}.`),
  );
}

const registered = Object.entries(moduleDefinitions);

describe('the module registry', () => {
  it('has a definition for every module key, under its own key', () => {
    expect(Object.keys(moduleDefinitions).sort()).toEqual([...moduleKeys].sort());
    for (const [key, definition] of registered) expect(definition.key).toBe(key);
  });

  it.each(registered)('%s brings a report section and texts in German and English', (key, def) => {
    expect(typeof def.ReportSection, `${key}: report section`).toBe('function');
    const german = leaves(def.strings.de);
    const english = leaves(def.strings.en);
    expect(german.length, `${key}: German texts`).toBeGreaterThan(0);
    expect(
      german.filter((k) => k.endsWith('(empty)')),
      `${key}: empty German texts`,
    ).toEqual([]);
    expect(
      english.filter((k) => k.endsWith('(empty)')),
      `${key}: empty English texts`,
    ).toEqual([]);
    // Every key of the German tree in English and vice versa.
    expect(english.sort(), `${key}: English keys`).toEqual(german.sort());
  });

  it.each(registered)('%s is named by the title in its own strings', (key, def) => {
    // The list, the editor and the report name a module by moduleName; without a title the user
    // would read the bare key ("heizlast-huellflaeche").
    const german = def.strings.de.title;
    const english = def.strings.en.title;
    expect(typeof german === 'string' && german.trim(), `${key}: German title`).toBeTruthy();
    expect(typeof english === 'string' && english.trim(), `${key}: English title`).toBeTruthy();
    expect(moduleName(i18n.getFixedT('de'), key)).toBe(german);
    expect(moduleName(i18n.getFixedT('en'), key)).toBe(english);
    expect(moduleName(i18n.getFixedT('de'), key)).not.toBe(key);
  });

  it('refuses, in the typecheck, module strings without a title', () => {
    const untitled = {
      de: { intro: 'Einleitung', fieldLabels: {} },
      en: { intro: 'Introduction', fieldLabels: {} },
    };
    // @ts-expect-error: a module's strings must carry its title in both languages.
    const strings: ModuleStrings = untitled;
    expect(strings.de).not.toHaveProperty('title');
  });

  it('lets every module offer values under its own key, without a list to extend', () => {
    // A module that offers values (step 3 of the walkthrough) names itself as their source; a
    // key missing from OfferSource fails the typecheck here.
    const sources: OfferSource[] = [...moduleKeys];
    expect(sources).toEqual([...moduleKeys]);
  });

  it.each(registered)('%s has its texts registered as module.<key>', (key, def) => {
    expect(de.module[key as keyof typeof de.module]).toBe(def.strings.de);
    expect(en.module[key as keyof typeof en.module]).toBe(def.strings.en);
  });

  it('gathers the figures of the definitions for the screens, in the registry’s order', () => {
    const giving = registered.filter(([, def]) => def.figures).map(([key]) => key);
    expect(Object.keys(figuresByModule)).toEqual(giving);
    for (const key of giving)
      expect(figuresByModule[key as keyof typeof figuresByModule]).toBe(
        moduleDefinitions[key as keyof typeof moduleDefinitions].figures,
      );
  });

  it.each(registered)('%s renders its report section for a module without inputs', (key) => {
    const module: ProjectModule = {
      id: `pm-${key}`,
      projectId: 'pr-1',
      moduleKey: key,
      status: 'not_started',
      schemaVersion: 1,
      payload: null,
      validationState: null,
      updatedAt: '2026-11-25T10:00:00.000Z',
      version: 1,
    } as unknown as ProjectModule;
    const definition = definitionFor(key);
    const context = {
      project: { id: 'pr-1', title: 'Projekt', type: 'heat-planning' },
      contact: null,
      building: null,
      modules: {},
    } as never;
    expect(() =>
      renderToStaticMarkup(
        createElement(definition.ReportSection, { module, context, definition }),
      ),
    ).not.toThrow();
  });

  it('shows a key the app does not know through the generic editor and section', () => {
    // A key no module will take: the walkthrough's example key (docs/architecture.md) would turn
    // this test red for whoever follows it.
    const unknownKey = 'ventilpruefung-aus-einer-neueren-version';
    expect(moduleKeys).not.toContain(unknownKey);
    const definition = definitionFor(unknownKey);
    expect(definition.anyVersion).toBe(true);
    const module = {
      moduleKey: unknownKey,
      schemaVersion: 3,
      payload: { ventile: 12 },
    } as unknown as ProjectModule;
    const html = renderToStaticMarkup(
      createElement(definition.ReportSection, { module, context: {} as never, definition }),
    );
    expect(html).toContain('Ventile');
    expect(html).toContain('12');
    expect(i18n.language).toBe('de');
  });
});
