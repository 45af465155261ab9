import type { Shape } from '../shape';

/* A PV plan's saved results offered to the project's economics: how the source is named. */
export const pvEconomicsFlowDe = {
  source: 'PV-Plan „{{name}}“',
};

export const pvEconomicsFlowEn: Shape<typeof pvEconomicsFlowDe> = {
  source: 'PV plan “{{name}}”',
};
