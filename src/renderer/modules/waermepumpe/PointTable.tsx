import { useTranslation } from 'react-i18next';
import { NumberField } from '../../ui/fields/NumberField';
import type { NumberBounds } from '../../ui/fields/number-input';

/** One numeric column of a test point table. */
export interface PointColumn<P> extends NumberBounds {
  key: keyof P & string;
  label: string;
  unit?: string;
  /** The value when the field is emptied (required columns). */
  fallback?: number;
  /** Decimals shown for a stored value (a COP to two, as data sheets print it). */
  digits?: number;
  /** Field width: 'wide' for figures like "10,043", 'narrow' for short ones like "55". */
  width?: 'narrow' | 'wide';
  /** Server validation path prefix, e.g. 'testPoints' → 'testPoints.0.cop'. */
  path?: string;
  error?: (index: number) => string | null;
}

/**
 * Test points as a table of German number fields (heat pump data sheet, JAZ weighting): one row
 * per point, labelled "Prüfpunkt n: …" for screen readers, with a remove button per row.
 */
export function PointTable<P extends Record<string, unknown>>({
  caption,
  captionHidden,
  rows,
  columns,
  readOnly,
  onChange,
}: {
  caption: string;
  captionHidden?: boolean;
  rows: readonly P[];
  columns: readonly PointColumn<P>[];
  readOnly: boolean;
  onChange(rows: P[]): void;
}) {
  const { t } = useTranslation();
  const set = (i: number, key: string, v: number | null) =>
    onChange(rows.map((r, j) => (j === i ? { ...r, [key]: v } : r)));
  return (
    <table className="table calc-points">
      <caption className={captionHidden ? 'me-sr-only' : undefined}>{caption}</caption>
      <thead>
        <tr>
          {columns.map((c) => (
            <th scope="col" key={c.key}>
              {c.label}
            </th>
          ))}
          {!readOnly && (
            <th scope="col">
              <span className="me-sr-only">{t('editorParts.common.actions')}</span>
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => (
          <tr key={i}>
            {columns.map(
              ({ key, label, unit, fallback, path, error, digits, width, ...bounds }) => (
                <td key={key} className={width ? `calc-${width}` : undefined}>
                  <NumberField
                    hideLabel
                    label={t('module.waermepumpe.pointLabel', { n: i + 1, what: label })}
                    unit={unit}
                    digits={digits}
                    value={row[key] as number | null}
                    required={fallback !== undefined}
                    path={path ? `${path}.${i}.${key}` : undefined}
                    error={error?.(i)}
                    {...bounds}
                    onChange={(v) => set(i, key, v ?? fallback ?? null)}
                  />
                </td>
              ),
            )}
            {!readOnly && (
              <td>
                <button
                  type="button"
                  className="link-button"
                  onClick={() => onChange(rows.filter((_, j) => j !== i))}
                >
                  {t('editorParts.common.remove')}
                </button>
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
