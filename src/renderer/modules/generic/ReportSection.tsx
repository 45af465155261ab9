import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { de } from '../../i18n/de';
import { fixed, yesNo } from '../../ui/figures/figures';
import { ReportInputs } from '../../ui/figures/ReportInputs';
import type { ReportSectionProps } from '../definition';
import { migratePayload, storedResults } from '../payload';
import { flatValues, hiddenKey, readableKey } from './report-model';

/** A key's label: the report's names of payload keys, then the contact field names. */
function keyLabel(t: TFunction, key: string): string | null {
  if (Object.hasOwn(de.report.keys, key)) return t(`report.keys.${key}`);
  if (Object.hasOwn(de.fields, key)) return t(`fields.${key}`);
  return null;
}

/**
 * A module without a report layout of its own: its values (migrated to the editor's version when
 * the editor knows the stored one) and its stored results, with readable German labels.
 */
export function GenericSection({ module, definition: def }: ReportSectionProps) {
  const { t } = useTranslation();
  const payload =
    module.schemaVersion < def.schemaVersion
      ? migratePayload(def, module.payload, module.schemaVersion)
      : module.payload;
  const label = (path: string) => readableKey(path, (key) => keyLabel(t, key));
  const inputs = flatValues(payload).filter((r) => !hiddenKey(r.key));
  const results = flatValues(storedResults(payload)?.values ?? null).filter(
    (r) => !hiddenKey(r.key),
  );
  const show = (v: string | number | boolean) =>
    typeof v === 'number'
      ? Number.isInteger(v) && Math.abs(v) < 10_000
        ? String(v) // years and counts without a thousands separator (1998, not 1.998)
        : fixed(v, Number.isInteger(v) ? 0 : 2)
      : typeof v === 'boolean'
        ? yesNo(t, v)
        : v;
  return (
    <>
      {inputs.length > 0 && (
        <ReportInputs
          rows={inputs
            .slice(0, 40)
            .map((r): [string, string] => [label(r.key), String(show(r.value))])}
        />
      )}
      {results.length > 0 && (
        <table className="table report-inputs">
          <caption>{t('editorParts.common.results')}</caption>
          <tbody>
            {results.slice(0, 30).map((r) => (
              <tr key={r.key}>
                <th scope="row">{label(r.key)}</th>
                <td>{show(r.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
