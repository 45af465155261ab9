import type { ModuleDefinition } from '../definition';
import { WaermepumpeSection } from './ReportSection';
import { heatPumpStrings } from './strings';
import { heatPumpFigures } from './figures';
import { kw } from '../../ui/figures/figures';
import { WaermepumpeForm } from './Form';
import { resultNumber } from '../payload';
import {
  waermepumpeInitial,
  waermepumpeResults,
  waermepumpeSchema,
  type WaermepumpeInput,
} from './model';

export const waermepumpeModule: ModuleDefinition<WaermepumpeInput> = {
  key: 'waermepumpe',
  schemaVersion: 1,
  schema: waermepumpeSchema,
  initial: () => waermepumpeInitial(),
  Form: WaermepumpeForm,
  results: (value) => waermepumpeResults(value),
  calculation: 'heatPumpCapacity@1',
  headline(payload, t) {
    const required = resultNumber(payload, 'requiredCapacity');
    return required === null ? null : t('module.waermepumpe.headline', { value: kw(required, 1) });
  },
  ReportSection: WaermepumpeSection,
  strings: heatPumpStrings,
  figures: heatPumpFigures,
};
