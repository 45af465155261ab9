import { useTranslation } from 'react-i18next';
import { euro, fixed } from '../../ui/figures/figures';
import type { WirtschaftlichkeitResults } from './model';

export function WirtschaftlichkeitSummary({
  r,
  years,
}: {
  r: WirtschaftlichkeitResults;
  years: number;
}) {
  const { t } = useTranslation();
  const rows = [
    ['capital', 'capital'],
    ['energy', 'energy'],
    ['co2', 'co2'],
    ['maintenance', 'maintenance'],
  ] as const;
  return (
    <>
      <table className="table e12-results e12-money" data-testid="economics-table">
        <caption>{t('editors12.econ.tableTitle', { years, a: fixed(r.annuityFactor, 5) })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('editors12.econ.costType')}</th>
            <th scope="col">{r.current.label || t('editors12.econ.current')}</th>
            <th scope="col">{r.planned.label || t('editors12.econ.planned')}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{t('editors12.econ.investmentNet')}</th>
            <td>{euro(r.current.investment - r.current.grant)}</td>
            <td>
              {euro(r.planned.investment - r.planned.grant)}
              {r.planned.grant > 0 && (
                <div className="muted">
                  {t('editors12.econ.grantLine', {
                    grant: euro(r.planned.grant),
                    source: t(`editors12.econ.grantSources.${r.grantSource}`),
                  })}
                </div>
              )}
            </td>
          </tr>
          {rows.map(([key, label]) => (
            <tr key={key}>
              <th scope="row">{t(`editors12.econ.rows.${label}`)}</th>
              <td>{euro(r.current[key])}</td>
              <td>{euro(r.planned[key])}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('editors12.econ.annual')}</th>
            <td data-testid="econ-annual-current">
              <strong>{euro(r.current.annual)}</strong>
            </td>
            <td data-testid="econ-annual-planned">
              <strong>{euro(r.planned.annual)}</strong>
            </td>
          </tr>
          <tr>
            <th scope="row">{t('editors12.econ.total', { years })}</th>
            <td>{euro(r.current.total)}</td>
            <td>{euro(r.planned.total)}</td>
          </tr>
        </tfoot>
      </table>
      <p data-testid="econ-verdict">
        {r.annualSaving >= 0
          ? t('editors12.econ.saving', { value: euro(r.annualSaving) })
          : t('editors12.econ.extra', { value: euro(-r.annualSaving) })}{' '}
        {r.breakEvenYear === null
          ? t('editors12.econ.noBreakEven', { years })
          : t('editors12.econ.breakEven', { year: r.breakEvenYear })}
      </p>
    </>
  );
}
