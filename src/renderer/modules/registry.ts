import { isKnownModuleKey, type ModuleKey } from '../../shared/api';
import type { AnyModuleEditorDef } from './definition';
import { checkEditor } from './check';
import { genericEditor } from './generic';
import { foerderrechnerEditor } from './foerderrechner';
import { foerderserviceEditor } from './foerderservice';
import { foerderwissenEditor } from './foerderwissen';
import { jazEditor } from './jaz';
import { nachweisserviceEditor } from './nachweisservice';
import { schallrechnerEditor } from './schallrechner';
import { waermepumpeEditor } from './waermepumpe';
import { wirtschaftlichkeitEditor } from './wirtschaftlichkeit';
import { envelopeEditor } from './heizlast-huellflaeche';
import { projectInfoEditor } from './project-information';
import { roomsEditor } from './raumweise';
import { uValueEditor } from './u-wert-rechner';
import { consumptionEditor } from './verbrauch';

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
