import { isKnownModuleKey, type ModuleKey } from '../../../shared/api';
import type { AnyModuleEditorDef } from './editor-def';
import { genericEditor } from './editors/generic';
import { foerderrechnerEditor } from './editors/foerderrechner';
import { foerderserviceEditor } from './editors/foerderservice';
import { foerderwissenEditor } from './editors/foerderwissen';
import { jazEditor } from './editors/jaz';
import { nachweisserviceEditor } from './editors/nachweisservice';
import { schallrechnerEditor } from './editors/schallrechner';
import { waermepumpeEditor } from './editors/waermepumpe';
import { wirtschaftlichkeitEditor } from './editors/wirtschaftlichkeit';

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
  waermepumpe: waermepumpeEditor,
  jaz: jazEditor,
  wirtschaftlichkeit: wirtschaftlichkeitEditor,
  foerderrechner: foerderrechnerEditor,
  foerderwissen: foerderwissenEditor,
  schallrechner: schallrechnerEditor,
  check: genericEditor,
  'u-wert-rechner': genericEditor,
  foerderservice: foerderserviceEditor,
  nachweisservice: nachweisserviceEditor,
} satisfies Record<ModuleKey, AnyModuleEditorDef>;

/** The editor for a module key; the generic one for a key the app doesn't know. */
export function editorFor(moduleKey: string): AnyModuleEditorDef {
  return isKnownModuleKey(moduleKey) ? moduleEditors[moduleKey] : genericEditor;
}

export { genericEditor };
