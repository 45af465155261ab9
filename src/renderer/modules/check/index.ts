import type { ModuleDefinition } from '../definition';
import { CheckSection } from './ReportSection';
import { checkStrings } from './strings';
import { newId } from '../../ui/fields/row-ids';
import { CheckForm } from './CheckForm';
import {
  checkInputsSchema,
  checkResults,
  progress,
  templateItems,
  type CheckInputs,
} from './model';

export const checkModule: ModuleDefinition<CheckInputs> = {
  key: 'check',
  schemaVersion: 1,
  schema: checkInputsSchema,
  initial: (context) => {
    const type = context.project.type;
    if (type !== 'heat-planning' && type !== 'energieausweis')
      return { template: 'none', items: [] };
    return {
      template: type,
      items: templateItems[type].map((text) => ({ id: newId('ck'), text, done: false, note: '' })),
    };
  },
  Form: CheckForm,
  results: checkResults,
  calculation: 'checklist@1',
  headline: (payload, t) => {
    const parsed = checkInputsSchema.safeParse(payload);
    if (!parsed.success || parsed.data.items.length === 0) return null;
    const { done, total } = progress(parsed.data.items);
    return t('module.check.headline', { done, total });
  },
  ReportSection: CheckSection,
  strings: checkStrings,
};
