import type { ModuleFigures } from '../definition';
import { numberAt, valuesOf } from './project-data';

/** What the heat pump gives the project's other screens: its results and its flow input. */
export const heatPumpFigures: ModuleFigures = {
  heatPumpPlanned: () => true,
  heatPumpCapacityKw: (payload) => numberAt(valuesOf(payload), 'requiredCapacity'),
  heatPumpHeatLoadKw: (payload) => numberAt(valuesOf(payload), 'heatLoad'),
  heatPumpFlowTemperature: (payload) => numberAt(payload, 'flowTemperature'),
};
