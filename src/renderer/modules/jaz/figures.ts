import type { ModuleFigures } from '../definition';
import { resultNumber } from '../payload';

/** What the JAZ gives the project's other screens, from its stored results. */
export const spfFigures: ModuleFigures = {
  seasonalPerformanceFactor: (payload) => resultNumber(payload, 'combinedSpf'),
};
