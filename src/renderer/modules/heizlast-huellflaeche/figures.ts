import type { ModuleFigures } from '../definition';
import { resultNumber } from '../payload';

/** What the envelope method gives the project's other screens, from its stored results. */
export const envelopeFigures: ModuleFigures = {
  heatLoadW: (payload) => resultNumber(payload, 'total'),
};
