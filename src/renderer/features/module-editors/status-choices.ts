import type { ModuleStatus } from '../../../shared/api';

/*
 * What the status menu of a module offers: what a consultant does with a module (Entwurf, Bereit,
 * Abgeschlossen; Eingereicht where the module's work is handed in to the funding body). The
 * statuses only the server sets (Wird berechnet, Fehlgeschlagen, Gesperrt) and "Nicht begonnen"
 * are shown when the module has them, but never offered.
 */

export const consultantStatuses = ['draft', 'ready', 'completed', 'submitted'] as const;

/** Modules whose result goes to KfW or BAFA: they can be "Eingereicht". */
const submittedModules = new Set(['foerderrechner', 'foerderservice', 'nachweisservice']);

export function statusChoices(
  moduleKey: string,
  current: string,
): Array<{ status: string; offered: boolean }> {
  const offered: string[] = consultantStatuses.filter(
    (s) => s !== 'submitted' || submittedModules.has(moduleKey),
  );
  const shown = offered.includes(current) ? [] : [{ status: current, offered: false }];
  return [...shown, ...offered.map((status) => ({ status, offered: true }))];
}

export const isConsultantStatus = (s: string): s is ModuleStatus =>
  (consultantStatuses as readonly string[]).includes(s);
