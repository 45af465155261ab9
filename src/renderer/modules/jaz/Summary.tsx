import { useTranslation } from 'react-i18next';
import { fixed, percent } from '../../ui/figures/figures';
import { Verdict } from '../../ui/figures/Verdict';
import type { JazResults } from './model';

export function JazSummary({ r }: { r: JazResults }) {
  const { t } = useTranslation();
  return (
    <table className="table calc-results" data-testid="jaz-results">
      <caption>{t('editorParts.common.results')}</caption>
      <tbody>
        <tr>
          <th scope="row">{t('module.jaz.heatingSpf')}</th>
          <td>{fixed(r.heatingSpf, 2)}</td>
        </tr>
        <tr>
          <th scope="row">{t('module.jaz.hotWaterSpf')}</th>
          <td>{fixed(r.hotWaterSpf, 2)}</td>
        </tr>
        <tr>
          <th scope="row">{t('module.jaz.hotWaterShare')}</th>
          <td>{percent(r.hotWaterShare, 1)}</td>
        </tr>
        <tr>
          <th scope="row">{t('module.jaz.combined')}</th>
          <td data-testid="jaz-combined">
            <strong>{fixed(r.combinedSpf, 2)}</strong>
          </td>
        </tr>
        <tr>
          <th scope="row">{t('module.jaz.basis')}</th>
          <td data-testid="jaz-basis">
            {r.basis === 'manual'
              ? t('module.jaz.basisManual', { source: r.source })
              : r.basis === 'vdi4650'
                ? t('module.jaz.basisStandard', { edition: r.edition })
                : t('module.jaz.basisApproximation', { edition: r.edition })}
          </td>
        </tr>
        <tr>
          <th scope="row">{t('module.jaz.beg', { min: fixed(r.begMinimumSpf, 1) })}</th>
          <td>
            <Verdict met={r.begMet} />
          </td>
        </tr>
      </tbody>
    </table>
  );
}
