import type { ModuleDefinition } from '../definition';
import { consumptionFlow } from './flow';
import { ConsumptionSection } from './ReportSection';
import { consumptionStrings } from './strings';
import { consumptionFigures } from './figures';
import { heatLoadHeadline, resultNumber } from '../payload';
import { ConsumptionForm } from './ConsumptionForm';
import {
  consumptionInputsSchema,
  consumptionResults,
  migrateV1,
  type ConsumptionInputs,
} from './model';

export const consumptionModule: ModuleDefinition<ConsumptionInputs> = {
  key: 'verbrauch',
  schemaVersion: 2,
  schema: consumptionInputsSchema,
  migrations: { 1: migrateV1 },
  // The surveyed fuel is offered, not prefilled: an older payload without `fuelFrom` would get
  // the key from here (payload.ts readInputs) and claim a source for a fuel chosen by hand.
  initial: () => consumptionInputsSchema.parse({}),
  Form: ConsumptionForm,
  results: consumptionResults,
  calculation: 'heatLoadFromConsumption@1',
  headline: (payload, t) => {
    const kw = resultNumber(payload, 'heatLoad');
    return kw === null ? null : heatLoadHeadline(t, kw);
  },
  ReportSection: ConsumptionSection,
  strings: consumptionStrings,
  offers: consumptionFlow,
  figures: consumptionFigures,
};
