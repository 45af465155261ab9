import { refusalWordsDe, refusalWordsEn } from '../../../shared/api/refusal-words';
import type { Shape } from '../shape';

/*
 * The server's refusals in the user's words (the catalogue is shared with the CLI:
 * src/shared/api/refusal-words.ts), and what restoring a project deleted on the server brings
 * back.
 */
export const syncWordsDe = {
  refusal: refusalWordsDe,
  projectRestore:
    'Wiederherstellen legt das Projekt neu auf dem Server an, mit allen Modulen und PV-Plänen, wie sie auf diesem Gerät stehen.',
  pvPlanRestore:
    'Wiederherstellen legt den PV-Plan im selben Projekt neu auf dem Server an, mit Dächern, Belegung und allen Angaben, wie sie auf diesem Gerät stehen.',
};

export const syncWordsEn: Shape<typeof syncWordsDe> = {
  refusal: refusalWordsEn,
  projectRestore:
    'Restoring creates the project again on the server, with all its modules and PV plans as they are on this device.',
  pvPlanRestore:
    'Restoring creates the PV plan again in the same project on the server, with its roofs, layout and all values as they are on this device.',
};
