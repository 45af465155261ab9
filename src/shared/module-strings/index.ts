import type { Shape } from '../i18n/shape';
import { checkStrings } from './check';
import { grantStrings } from './foerderrechner';
import { grantServiceStrings } from './foerderservice';
import { knowledgeStrings } from './foerderwissen';
import { envelopeStrings } from './heizlast-huellflaeche';
import { spfStrings } from './jaz';
import { proofServiceStrings } from './nachweisservice';
import { projectInfoStrings } from './project-information';
import { roomsStrings } from './raumweise';
import { noiseStrings } from './schallrechner';
import { uValueStrings } from './u-wert-rechner';
import { consumptionStrings } from './verbrauch';
import { heatPumpStrings } from './waermepumpe';
import { economicsStrings } from './wirtschaftlichkeit';

/*
 * Every module's texts by module key, registered in the catalogues as `module` (i18n/de.ts,
 * en.ts): a module's text reads t('module.<key>.…'). Only the strings, not the modules, so the
 * catalogues load without the forms. The registry's definitions name the same objects, and
 * test/renderer/modules/registry.test.ts checks that both agree. In src/shared, plain data, so
 * the CLI names a module and its payload's keys in the same words (main/cli/module-words.ts).
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
