import type { ModuleEditorDef, ModuleEditorProps } from '../definition';
import { ServiceForm } from './ServiceForm';
import {
  bzaDefinition,
  serviceInitial,
  serviceResults,
  serviceSchema,
  type ServiceDefinition,
  type ServiceInput,
} from './service-model';

export function serviceEditor(def: ServiceDefinition): ModuleEditorDef<ServiceInput> {
  const Form = (props: ModuleEditorProps<ServiceInput>) => <ServiceForm def={def} {...props} />;
  Form.displayName = `ServiceForm(${def.key})`;
  return {
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
  };
}

export const foerderserviceEditor = serviceEditor(bzaDefinition);
