import type { Shape } from '../i18n/shape';
import { checkStrings } from './check/strings';
import { grantStrings } from './foerderrechner/strings';
import { grantServiceStrings } from './foerderservice/strings';
import { knowledgeStrings } from './foerderwissen/strings';
import { envelopeStrings } from './heizlast-huellflaeche/strings';
import { spfStrings } from './jaz/strings';
import { proofServiceStrings } from './nachweisservice/strings';
import { projectInfoStrings } from './project-information/strings';
import { roomsStrings } from './raumweise/strings';
import { noiseStrings } from './schallrechner/strings';
import { uValueStrings } from './u-wert-rechner/strings';
import { consumptionStrings } from './verbrauch/strings';
import { heatPumpStrings } from './waermepumpe/strings';
import { economicsStrings } from './wirtschaftlichkeit/strings';

/*
 * Every module's texts by module key, registered in the catalogues as `module` (i18n/de.ts,
 * en.ts): a module's text reads t('module.<key>.…'). Only the strings, not the modules, so the
 * catalogues load without the forms. The registry's definitions name the same objects, and
 * test/renderer/modules/registry.test.ts checks that both agree. Plain data with no import
 * beyond the catalogues' type, so the CLI names a module and its payload's keys in the same
 * words from this one copy (main/cli/module-words.ts, which may import only this file and
 * field-labels.ts of the renderer).
 */

export const moduleStringsDe = {
  'project-information': projectInfoStrings.de,
  raumweise: roomsStrings.de,
  'heizlast-huellflaeche': envelopeStrings.de,
  verbrauch: consumptionStrings.de,
  waermepumpe: heatPumpStrings.de,
  jaz: spfStrings.de,
  wirtschaftlichkeit: economicsStrings.de,
  foerderrechner: grantStrings.de,
  foerderwissen: knowledgeStrings.de,
  schallrechner: noiseStrings.de,
  check: checkStrings.de,
  'u-wert-rechner': uValueStrings.de,
  foerderservice: grantServiceStrings.de,
  nachweisservice: proofServiceStrings.de,
};

export const moduleStringsEn: Shape<typeof moduleStringsDe> = {
  'project-information': projectInfoStrings.en,
  raumweise: roomsStrings.en,
  'heizlast-huellflaeche': envelopeStrings.en,
  verbrauch: consumptionStrings.en,
  waermepumpe: heatPumpStrings.en,
  jaz: spfStrings.en,
  wirtschaftlichkeit: economicsStrings.en,
  foerderrechner: grantStrings.en,
  foerderwissen: knowledgeStrings.en,
  schallrechner: noiseStrings.en,
  check: checkStrings.en,
  'u-wert-rechner': uValueStrings.en,
  foerderservice: grantServiceStrings.en,
  nachweisservice: proofServiceStrings.en,
};
