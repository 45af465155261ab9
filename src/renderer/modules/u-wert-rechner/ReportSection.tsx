import { useTranslation } from 'react-i18next';
import { offered, type ReportSectionProps } from '../definition';
import { elementOutcome, limitChecks, type UValueInputs } from './model';
import { fixed } from '../../ui/figures/figures';
import { Verdict } from '../../ui/figures/Verdict';
import { openForReport } from '../open';
import { ReportTable } from '../../ui/figures/ReportTable';
import { SurveyComparisonLine, surveyComparison } from './SurveyComparison';

/**
 * Per element its layers (material, d, λ, R) and U with the verdict against GEG and BEG EM, and
 * the surveyed U of the same component with its provenance, as the editor compares them.
 */
export function UValueSection({ module, context, definition }: ReportSectionProps) {
  const { t } = useTranslation();
  const opened = openForReport<UValueInputs>(definition, module, context);
  if (!opened) return null;
  const elements = opened.inputs.elements;
  const surveyU = offered(context, 'u-wert-rechner.surveyU');
  if (elements.length === 0)
    return <p className="muted">{t('module.u-wert-rechner.noElements')}</p>;
  return (
    <>
      {elements.map((el, index) => {
        const outcome = elementOutcome(el, index);
        const name = el.name || t('module.u-wert-rechner.newElement', { n: index + 1 });
        const caption = `${name} · ${t(`module.u-wert-rechner.components.${el.component}`)}`;
        const u = outcome.kind === 'ok' ? outcome.u : null;
        const uText = u === null ? '–' : `U = ${fixed(u, 2)} W/(m²·K)`;
        const { compared } = surveyComparison(el, surveyU);
        return (
          <div className="report-block" key={el.id}>
            {el.mode === 'direct' ? (
              <ReportTable
                caption={caption}
                head={[t('module.u-wert-rechner.mode'), t('module.u-wert-rechner.uDirect')]}
                rows={[[t('module.u-wert-rechner.modes.direct'), uText]]}
              />
            ) : (
              <ReportTable
                caption={caption}
                head={[
                  t('report.sections.layer'),
                  `${t('module.u-wert-rechner.thickness')} (mm)`,
                  'λ (W/(m·K))',
                  'R (m²·K/W)',
                ]}
                num={[1, 2, 3]}
                rows={el.layers.map((l, i) => [
                  l.name || t(`module.u-wert-rechner.kinds.${l.kind}`),
                  fixed(l.thicknessMm, 0),
                  l.kind === 'material' ? fixed(l.lambda, 3) : '–',
                  fixed(outcome.layerR[i], 2),
                ])}
                foot={[
                  outcome.kind === 'ok' && outcome.result
                    ? t('report.sections.withSurfaces', {
                        rsi: fixed(outcome.result.rsi, 2),
                        rse: fixed(outcome.result.rse, 2),
                      })
                    : t('module.u-wert-rechner.uValue'),
                  '',
                  '',
                  outcome.kind === 'ok' && outcome.result ? fixed(outcome.result.rTotal, 2) : '',
                ]}
              />
            )}
            <p className="report-result">
              <strong>{uText}</strong>{' '}
              {u !== null &&
                limitChecks(el.component, u).map((c) => (
                  <span key={c.table.source} className="report-limit">
                    <Verdict
                      met={c.met}
                      label={`${c.table.source.split(',')[0]} ≤ ${fixed(c.limit.u, 2)}`}
                    />{' '}
                  </span>
                ))}
              {u === null && <span className="muted">{t('module.u-wert-rechner.incomplete')}</span>}
            </p>
            {compared && (
              <SurveyComparisonLine
                compared={compared}
                computedU={u}
                className="report-survey-comparison"
              />
            )}
          </div>
        );
      })}
    </>
  );
}
