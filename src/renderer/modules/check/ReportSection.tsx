import { useTranslation } from 'react-i18next';
import type { ReportSectionProps } from '../definition';
import { progress, type CheckInputs } from './model';
import { openForReport } from '../open';
import { ReportTable } from '../../ui/figures/ReportTable';

/** The site-visit checklist: each item done or open, with its note. */
export function CheckSection({ module, context, definition }: ReportSectionProps) {
  const { t } = useTranslation();
  const opened = openForReport<CheckInputs>(definition, module, context);
  if (!opened) return null;
  const items = opened.inputs.items.filter((i) => i.text || i.note);
  if (items.length === 0) return <p className="muted">{t('module.check.empty')}</p>;
  const { done, total } = progress(items);
  return (
    <ReportTable
      caption={t('module.check.progress', { done, total })}
      head={[
        t('report.sections.status'),
        t('report.sections.item'),
        t('module.project-information.notes'),
      ]}
      rows={items.map((i) => [
        i.done ? `☑ ${t('report.sections.done')}` : `☐ ${t('editorParts.common.open')}`,
        i.text,
        i.note,
      ])}
    />
  );
}
