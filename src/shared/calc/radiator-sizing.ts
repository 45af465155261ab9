/*
 * What fixes a room whose radiators are too small for the system's flow temperature: a longer
 * radiator of the same type (the same height first, then another height of the catalogue), sized
 * to give the output the room lacks at the operating point. Built on radiatorOutput (section 11)
 * and the catalogue's output per metre; lengths rounded up to the catalogue's 100 mm steps.
 */
import { greaterThan, atLeast } from './domain';
import { radiatorOfModel, radiatorLengths, type RadiatorModel } from './catalogues/radiators';
import { radiatorOutput } from './radiator';

export interface LargerRadiator {
  model: RadiatorModel;
  lengthMm: number;
  /** W at the operating point. */
  output: number;
  /** W at the model's rating condition (what the data sheet lists). */
  ratedOutput: number;
}

export function largerRadiator(input: {
  models: readonly RadiatorModel[];
  /** The type and height of the radiator to replace. */
  type: string;
  heightMm: number;
  /** W the new radiator must give at the operating point. */
  neededOutput: number;
  flow: number;
  return: number;
  room: number;
}): LargerRadiator | null {
  const needed = atLeast('neededOutput', input.neededOutput, 0, 'W');
  greaterThan('return', input.return, input.room, '°C (the room temperature)');
  const candidates = input.models
    .filter((m) => m.type === input.type)
    // The same height first (it fits the same place), then the lower ones, then the taller.
    .sort((a, b) => heightOrder(a, input.heightMm) - heightOrder(b, input.heightMm));
  for (const model of candidates) {
    const perMetre = radiatorOutput({
      ...radiatorOfModel(model, 1000),
      flow: input.flow,
      return: input.return,
      room: input.room,
    }).output;
    const { min, max, step } = radiatorLengths;
    const lengthMm = Math.max(min, Math.ceil(((needed / perMetre) * 1000) / step - 1e-9) * step);
    if (lengthMm > max) continue;
    return {
      model,
      lengthMm,
      output: (perMetre * lengthMm) / 1000,
      ratedOutput: radiatorOfModel(model, lengthMm).ratedOutput,
    };
  }
  return null;
}

function heightOrder(model: RadiatorModel, heightMm: number): number {
  if (model.heightMm === heightMm) return 0;
  return model.heightMm < heightMm
    ? 1 + (heightMm - model.heightMm) / 1e4
    : 2 + model.heightMm / 1e4;
}
