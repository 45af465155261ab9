import type { ModuleDefinition } from '../definition';
import { roomsFigures } from './figures';
import { roomsFlow } from './flow';
import { RoomsSection } from './ReportSection';
import { roomsStrings } from './strings';
import { heatLoadHeadline, resultNumber, storedResults } from '../payload';
import { migrateV1, roomsInputsSchema, roomsResults, type RoomsInputs } from './model';
import { RoomsForm } from './RoomsForm';

export const roomsModule: ModuleDefinition<RoomsInputs> = {
  key: 'raumweise',
  schemaVersion: 2,
  schema: roomsInputsSchema,
  migrations: { 1: migrateV1 },
  initial: (context) => {
    const te = storedResults(context.modules['heizlast-huellflaeche']?.payload)?.values
      .designOutdoorTemperature;
    return roomsInputsSchema.parse({
      designOutdoorTemperature: typeof te === 'number' ? te : null,
    });
  },
  Form: RoomsForm,
  results: roomsResults,
  calculation: 'heatLoad@1 (raumweise)',
  headline: (payload, t) => {
    const total = resultNumber(payload, 'total');
    if (total === null) return null;
    const headline = heatLoadHeadline(t, total / 1000);
    const complete = resultNumber(payload, 'completeRooms');
    const count = resultNumber(payload, 'roomCount');
    return complete !== null && count !== null && complete < count
      ? t('module.raumweise.partial', { headline, complete, count })
      : headline;
  },
  ReportSection: RoomsSection,
  strings: roomsStrings,
  offers: roomsFlow,
  figures: roomsFigures,
};
