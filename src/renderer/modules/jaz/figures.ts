import type { ModuleFigures } from '../definition';
import { numberAt, valuesOf } from '../waermepumpe/project-data';

/** What the JAZ gives the project's other screens, from its stored results. */
export const spfFigures: ModuleFigures = {
  seasonalPerformanceFactor: (payload) => numberAt(valuesOf(payload), 'combinedSpf'),
};
