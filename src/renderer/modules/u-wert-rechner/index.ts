import type { ModuleDefinition } from '../definition';
import { uValueFlow } from './flow';
import { UValueSection } from './ReportSection';
import { uValueStrings } from './strings';
import { formatFixed } from '../../ui/fields/number-input';
import {
  migrateV1,
  storedUValues,
  uValueInputsSchema,
  uValueResults,
  type UValueInputs,
} from './model';
import { UValueForm } from './UValueForm';

export const uValueModule: ModuleDefinition<UValueInputs> = {
  key: 'u-wert-rechner',
  schemaVersion: 2,
  schema: uValueInputsSchema,
  migrations: { 1: migrateV1 },
  initial: () => ({ elements: [], materials: [] }),
  Form: UValueForm,
  results: uValueResults,
  calculation: 'uValue@1 (DIN EN ISO 6946)',
  headline: (payload, t) => {
    const values = storedUValues(payload);
    const first = values[0];
    if (!first) return null;
    const u = `U = ${formatFixed(first.u, 2)} W/(m²K)`;
    return values.length > 1
      ? t('module.u-wert-rechner.headlineMore', { u, count: values.length })
      : u;
  },
  ReportSection: UValueSection,
  strings: uValueStrings,
  offers: uValueFlow,
};
