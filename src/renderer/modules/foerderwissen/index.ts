import type { ModuleEditorDef } from '../definition';
import { FoerderwissenForm } from './Form';
import {
  foerderwissenInitial,
  foerderwissenResults,
  foerderwissenSchema,
  type FoerderwissenInput,
} from './model';

export const foerderwissenEditor: ModuleEditorDef<FoerderwissenInput> = {
  schemaVersion: 1,
  schema: foerderwissenSchema,
  initial: foerderwissenInitial,
  Form: FoerderwissenForm,
  results: foerderwissenResults,
  calculation: 'foerderwissen@1',
  headline(payload, t) {
    const cards = (payload.results as { values?: { cards?: unknown } } | undefined)?.values?.cards;
    return Array.isArray(cards) ? t('module.foerderwissen.headline', { count: cards.length }) : null;
  },
};
