import type { TFunction } from 'i18next';
import { formatFixed } from '../../ui/fields/number-input';
import type { RadiatorModel } from '../../../shared/calc';
import type { Radiator, RadiatorCheck } from './radiators';

/*
 * The radiators and the pump in words, once for the editor and the printed VdZ data: the
 * installer who sets the valves and the pump reads the same radiator and the same setting on
 * paper as the consultant chose on screen.
 */

/**
 * The radiator as found in the room, in parts that each stay on one line in print: its kind, and
 * a catalogue one's maker and series and its type and size ("Flachheizkörper", "Kermi therm-x2
 * Profil-V", "Typ 22, 300 × 2.000 mm"); a typed one is the kind and "eigene Angabe".
 */
export function radiatorDescriptionParts(
  t: TFunction,
  radiator: Pick<Radiator, 'kind' | 'modelKey' | 'lengthMm'>,
  models: readonly RadiatorModel[],
  lang: string,
): string[] {
  const kind = t(`heating.kinds.${radiator.kind}`);
  const model = radiator.modelKey ? models.find((m) => m.key === radiator.modelKey) : undefined;
  if (!model) return [`${kind},`, t('heating.ownEntry')];
  const n0 = (v: number) => formatFixed(v, 0, lang);
  const size =
    radiator.lengthMm === null
      ? `${n0(model.heightMm)} mm`
      : `${n0(model.heightMm)} × ${n0(radiator.lengthMm)} mm`;
  const maker = `${model.maker} ${model.series}`.trim();
  return [kind, ...(maker ? [maker] : []), `Typ ${model.type}, ${size}`];
}

/** The pump's flow and head and the setting (Δp-c), or what the head still needs. */
export function pumpText(t: TFunction, check: RadiatorCheck, lang: string): string {
  if (!check.pump) return t('heating.pumpMissing');
  return t('heating.pumpLine', {
    flow: formatFixed(check.totalVolumeFlow, 0, lang),
    m3: formatFixed(check.totalVolumeFlow / 1000, 2, lang),
    head: formatFixed(check.pump.head, 1, lang),
    kpa: formatFixed(check.pump.pressure / 1000, 1, lang),
  });
}
