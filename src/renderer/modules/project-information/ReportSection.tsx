import { useTranslation } from 'react-i18next';
import type { ReportSectionProps } from '../definition';
import type { ProjectInfo } from './model';
import { germanDate } from '../../ui/fields/fields';
import { fixed, kw } from '../../ui/figures/figures';
import { openForReport } from '../open';
import { Pairs } from '../../ui/figures/ReportTable';

const line = (...parts: (string | null | undefined)[]) =>
  parts.filter((p) => p && p.trim()).join(', ');

/** Customer, building, visit date, consultant, occupants, the existing heating and notes. */
export function ProjectInfoSection({ module, context, definition }: ReportSectionProps) {
  const { t } = useTranslation();
  const opened = openForReport<ProjectInfo>(definition, module, context);
  if (!opened) return null;
  const v = opened.inputs;
  const i = (k: string) => t(`module.project-information.${k}`);
  const { kunde, objekt, bestandsheizung: h } = v;
  const heating = [
    h.traeger,
    h.baujahr === null ? '' : `${i('buildingYear')} ${h.baujahr}`,
    h.leistungKw === null ? '' : kw(h.leistungKw, 1),
  ];
  return (
    <>
      <Pairs
        caption={t('report.inputs')}
        rows={[
          [i('customer'), line(kunde.name, kunde.strasse, `${kunde.plz} ${kunde.ort}`)],
          [`${i('phone')} / ${i('email')}`, line(kunde.telefon, kunde.email)],
          [i('client'), v.auftraggeber],
          [i('occasion'), v.anlass],
          [i('building'), line(objekt.bezeichnung, objekt.strasse, `${objekt.plz} ${objekt.ort}`)],
          [
            `${i('buildingType')} / ${i('buildingYear')} / ${i('livingArea')}`,
            line(
              objekt.gebaeudetyp,
              objekt.baujahr === null ? '' : String(objekt.baujahr),
              objekt.wohnflaeche === null ? '' : `${fixed(objekt.wohnflaeche, 1)} m²`,
            ),
          ],
          [i('visitDate'), v.ortstermin ? germanDate(v.ortstermin) : null],
          [i('consultant'), v.berater],
          [i('occupants'), v.personen === null ? null : fixed(v.personen, 0)],
          [i('heating'), line(...heating)],
        ]}
      />
      {v.notizen.trim() && (
        <p className="report-notes">
          <strong>{i('notes')}:</strong> {v.notizen}
        </p>
      )}
    </>
  );
}
