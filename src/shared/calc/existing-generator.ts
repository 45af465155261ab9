/*
 * The heat load compared with the rated output of the generator that heats the building today
 * (from its type plate). That generator has kept the building warm on the coldest days, and the
 * heat load is the heat flow needed at the design outdoor temperature (DIN EN 12831-1, 3.1), so
 * the heat load is at most the rated output: one above it points to an input to check (or to heat
 * from elsewhere, a stove beside the boiler). Far below it is usual: existing boilers were chosen
 * with generous margins, which is why a heat pump is sized on the heat load, never on the boiler
 * it replaces (Glen Dimplex, Planungshandbuch Wärmepumpen, "Wärmepumpen für den Sanierungsmarkt –
 * Dimensionierung bei bestehender Heizungsanlage",
 * https://dimplex.atlassian.net/wiki/spaces/PRO/pages/2982839929). A check, no sizing rule.
 */
import { atLeast, greaterThan } from './domain';

export interface ExistingGeneratorInput {
  /** kW, the building's heat load. */
  heatLoad: number;
  /** kW, the existing generator's rated output (type plate). */
  ratedOutput: number;
}

export interface ExistingGeneratorCheck {
  /** heatLoad ÷ ratedOutput. */
  share: number;
  /** The heat load is above what the existing generator can give. */
  aboveRatedOutput: boolean;
}

export function heatLoadAgainstExistingGenerator(
  input: ExistingGeneratorInput,
): ExistingGeneratorCheck {
  const heatLoad = atLeast('heatLoad', input.heatLoad, 0, 'kW');
  const ratedOutput = greaterThan('ratedOutput', input.ratedOutput, 0, 'kW');
  const share = heatLoad / ratedOutput;
  return { share, aboveRatedOutput: share > 1 };
}
