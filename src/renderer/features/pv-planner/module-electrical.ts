import { electricalKeys, type ModuleElectrical } from '../../../shared/pv-plan/document';

/*
 * The datasheet's electrical values of a library module, as the form checks them at each field:
 * each inside its bounds (crystalline modules' datasheets lie well inside them), the MPP voltage
 * below the open-circuit voltage and the MPP current at most the short-circuit current, the
 * temperature coefficients negative. A value not yet entered is NaN (the field shows empty and
 * says it is missing); the string check takes a module only with all six.
 */

export type ElectricalKey = keyof ModuleElectrical;

export const electricalBounds: Record<
  ElectricalKey,
  { min: number; max: number; example: string }
> = {
  voc: { min: 1, max: 150, example: '50,4' },
  vmpp: { min: 1, max: 150, example: '42' },
  isc: { min: 0.1, max: 30, example: '11,36' },
  impp: { min: 0.1, max: 30, example: '10,72' },
  tempCoeffVoc: { min: -1, max: 0, example: '-0,26' },
  tempCoeffPower: { min: -1, max: 0, example: '-0,36' },
};

/** A module whose electrical values are still to be entered. */
export const missingElectrical: ModuleElectrical = {
  voc: Number.NaN,
  vmpp: Number.NaN,
  isc: Number.NaN,
  impp: Number.NaN,
  tempCoeffVoc: Number.NaN,
  tempCoeffPower: Number.NaN,
};

const inBounds = (e: ModuleElectrical, key: ElectricalKey) =>
  e[key] >= electricalBounds[key].min && e[key] <= electricalBounds[key].max;

export interface ElectricalLimit {
  min: number;
  max: number;
  /** The other value that lowers the upper bound: Vmpp below Voc, Impp at most Isc. */
  below: 'voc' | 'isc' | null;
}

/** The range each field accepts, given the values entered in the others. */
export function electricalLimits(e: ModuleElectrical): Record<ElectricalKey, ElectricalLimit> {
  const limit = (key: ElectricalKey, by: 'voc' | 'isc' | null): ElectricalLimit => {
    const { min, max } = electricalBounds[key];
    if (by && inBounds(e, by) && e[by] < max) return { min, max: e[by], below: by };
    return { min, max, below: null };
  };
  return {
    voc: limit('voc', null),
    vmpp: limit('vmpp', 'voc'),
    isc: limit('isc', null),
    impp: limit('impp', 'isc'),
    tempCoeffVoc: limit('tempCoeffVoc', null),
    tempCoeffPower: limit('tempCoeffPower', null),
  };
}

/** All six present, inside their ranges, Vmpp below Voc, coefficients below zero. */
export function electricalComplete(e: ModuleElectrical): boolean {
  const limits = electricalLimits(e);
  return (
    electricalKeys.every((k) => e[k] >= limits[k].min && e[k] <= limits[k].max) &&
    e.vmpp < e.voc &&
    e.tempCoeffVoc < 0 &&
    e.tempCoeffPower < 0
  );
}
