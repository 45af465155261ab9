import type { ModuleFigures } from '../definition';
import { resultNumber } from '../payload';

/** What the economics give the project's other screens, from their stored results. */
export const economicsFigures: ModuleFigures = {
  annualSavingEuro: (payload) => resultNumber(payload, 'annualSaving'),
  breakEvenYear: (payload) => resultNumber(payload, 'breakEvenYear'),
};
