import type { ModuleDefinition } from '../definition';
import { FoerderrechnerSection } from './ReportSection';
import { grantStrings } from './strings';
import { grantFigures } from './figures';
import { euro } from '../../ui/figures/figures';
import { resultNumber } from '../payload';
import { FoerderrechnerForm } from './Form';
import {
  foerderrechnerInitial,
  foerderrechnerResults,
  foerderrechnerSchema,
  type FoerderrechnerInput,
} from './model';

export const foerderrechnerModule: ModuleDefinition<FoerderrechnerInput> = {
  key: 'foerderrechner',
  schemaVersion: 1,
  schema: foerderrechnerSchema,
  initial: foerderrechnerInitial,
  Form: FoerderrechnerForm,
  results: foerderrechnerResults,
  calculation: 'begHeatingGrant@1',
  headline(payload, t) {
    const total = resultNumber(payload, 'totalGrant');
    return total === null ? null : t('module.foerderrechner.headline', { value: euro(total) });
  },
  ReportSection: FoerderrechnerSection,
  strings: grantStrings,
  figures: grantFigures,
  submittable: true,
};
