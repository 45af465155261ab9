import type { ModuleFigures } from '../definition';
import { resultNumber } from '../payload';
import { numberAt } from './project-data';

/** What the heat pump gives the project's other screens: its results and its flow input. */
export const heatPumpFigures: ModuleFigures = {
  heatPumpPlanned: () => true,
  heatPumpCapacityKw: (payload) => resultNumber(payload, 'requiredCapacity'),
  heatPumpHeatLoadKw: (payload) => resultNumber(payload, 'heatLoad'),
  heatPumpFlowTemperature: (payload) => numberAt(payload, 'flowTemperature'),
};
