import type { ModuleDefinition } from '../definition';
import { WirtschaftlichkeitSection } from './ReportSection';
import { economicsStrings } from './strings';
import { economicsFigures } from './figures';
import { euro } from '../../ui/figures/figures';
import { resultNumber } from '../payload';
import { WirtschaftlichkeitForm } from './Form';
import {
  wirtschaftlichkeitInitial,
  wirtschaftlichkeitResults,
  wirtschaftlichkeitSchema,
  type WirtschaftlichkeitInput,
} from './model';

export const wirtschaftlichkeitModule: ModuleDefinition<WirtschaftlichkeitInput> = {
  key: 'wirtschaftlichkeit',
  schemaVersion: 1,
  schema: wirtschaftlichkeitSchema,
  initial: (context) => wirtschaftlichkeitInitial(context),
  Form: WirtschaftlichkeitForm,
  results: wirtschaftlichkeitResults,
  calculation: 'annuity-vdi2067@1',
  headline(payload, t) {
    const saving = resultNumber(payload, 'annualSaving');
    return saving === null
      ? null
      : t('module.wirtschaftlichkeit.headline', { value: euro(saving) });
  },
  ReportSection: WirtschaftlichkeitSection,
  strings: economicsStrings,
  figures: economicsFigures,
};
