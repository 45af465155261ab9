import type { ModuleDefinition } from '../definition';
import { FoerderwissenSection } from './ReportSection';
import { knowledgeStrings } from './strings';
import { FoerderwissenForm } from './Form';
import {
  foerderwissenInitial,
  foerderwissenResults,
  foerderwissenSchema,
  type FoerderwissenInput,
} from './model';

export const foerderwissenModule: ModuleDefinition<FoerderwissenInput> = {
  key: 'foerderwissen',
  schemaVersion: 1,
  schema: foerderwissenSchema,
  initial: foerderwissenInitial,
  Form: FoerderwissenForm,
  results: foerderwissenResults,
  calculation: 'foerderwissen@1',
  headline(payload, t) {
    const cards = (payload.results as { values?: { cards?: unknown } } | undefined)?.values?.cards;
    return Array.isArray(cards)
      ? t('module.foerderwissen.headline', { count: cards.length })
      : null;
  },
  ReportSection: FoerderwissenSection,
  strings: knowledgeStrings,
};
