import type { ModuleDefinition } from '../definition';
import { SchallrechnerSection } from './ReportSection';
import { noiseStrings } from './strings';
import { valuesOf } from '../waermepumpe/project-data';
import { SchallrechnerForm } from './Form';
import {
  schallrechnerInitial,
  schallrechnerResults,
  schallrechnerSchema,
  type SchallrechnerInput,
} from './model';

export const schallrechnerModule: ModuleDefinition<SchallrechnerInput> = {
  key: 'schallrechner',
  schemaVersion: 1,
  schema: schallrechnerSchema,
  initial: (context) => schallrechnerInitial(context),
  Form: SchallrechnerForm,
  results: (value) => schallrechnerResults(value),
  calculation: 'heatPumpNoise@1',
  headline(payload, t) {
    const allMet = valuesOf(payload)?.allMet;
    if (typeof allMet !== 'boolean') return null;
    return allMet
      ? t('module.schallrechner.headlineMet')
      : t('module.schallrechner.headlineNotMet');
  },
  ReportSection: SchallrechnerSection,
  strings: noiseStrings,
};
