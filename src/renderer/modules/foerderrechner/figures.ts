import type { ModuleFigures } from '../definition';
import { resultNumber } from '../payload';

/** What the grant calculator gives the project's other screens, from its stored results. */
export const grantFigures: ModuleFigures = {
  grantEuro: (payload) => resultNumber(payload, 'totalGrant'),
  grantEligibleEuro: (payload) => resultNumber(payload, 'totalEligible'),
};
