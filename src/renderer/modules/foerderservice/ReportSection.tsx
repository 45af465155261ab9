import { useTranslation } from 'react-i18next';
import type { ComponentType } from 'react';
import type { ReportSectionProps } from '../definition';
import { ReportInputs } from '../../ui/figures/ReportInputs';
import { GenericSection } from '../generic/ReportSection';
import {
  requiredDocuments,
  serviceResults,
  serviceSchema,
  type ServiceDefinition,
} from './service-model';

/** An order (BzA or BnD) in the report: its data and which documents are there. */
export function serviceSection(def: ServiceDefinition): ComponentType<ReportSectionProps> {
  function ServiceSection({ module, context, definition }: ReportSectionProps) {
    const { t } = useTranslation();
    const payload = module.payload ?? {};
    const v = serviceSchema.parse(payload);
    // An order kept in another shape (the back office's keys): shown as it is.
    if (Object.keys(v.data).length === 0)
      return <GenericSection module={module} context={context} definition={definition} />;
    const r = serviceResults(def, v, context);
    return (
      <>
        <ReportInputs
          rows={def.fields.map((f): [string, string] => [
            t(`module.foerderservice.fields.${f.id}`),
            v.data[f.id] || '–',
          ])}
        />
        <p>
          {t('module.foerderservice.documents', {
            done: r.documentsDone,
            count: r.documentsRequired,
          })}
          {': '}
          {requiredDocuments(def, context)
            .map(
              (d) => `${v.documents[d.id] ? '☑' : '☐'} ${t(`module.foerderservice.docs.${d.id}`)}`,
            )
            .join(' · ')}
        </p>
      </>
    );
  }
  ServiceSection.displayName = `ServiceSection(${def.key})`;
  return ServiceSection;
}
