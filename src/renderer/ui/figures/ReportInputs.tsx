import { useTranslation } from 'react-i18next';

/** A module's inputs in the report: label and value, one row each. */
export function ReportInputs({ rows }: { rows: [string, string][] }) {
  const { t } = useTranslation();
  return (
    <table className="table report-inputs">
      <caption>{t('report.inputs')}</caption>
      <tbody>
        {rows.map(([k, v], i) => (
          <tr key={i}>
            <th scope="row">{k}</th>
            <td>{v}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
