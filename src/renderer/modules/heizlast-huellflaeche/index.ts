import { offered, type ModuleDefinition } from '../definition';
import { EnvelopeSection } from './ReportSection';
import { envelopeStrings } from './strings';
import { heatLoadHeadline, resultNumber } from '../payload';
import { envelopeFigures } from './figures';
import { envelopeFlow } from './flow';
import { EnvelopeForm } from './EnvelopeForm';
import { envelopeInputsSchema, envelopeResults, migrateV1, type EnvelopeInputs } from './model';

export const envelopeModule: ModuleDefinition<EnvelopeInputs> = {
  key: 'heizlast-huellflaeche',
  schemaVersion: 2,
  schema: envelopeInputsSchema,
  migrations: { 1: migrateV1 },
  initial: (context) => {
    const [area] = offered(context, 'heizlast-huellflaeche.heatedArea');
    return envelopeInputsSchema.parse({
      indoorTemperature: 20,
      airChangeRate: 0.5,
      heatedArea: area?.value ?? null,
      heatedAreaFrom: area?.key ?? null,
    });
  },
  Form: EnvelopeForm,
  results: envelopeResults,
  calculation: 'heatLoad@1 (Hüllflächenverfahren)',
  headline: (payload, t) => {
    const total = resultNumber(payload, 'total');
    return total === null ? null : heatLoadHeadline(t, total / 1000);
  },
  ReportSection: EnvelopeSection,
  offers: envelopeFlow,
  figures: envelopeFigures,
  strings: envelopeStrings,
};
