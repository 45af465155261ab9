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
      <table className="table calc-results calc-money" data-testid="economics-table">
        <caption>
          {t('module.wirtschaftlichkeit.tableTitle', { years, a: fixed(r.annuityFactor, 5) })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('module.wirtschaftlichkeit.costType')}</th>
            <th scope="col">{r.current.label || t('module.wirtschaftlichkeit.current')}</th>
            <th scope="col">{r.planned.label || t('module.wirtschaftlichkeit.planned')}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{t('module.wirtschaftlichkeit.investmentNet')}</th>
            <td>{euro(r.current.investment - r.current.grant)}</td>
            <td>
              {euro(r.planned.investment - r.planned.grant)}
              {r.planned.grant > 0 && (
                <div className="muted">
                  {t('module.wirtschaftlichkeit.grantLine', {
                    grant: euro(r.planned.grant),
                    source: t(`module.wirtschaftlichkeit.grantSources.${r.grantSource}`),
                  })}
                </div>
              )}
            </td>
          </tr>
          {rows.map(([key, label]) => (
            <tr key={key}>
              <th scope="row">{t(`module.wirtschaftlichkeit.rows.${label}`)}</th>
              <td>{euro(r.current[key])}</td>
              <td>{euro(r.planned[key])}</td>
            </tr>
          ))}
          {r.planned.revenue > 0 && (
            <tr>
              <th scope="row">{t('module.wirtschaftlichkeit.pv.revenueRow')}</th>
              <td>{euro(-r.current.revenue)}</td>
              <td data-testid="econ-pv-revenue">{euro(-r.planned.revenue)}</td>
            </tr>
          )}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('module.wirtschaftlichkeit.annual')}</th>
            <td data-testid="econ-annual-current">
              <strong>{euro(r.current.annual)}</strong>
            </td>
            <td data-testid="econ-annual-planned">
              <strong>{euro(r.planned.annual)}</strong>
            </td>
          </tr>
          <tr>
            <th scope="row">{t('module.wirtschaftlichkeit.total', { years })}</th>
            <td>{euro(r.current.total)}</td>
            <td>{euro(r.planned.total)}</td>
          </tr>
        </tfoot>
      </table>
      <p data-testid="econ-verdict">
        {r.annualSaving >= 0
          ? t('module.wirtschaftlichkeit.saving', { value: euro(r.annualSaving) })
          : t('module.wirtschaftlichkeit.extra', { value: euro(-r.annualSaving) })}{' '}
        {r.breakEvenYear === null
          ? t('module.wirtschaftlichkeit.noBreakEven', { years })
          : t('module.wirtschaftlichkeit.breakEven', { year: r.breakEvenYear })}
      </p>
    </>
  );
}
