import type { ModuleFigures } from '../definition';
import { numberAt, valuesOf } from '../waermepumpe/project-data';

/** What the grant calculator gives the project's other screens, from its stored results. */
export const grantFigures: ModuleFigures = {
  grantEuro: (payload) => numberAt(valuesOf(payload), 'totalGrant'),
  grantEligibleEuro: (payload) => numberAt(valuesOf(payload), 'totalEligible'),
};
