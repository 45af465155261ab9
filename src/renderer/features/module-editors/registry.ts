import { isKnownModuleKey, type ModuleKey } from '../../../shared/api';
import type { AnyModuleEditorDef } from './editor-def';
import { genericEditor } from './editors/generic';

/*
 * Every module key's editor (issue 11). `satisfies Record<ModuleKey, …>`: a key added to
 * moduleKeys without an editor here fails the typecheck. Keys without an editor of their own yet
 * use the generic payload editor; a key the app doesn't know (from a newer server) gets it too.
 */
export const moduleEditors = {
  'project-information': genericEditor,
  raumweise: genericEditor,
  'heizlast-huellflaeche': genericEditor,
  verbrauch: genericEditor,
  waermepumpe: genericEditor,
  jaz: genericEditor,
  wirtschaftlichkeit: genericEditor,
  foerderrechner: genericEditor,
  foerderwissen: genericEditor,
  schallrechner: genericEditor,
  check: genericEditor,
  'u-wert-rechner': genericEditor,
  foerderservice: genericEditor,
  nachweisservice: genericEditor,
} satisfies Record<ModuleKey, AnyModuleEditorDef>;

/** The editor for a module key; the generic one for a key the app doesn't know. */
export function editorFor(moduleKey: string): AnyModuleEditorDef {
  return isKnownModuleKey(moduleKey) ? moduleEditors[moduleKey] : genericEditor;
}

export { genericEditor };
