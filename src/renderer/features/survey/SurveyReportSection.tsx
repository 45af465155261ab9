import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { profileLines, type ConsultantProfile } from '../../../shared/domain/consultant-profile';
import { formatGermanNumber } from '../../../shared/numbers/german-number';
import {
  documentKinds,
  isTaken,
  surveyOf,
  type Survey,
  type Surveyed,
} from '../../../shared/survey/schema';

/** The consultant's header lines: only those with text, never a placeholder. */
export function ConsultantLines({ profile }: { profile: ConsultantProfile }) {
  return (
    <>
      {profileLines(profile).map((line) => (
        <Fragment key={line}>
          {line}
          <br />
        </Fragment>
      ))}
    </>
  );
}

/**
 * `year`: printed as typed (1965), never grouped like an amount (1.965). `decimals`: a figure
 * always written with that many (a U-value "1,00", as the calculators print it).
 */
type Row = {
  label: string;
  value: Surveyed<unknown>;
  options?: string;
  year?: boolean;
  decimals?: number;
};

/**
 * The survey in the report, with where every value came from (gemessen, aus Unterlagen,
 * geschätzt, Standardwert with its typology). Values not taken are left out; a survey with
 * nothing in it prints nothing.
 */
export function SurveyReportSection({ payload }: { payload: unknown }) {
  const { t } = useTranslation();
  const survey = surveyOf(payload);
  const f = (key: string) => t(`visit.fields.${key}`);
  const shown = (row: Row): string => {
    const { wert } = row.value;
    if (typeof wert === 'number')
      return formatGermanNumber(wert, {
        grouping: !row.year,
        ...(row.decimals === undefined
          ? {}
          : { minDecimals: row.decimals, maxDecimals: row.decimals }),
      });
    if (typeof wert === 'boolean') return t(wert ? 'visit.survey.yes' : 'visit.survey.no');
    if (row.options) return t(`visit.survey.options.${row.options}.${String(wert)}`);
    return String(wert);
  };
  const origin = (value: Surveyed<unknown>): string =>
    value.herkunft
      ? [t(`visit.survey.provenances.${value.herkunft}`), value.quelle].filter(Boolean).join(': ')
      : '–';
  const table = (rows: Row[], testId: string) => {
    const taken = rows.filter((r) => isTaken(r.value));
    if (!taken.length) return null;
    return (
      <table className="report-table" data-testid={testId}>
        <thead>
          <tr>
            <th scope="col">{t('visit.report.value')}</th>
            <th scope="col">{t('visit.report.taken')}</th>
            <th scope="col">{t('visit.survey.provenance')}</th>
          </tr>
        </thead>
        <tbody>
          {taken.map((r) => (
            <tr key={r.label}>
              <th scope="row">{r.label}</th>
              <td>{shown(r)}</td>
              <td>{origin(r.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  };

  const g = survey.gebaeude;
  const h = survey.heizung;
  const building = table(
    [
      { label: f('gebaeudetyp'), value: g.typ, options: 'typ' },
      { label: f('baujahr'), value: g.baujahr, year: true },
      { label: f('geschosse'), value: g.geschosse },
      { label: f('beheizteFlaeche'), value: g.beheizteFlaeche },
      { label: f('wohneinheiten'), value: g.wohneinheiten },
      { label: f('kellerBeheizt'), value: g.kellerBeheizt },
      { label: f('dachgeschossBeheizt'), value: g.dachgeschossBeheizt },
      { label: f('denkmalschutz'), value: g.denkmalschutz },
      { label: f('lueftung'), value: survey.lueftung.art, options: 'lueftung' },
    ],
    'report-survey-building',
  );
  const heating = table(
    [
      { label: f('erzeuger'), value: h.erzeuger, options: 'erzeuger' },
      { label: f('brennstoff'), value: h.brennstoff, options: 'brennstoff' },
      { label: f('baujahr'), value: h.baujahr, year: true },
      { label: f('nennleistung'), value: h.nennleistung },
      { label: f('warmwasser'), value: h.warmwasser, options: 'warmwasser' },
      { label: f('verteilung'), value: h.verteilung, options: 'verteilung' },
      { label: f('pumpe'), value: h.pumpe, options: 'pumpe' },
      { label: f('vorlauftemperatur'), value: h.vorlauftemperatur },
    ],
    'report-survey-heating',
  );
  const documents = documentKinds.filter((k) => survey.unterlagen[k]);
  if (
    !building &&
    !heating &&
    !survey.bauteile.length &&
    !survey.raeume.length &&
    !survey.verbrauch.length &&
    !documents.length
  )
    return null;

  const cell = (value: Surveyed<unknown>, options?: string, decimals?: number) =>
    isTaken(value) ? shown({ label: '', value, options, decimals }) : '–';
  // A room's values are few: each carries its origin in brackets, not in a column of its own.
  const withOrigin = (value: Surveyed<unknown>, unit = '') =>
    isTaken(value) && value.herkunft
      ? `${cell(value)}${unit} (${origin(value)})`
      : `${cell(value)}${isTaken(value) ? unit : ''}`;
  const radiatorText = (hk: Survey['raeume'][number]['heizkoerper'][number]) => {
    const described = [
      isTaken(hk.typ) ? cell(hk.typ, 'heizkoerperTyp') : '',
      isTaken(hk.bauart) ? String(hk.bauart.wert) : '',
      isTaken(hk.laenge) && isTaken(hk.hoehe) ? `${cell(hk.laenge)} × ${cell(hk.hoehe)} mm` : '',
    ]
      .filter(Boolean)
      .join(' ');
    const seen = [hk.typ, hk.bauart, hk.laenge, hk.hoehe].find((v) => isTaken(v) && v.herkunft);
    return [
      described && seen ? `${described} (${origin(seen)})` : described,
      isTaken(hk.normleistung) ? withOrigin(hk.normleistung, ' W') : '',
    ]
      .filter(Boolean)
      .join(', ');
  };
  const yearCell = (value: Surveyed<unknown>) =>
    isTaken(value) ? shown({ label: '', value, year: true }) : '–';

  return (
    <section className="report-module" data-testid="report-survey" aria-labelledby="report-survey">
      <h2 id="report-survey">{t('visit.survey.title')}</h2>
      {building}
      {survey.bauteile.length > 0 && (
        <>
          <h3>{t('visit.survey.sections.bauteile')}</h3>
          <table className="report-table" data-testid="report-survey-components">
            <thead>
              <tr>
                <th scope="col">{f('art')}</th>
                <th scope="col">{t('visit.survey.componentName')}</th>
                <th scope="col">{f('baujahr')}</th>
                <th scope="col">{f('flaeche')}</th>
                <th scope="col">{f('uWert')}</th>
                <th scope="col">{t('visit.report.uOrigin')}</th>
              </tr>
            </thead>
            <tbody>
              {survey.bauteile.map((c) => (
                <tr key={c.id}>
                  <td>{t(`visit.survey.options.art.${c.art}`)}</td>
                  <td>{c.bezeichnung || '–'}</td>
                  <td>{yearCell(c.baujahr)}</td>
                  <td>{cell(c.flaeche)}</td>
                  <td>{cell(c.uWert, undefined, 2)}</td>
                  <td>{origin(c.uWert)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      {heating && (
        <>
          <h3>{t('visit.survey.sections.heizung')}</h3>
          {heating}
        </>
      )}
      {survey.raeume.length > 0 && (
        <>
          <h3>{t('visit.survey.sections.raeume')}</h3>
          <table className="report-table" data-testid="report-survey-rooms">
            <thead>
              <tr>
                <th scope="col">{t('visit.survey.roomName')}</th>
                <th scope="col">{f('raumflaeche')}</th>
                <th scope="col">{f('solltemperatur')}</th>
                <th scope="col">{f('heizkoerper')}</th>
              </tr>
            </thead>
            <tbody>
              {survey.raeume.map((r) => (
                <tr key={r.id}>
                  <td>{r.name || '–'}</td>
                  <td>{withOrigin(r.flaeche)}</td>
                  <td>{withOrigin(r.solltemperatur)}</td>
                  <td>{r.heizkoerper.map(radiatorText).join('; ') || '–'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      {survey.verbrauch.length > 0 && (
        <>
          <h3>{t('visit.survey.sections.verbrauch')}</h3>
          <table className="report-table" data-testid="report-survey-consumption">
            <thead>
              <tr>
                <th scope="col">{f('jahr')}</th>
                <th scope="col">{f('energietraeger')}</th>
                <th scope="col">{f('menge')}</th>
                <th scope="col">{t('visit.survey.provenance')}</th>
              </tr>
            </thead>
            <tbody>
              {survey.verbrauch.map((r) => (
                <tr key={r.id}>
                  <td>{yearCell(r.jahr)}</td>
                  <td>{cell(r.energietraeger, 'brennstoff')}</td>
                  <td>
                    {cell(r.menge)} {isTaken(r.einheit) ? cell(r.einheit, 'einheit') : ''}
                  </td>
                  <td>{origin(r.menge)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      {documents.length > 0 && (
        <p>
          <strong>{t('visit.report.documents')}:</strong>{' '}
          {documents.map((k) => t(`visit.fields.unterlage.${k}`)).join(', ')}
        </p>
      )}
      {survey.notizen.trim() && <p className="report-notes">{survey.notizen}</p>}
    </section>
  );
}
