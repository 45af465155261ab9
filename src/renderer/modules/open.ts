import type { JsonObject, ProjectModule } from '../../shared/api';
import type { AnyModuleEditorDef, ModuleContext } from './definition';
import { openModule } from './payload';

/**
 * A module's inputs as its editor reads them: an older payload through the editor's migrations,
 * then its schema (the report shows today's shape, as the editor does on open). `base` is the
 * migrated payload (keys the schema does not name stay in it). Null when the editor refuses it.
 */
export function openForReport<V>(
  definition: AnyModuleEditorDef,
  module: ProjectModule,
  context: ModuleContext,
): { inputs: V; base: JsonObject } | null {
  const opened = openModule<V>(definition, module, context);
  return opened.ok ? { inputs: opened.inputs, base: opened.base ?? {} } : null;
}
