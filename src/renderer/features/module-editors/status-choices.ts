import type { ModuleStatus, ProjectModule } from '../../../shared/api';
import { definitionFor } from '../../modules/registry';

/*
 * What the status menu of a module offers: what a consultant does with a module (Entwurf, Bereit,
 * Abgeschlossen; Eingereicht where the module's work is handed in to the funding body). The
 * statuses only the server sets (Wird berechnet, Fehlgeschlagen, Gesperrt) and "Nicht begonnen"
 * are shown when the module has them, but never offered.
 */

export const consultantStatuses = ['draft', 'ready', 'completed', 'submitted'] as const;

export function statusChoices(
  moduleKey: string,
  current: string,
): Array<{ status: string; offered: boolean }> {
  const offered: string[] = consultantStatuses.filter(
    // Only a module whose work goes to the funding body (KfW, BAFA) is handed in.
    (s) => s !== 'submitted' || definitionFor(moduleKey).submittable === true,
  );
  const shown = offered.includes(current) ? [] : [{ status: current, offered: false }];
  return [...shown, ...offered.map((status) => ({ status, offered: true }))];
}

export const isConsultantStatus = (s: string): s is ModuleStatus =>
  (consultantStatuses as readonly string[]).includes(s);

/**
 * The status a consultant reads for a module. The status is the consultant's own, but a module
 * that holds what was entered is at least begun: "Nicht begonnen" beside its result would be
 * untrue, so it reads "Entwurf" (the consultant's first status) until another one is set.
 */
export function shownStatus(module: Pick<ProjectModule, 'status' | 'payload'>): string {
  const begun = !!module.payload && Object.keys(module.payload).length > 0;
  return module.status === 'not_started' && begun ? 'draft' : module.status;
}
