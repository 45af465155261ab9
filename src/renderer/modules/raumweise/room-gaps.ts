import type { TFunction } from 'i18next';

/**
 * What a room still lacks for its heat load (roomGaps of model.ts), in the words of the fields
 * it is typed in: "Höhe, Luftwechsel, Bauteil 2" or "keine Bauteile erfasst". `short` takes the
 * room table's column heads (θe, n), for the narrow Φ column.
 */
export function roomGapWords(t: TFunction, gaps: readonly string[], short = false): string {
  return gaps
    .map((g) =>
      g.startsWith('element:')
        ? t('module.heizlast-huellflaeche.elementN', { n: Number(g.slice(8)) + 1 })
        : t(`module.raumweise.${short ? 'gapsShort' : 'gaps'}.${g}`),
    )
    .join(', ');
}
