import type { Shape } from '../../i18n/shape';

/*
 * The proof order (BnD); its form and other words are the grant order’s: every text, German first. Registered as `module.nachweisservice` (modules/strings.ts), so
 * a text reads t('module.nachweisservice.…'). `fieldLabels` name the payload's keys where the user
 * meets them outside the form (a conflict in the outbox).
 */

const de = {
  title: 'Nachweisservice',
  intro:
    'Auftrag Bestätigung nach Durchführung (BnD): nach Abschluss der Maßnahme, Einreichung mit den Rechnungen in „Meine KfW“.',
  fieldLabels: {},
};

const en: Shape<typeof de> = {
  title: 'Certification service',
  intro:
    'Order confirmation after completion (BnD): after the measure, submitted with the invoices in “Meine KfW”.',
  fieldLabels: {},
};

export const proofServiceStrings = { de, en };
