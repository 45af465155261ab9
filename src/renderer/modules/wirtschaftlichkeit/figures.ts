import type { ModuleFigures } from '../definition';
import { numberAt, valuesOf } from '../waermepumpe/project-data';

/** What the economics give the project's other screens, from their stored results. */
export const economicsFigures: ModuleFigures = {
  annualSavingEuro: (payload) => numberAt(valuesOf(payload), 'annualSaving'),
  breakEvenYear: (payload) => numberAt(valuesOf(payload), 'breakEvenYear'),
};
