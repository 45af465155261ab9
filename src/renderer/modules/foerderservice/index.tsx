import type { ModuleDefinition, ModuleEditorProps, ModuleStrings } from '../definition';
import { serviceSection } from './ReportSection';
import { grantServiceStrings } from './strings';
import { ServiceForm } from './ServiceForm';
import {
  bzaDefinition,
  serviceInitial,
  serviceResults,
  serviceSchema,
  type ServiceDefinition,
  type ServiceInput,
} from './service-model';

/** An order's module (BzA, BnD): one form and section, its own fields, documents and texts. */
export function serviceModule(
  def: ServiceDefinition,
  strings: ModuleStrings,
): ModuleDefinition<ServiceInput> {
  const Form = (props: ModuleEditorProps<ServiceInput>) => <ServiceForm def={def} {...props} />;
  Form.displayName = `ServiceForm(${def.key})`;
  return {
    key: def.key,
    schemaVersion: 1,
    schema: serviceSchema,
    initial: (context) => serviceInitial(def, context),
    Form,
    results: (value, context) => serviceResults(def, value, context),
    calculation: `${def.key}@1`,
    headline(payload, t) {
      const values = (payload.results as { values?: Record<string, unknown> } | undefined)?.values;
      if (!values || typeof values.complete !== 'boolean') return null;
      return values.complete
        ? t('module.foerderservice.headlineComplete')
        : t('module.foerderservice.headlineMissing', {
            count:
              (Array.isArray(values.missingFields) ? values.missingFields.length : 0) +
              (Array.isArray(values.missingDocuments) ? values.missingDocuments.length : 0),
          });
    },
    ReportSection: serviceSection(def),
    strings,
    // An order's documents go to the funding body.
    submittable: true,
  };
}

export const foerderserviceModule = serviceModule(bzaDefinition, grantServiceStrings);
