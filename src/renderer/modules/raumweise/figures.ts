import type { JsonObject } from '../../../shared/api';
import type { ModuleFigures } from '../definition';
import { resultNumber, storedResults } from '../payload';

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const num = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** What the rooms give the project's other screens, from their stored results. */
export const roomsFigures: ModuleFigures = {
  // A heat load of some rooms only is no heat load of the building.
  heatLoadW: (payload) =>
    resultNumber(payload, 'completeRooms') === resultNumber(payload, 'roomCount')
      ? resultNumber(payload, 'total')
      : null,
  radiatorCheck: (payload) => {
    const check = storedResults(payload)?.values.radiatorCheck;
    if (!isObject(check)) return null;
    return {
      flowTemperature: num(check.flowTemperature),
      checked: num(check.checkedRooms),
      covered: num(check.coveredRooms),
      required: num(check.requiredSystemFlow),
    };
  },
};
