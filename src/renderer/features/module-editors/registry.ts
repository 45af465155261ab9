import { isKnownModuleKey, type ModuleKey } from '../../../shared/api';
import type { AnyModuleEditorDef } from './editor-def';
import { checkEditor } from './editors/check';
import { genericEditor } from './editors/generic';
import { foerderrechnerEditor } from './editors/foerderrechner';
import { foerderserviceEditor } from './editors/foerderservice';
import { foerderwissenEditor } from './editors/foerderwissen';
import { jazEditor } from './editors/jaz';
import { nachweisserviceEditor } from './editors/nachweisservice';
import { schallrechnerEditor } from './editors/schallrechner';
import { waermepumpeEditor } from './editors/waermepumpe';
import { wirtschaftlichkeitEditor } from './editors/wirtschaftlichkeit';
import { envelopeEditor } from './editors/heizlast-huellflaeche';
import { projectInfoEditor } from './editors/project-information';
import { roomsEditor } from './editors/raumweise';
import { uValueEditor } from './editors/u-wert-rechner';
import { consumptionEditor } from './editors/verbrauch';

/*
 * Every module key's editor (issue 11). `satisfies Record<ModuleKey, …>`: a key added to
 * moduleKeys without an editor here fails the typecheck. Keys without an editor of their own yet
 * use the generic payload editor; a key the app doesn't know (from a newer server) gets it too.
 */
export const moduleEditors = {
  'project-information': projectInfoEditor,
  raumweise: roomsEditor,
  'heizlast-huellflaeche': envelopeEditor,
  verbrauch: consumptionEditor,
  waermepumpe: waermepumpeEditor,
  jaz: jazEditor,
  wirtschaftlichkeit: wirtschaftlichkeitEditor,
  foerderrechner: foerderrechnerEditor,
  foerderwissen: foerderwissenEditor,
  schallrechner: schallrechnerEditor,
  check: checkEditor,
  'u-wert-rechner': uValueEditor,
  foerderservice: foerderserviceEditor,
  nachweisservice: nachweisserviceEditor,
} satisfies Record<ModuleKey, AnyModuleEditorDef>;

/** The editor for a module key; the generic one for a key the app doesn't know. */
export function editorFor(moduleKey: string): AnyModuleEditorDef {
  return isKnownModuleKey(moduleKey) ? moduleEditors[moduleKey] : genericEditor;
}

export { genericEditor };
