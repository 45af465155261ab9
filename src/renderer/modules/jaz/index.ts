import type { ModuleDefinition } from '../definition';
import { JazSection } from './ReportSection';
import { spfStrings } from './strings';
import { spfFigures } from './figures';
import { fixed } from '../../ui/figures/figures';
import { resultNumber } from '../payload';
import { JazForm } from './Form';
import { jazInitial, jazResults, jazSchema, type JazInput } from './model';

export const jazModule: ModuleDefinition<JazInput> = {
  key: 'jaz',
  schemaVersion: 1,
  schema: jazSchema,
  initial: jazInitial,
  Form: JazForm,
  results: (value) => jazResults(value),
  calculation: 'combinedSpf@1',
  headline(payload, t) {
    const spf = resultNumber(payload, 'combinedSpf');
    return spf === null ? null : t('module.jaz.headline', { value: fixed(spf, 2) });
  },
  ReportSection: JazSection,
  strings: spfStrings,
  figures: spfFigures,
};
