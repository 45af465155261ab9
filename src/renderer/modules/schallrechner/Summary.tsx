import { useTranslation } from 'react-i18next';
import { db, metres } from '../../ui/figures/figures';
import { Verdict } from '../../ui/figures/Verdict';
import type { SchallrechnerResults } from './model';

export function SchallrechnerSummary({ r }: { r: SchallrechnerResults }) {
  const { t } = useTranslation();
  return (
    <>
      <table className="table calc-results" data-testid="noise-results">
        <caption>{t('module.schallrechner.resultsTitle')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('module.schallrechner.point')}</th>
            <th scope="col">{t('module.schallrechner.day')}</th>
            <th scope="col">{t('module.schallrechner.night')}</th>
            <th scope="col">{t('module.schallrechner.minimumDistance')}</th>
          </tr>
        </thead>
        <tbody>
          {r.points.map((p, i) => (
            <tr key={i}>
              <th scope="row">
                {p.name || t('module.schallrechner.pointN', { n: i + 1 })}
                <div className="muted">
                  {t(`module.schallrechner.areas.${p.area}`)} · {metres(p.distance)}
                </div>
              </th>
              <td>
                {db(p.dayLevel)} / {db(p.dayLimit)} <Verdict met={p.dayMet} />
              </td>
              <td>
                {db(p.nightLevel)} / {db(p.nightLimit)} <Verdict met={p.nightMet} />
              </td>
              <td>{metres(p.minimumNightDistance)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="muted">{t('module.schallrechner.levelVsLimit')}</p>
      <table className="table calc-results" data-testid="noise-beg">
        <caption>{t('module.schallrechner.begTitle', { year: r.applicationYear })}</caption>
        <tbody>
          {r.beg.map((b, i) => (
            <tr key={i}>
              <th scope="row">{b.name || t('module.schallrechner.unitN', { n: i + 1 })}</th>
              <td>
                L_WA {db(b.soundPowerLevel)} /{' '}
                {b.limit === null ? t('module.schallrechner.noBegLimit') : db(b.limit)}{' '}
                <Verdict met={b.met} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
