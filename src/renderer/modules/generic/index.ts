import { z } from 'zod';
import type { ModuleEditorDef, ShownModule } from '../definition';
import { GenericSection } from './ReportSection';
import { GenericForm } from './GenericForm';
import { mergeRows, rowsOf, type Row } from './payload-rows';

export interface GenericInputs {
  rows: Row[];
}

const rowSchema = z.object({
  key: z.string(),
  text: z.string(),
  kind: z.enum(['string', 'number', 'boolean', 'null', 'json']),
  dirty: z.boolean(),
});

/**
 * The generic payload editor and report section: for module keys without an editor of their own and for keys the
 * app doesn't know (from a newer server). It edits any schemaVersion as it is and writes only the changed rows.
 */
export const genericEditor: ModuleEditorDef<GenericInputs> & ShownModule = {
  schemaVersion: 1,
  anyVersion: true,
  schema: z.object({ rows: z.array(rowSchema) }),
  initial: () => ({ rows: [] }),
  read: (payload) => ({ rows: rowsOf(payload) }),
  write: (value, stored) => mergeRows(stored, value.rows),
  Form: GenericForm,
  ReportSection: GenericSection,
};
