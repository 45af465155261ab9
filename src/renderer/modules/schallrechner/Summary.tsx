import { useTranslation } from 'react-i18next';
import { db, metres } from '../../ui/figures/figures';
import { Verdict } from '../../ui/figures/Verdict';
import type { SchallrechnerResults } from './model';

export function SchallrechnerSummary({ r }: { r: SchallrechnerResults }) {
  const { t } = useTranslation();
  return (
    <>
      <table className="table e12-results" data-testid="noise-results">
        <caption>{t('editors12.noise.resultsTitle')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('editors12.noise.point')}</th>
            <th scope="col">{t('editors12.noise.day')}</th>
            <th scope="col">{t('editors12.noise.night')}</th>
            <th scope="col">{t('editors12.noise.minimumDistance')}</th>
          </tr>
        </thead>
        <tbody>
          {r.points.map((p, i) => (
            <tr key={i}>
              <th scope="row">
                {p.name || t('editors12.noise.pointN', { n: i + 1 })}
                <div className="muted">
                  {t(`editors12.noise.areas.${p.area}`)} · {metres(p.distance)}
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
      <p className="muted">{t('editors12.noise.levelVsLimit')}</p>
      <table className="table e12-results" data-testid="noise-beg">
        <caption>{t('editors12.noise.begTitle', { year: r.applicationYear })}</caption>
        <tbody>
          {r.beg.map((b, i) => (
            <tr key={i}>
              <th scope="row">{b.name || t('editors12.noise.unitN', { n: i + 1 })}</th>
              <td>
                L_WA {db(b.soundPowerLevel)} /{' '}
                {b.limit === null ? t('editors12.noise.noBegLimit') : db(b.limit)}{' '}
                <Verdict met={b.met} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
