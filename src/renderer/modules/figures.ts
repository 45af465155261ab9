import type { JsonObject, ModuleKey } from '../../shared/api';
import type { ModuleFigures, ProjectFigures } from './definition';
import { economicsFigures } from './wirtschaftlichkeit/figures';
import { envelopeFigures } from './heizlast-huellflaeche/figures';
import { grantFigures } from './foerderrechner/figures';
import { heatPumpFigures } from './waermepumpe/figures';
import { consumptionFigures } from './verbrauch/figures';
import { projectInfoFigures } from './project-information/figures';
import { roomsFigures } from './raumweise/figures';
import { spfFigures } from './jaz/figures';

/*
 * The project's figures each module gives (its `figures`, modules/<key>/figures.ts), by module
 * key, in the registry's order: plain functions, not the modules, so the screens that read a
 * figure (the report's summary, the PV planner) load no module's form. The registry's
 * definitions name the same objects; test/renderer/modules/registry.test.ts checks that both
 * agree, order included.
 */
export const figuresByModule: Partial<Record<ModuleKey, ModuleFigures>> = {
  'project-information': projectInfoFigures,
  'heizlast-huellflaeche': envelopeFigures,
  raumweise: roomsFigures,
  verbrauch: consumptionFigures,
  waermepumpe: heatPumpFigures,
  jaz: spfFigures,
  wirtschaftlichkeit: economicsFigures,
  foerderrechner: grantFigures,
};

/** The project's modules by key as stored, or as many of them as a screen has. */
export type StoredModules = Readonly<Record<string, { payload: JsonObject | null } | undefined>>;

/**
 * A figure of the project (ProjectFigures): the first of its modules, in the registry's order,
 * that gives it from what it stored; null when none does.
 */
export function projectFigure<F extends keyof ProjectFigures>(
  modules: StoredModules,
  figure: F,
): ProjectFigures[F] | null {
  for (const [key, figures] of Object.entries(figuresByModule)) {
    const module = modules[key];
    const read = figures[figure];
    if (!module || !read) continue;
    const value = read(module.payload);
    if (value !== null) return value;
  }
  return null;
}
