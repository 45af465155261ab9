import { useTranslation } from 'react-i18next';
import { euro, percent, standDate } from '../../ui/figures/figures';
import { Verdict } from '../../ui/figures/Verdict';
import type { FoerderrechnerResults } from './model';

/** What is eligible and the total (editor and report). */
export function FoerderrechnerSummary({ r }: { r: FoerderrechnerResults }) {
  const { t } = useTranslation();
  return (
    <>
      <table className="table calc-results calc-money" data-testid="grant-table">
        <caption>{t('module.foerderrechner.tableTitle', { stand: standDate(r.stand) })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('module.foerderrechner.measure')}</th>
            <th scope="col">{t('module.foerderrechner.costs')}</th>
            <th scope="col">{t('module.foerderrechner.cap')}</th>
            <th scope="col">{t('module.foerderrechner.eligible')}</th>
            <th scope="col">{t('module.foerderrechner.rate')}</th>
            <th scope="col">{t('module.foerderrechner.grant')}</th>
          </tr>
        </thead>
        <tbody>
          {r.heating && (
            <tr>
              <th scope="row">{t('module.foerderrechner.heatingRow')}</th>
              <td>{euro(r.heating.costs)}</td>
              <td>{euro(r.heating.costCap)}</td>
              <td>{euro(r.heating.eligible)}</td>
              <td>{percent(r.heating.rate, 1)}</td>
              <td data-testid="grant-heating">{euro(r.heating.grant)}</td>
            </tr>
          )}
          {r.envelope && (
            <tr>
              <th scope="row">{t('module.foerderrechner.envelopeRow')}</th>
              <td>{euro(r.envelope.costs)}</td>
              <td>{euro(r.envelope.costCap)}</td>
              <td>{euro(r.envelope.eligible)}</td>
              <td>{percent(r.envelope.rate, 0)}</td>
              <td>{euro(r.envelope.grant)}</td>
            </tr>
          )}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('module.foerderrechner.total')}</th>
            <td>{euro(r.totalCosts)}</td>
            <td />
            <td>{euro(r.totalEligible)}</td>
            <td />
            <td data-testid="grant-total">
              <strong>{euro(r.totalGrant)}</strong>
            </td>
          </tr>
        </tfoot>
      </table>
      {r.heating && (
        <p>
          {t('module.foerderrechner.spfCondition')} <Verdict met={r.spfRequirementMet} />
        </p>
      )}
    </>
  );
}
