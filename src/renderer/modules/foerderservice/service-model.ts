import { z } from 'zod';
import type { ModuleStatus } from '../../../shared/api';
import { formatGermanNumber, parseGermanNumber } from '../../../shared/numbers/german-number';
import type { ModuleContext } from '../definition';
import { foerderrechnerSchema } from '../foerderrechner/model';
import { numberAt, resultValues } from '../waermepumpe/project-data';

/*
 * The two service orders of a project: the confirmation for the application (Bestätigung zum
 * Antrag, BzA, before the contract and before the application in "Meine KfW") and the confirmation
 * after completion (Bestätigung nach Durchführung, BnD). Each has the data the order needs, a
 * document checklist, a check of what is missing, and the module's status flow
 * draft → ready → submitted; the back office locks the module, which the editor respects.
 */

export type FieldKind = 'text' | 'number' | 'date';
export interface ServiceField {
  id: string;
  kind: FieldKind;
}
export interface ServiceDocument {
  id: string;
  /** Needed only under a condition of the project (e.g. the income bonus). */
  when?: (context: ModuleContext) => boolean;
}
export interface ServiceDefinition {
  key: 'foerderservice' | 'nachweisservice';
  fields: readonly ServiceField[];
  documents: readonly ServiceDocument[];
  prefill(context: ModuleContext): Record<string, string>;
}

export const serviceSchema = z.object({
  data: z.record(z.string(), z.string()).catch({}).default({}),
  documents: z.record(z.string(), z.boolean()).catch({}).default({}),
  notes: z.string().catch('').default(''),
});
export type ServiceInput = z.infer<typeof serviceSchema>;

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** What the project already knows: applicant, address, units, costs. */
export function projectFacts(context: ModuleContext): Record<string, string> {
  const fields = context.contact?.fields ?? {};
  const name = [text(fields.firstName), text(fields.lastName)].filter(Boolean).join(' ');
  const b = context.building;
  const address = b
    ? [b.street, [b.postalCode, b.city].filter(Boolean).join(' ')].filter(Boolean).join(', ')
    : '';
  const grant = foerderrechnerSchema.safeParse(context.modules.foerderrechner?.payload ?? {});
  const facts: Record<string, string> = {};
  if (name || text(fields.company)) facts.applicantName = name || text(fields.company);
  if (address) facts.buildingAddress = address;
  if (grant.success && context.modules.foerderrechner?.payload) {
    // As the order's number fields read and show typed text (decimal comma): String() would
    // write "28450.5", and "1.234" would read back as 1234.
    facts.housingUnits = formatGermanNumber(grant.data.housingUnits);
    if (grant.data.heatingCosts !== null)
      facts.offerAmount = formatGermanNumber(grant.data.heatingCosts);
  }
  const hp = context.modules.waermepumpe?.payload;
  if (hp && typeof hp.model === 'string' && hp.model) facts.measure = `Wärmepumpe ${hp.model}`;
  return facts;
}

const incomeBonus = (c: ModuleContext) => c.modules.foerderrechner?.payload?.incomeBonus === true;
const climateBonus = (c: ModuleContext) =>
  c.modules.foerderrechner?.payload?.climateSpeedBonus === true;

export const bzaDefinition: ServiceDefinition = {
  key: 'foerderservice',
  fields: [
    { id: 'applicantName', kind: 'text' },
    { id: 'buildingAddress', kind: 'text' },
    { id: 'housingUnits', kind: 'number' },
    { id: 'measure', kind: 'text' },
    { id: 'contractor', kind: 'text' },
    { id: 'offerAmount', kind: 'number' },
    { id: 'plannedStart', kind: 'date' },
    { id: 'expertId', kind: 'text' },
  ],
  documents: [
    { id: 'offer' },
    { id: 'contractCondition' },
    { id: 'heatLoad' },
    { id: 'spf' },
    { id: 'noise' },
    { id: 'ownership' },
    { id: 'heatPumpList' },
    { id: 'incomeProof', when: incomeBonus },
    { id: 'oldHeatingProof', when: climateBonus },
  ],
  prefill: projectFacts,
};

export const bndDefinition: ServiceDefinition = {
  key: 'nachweisservice',
  fields: [
    { id: 'applicantName', kind: 'text' },
    { id: 'buildingAddress', kind: 'text' },
    { id: 'applicationNumber', kind: 'text' },
    { id: 'contractor', kind: 'text' },
    { id: 'commissioningDate', kind: 'date' },
    { id: 'finalCosts', kind: 'number' },
    { id: 'measuredSpf', kind: 'number' },
  ],
  documents: [
    { id: 'invoices' },
    { id: 'payments' },
    { id: 'hydraulicBalancing' },
    { id: 'commissioning' },
    { id: 'contractorDeclaration' },
    { id: 'electricityMeter' },
    { id: 'photos' },
  ],
  prefill(context) {
    const facts = projectFacts(context);
    const order = context.modules.foerderservice?.payload?.data;
    const fromOrder = order && typeof order === 'object' ? (order as Record<string, unknown>) : {};
    const spf = numberAt(resultValues(context.modules.jaz), 'combinedSpf');
    return {
      ...facts,
      ...(text(fromOrder.contractor) ? { contractor: text(fromOrder.contractor) } : {}),
      // German decimal comma, as typed in the field.
      ...(spf !== null
        ? { measuredSpf: formatGermanNumber(spf, { minDecimals: 2, maxDecimals: 2 }) }
        : {}),
    };
  },
};

export function serviceInitial(def: ServiceDefinition, context: ModuleContext): ServiceInput {
  return { data: def.prefill(context), documents: {}, notes: '' };
}

/** Documents the order needs for this project. */
export const requiredDocuments = (def: ServiceDefinition, context: ModuleContext) =>
  def.documents.filter((d) => !d.when || d.when(context));

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** Field problems (missing or malformed) and missing documents. */
export function serviceProblems(
  def: ServiceDefinition,
  value: ServiceInput,
  context: ModuleContext,
): { fields: Record<string, string>; documents: string[] } {
  const fields: Record<string, string> = {};
  for (const f of def.fields) {
    const v = (value.data[f.id] ?? '').trim();
    if (!v) fields[f.id] = 'required';
    else if (f.kind === 'number' && !((parseGermanNumber(v) ?? 0) > 0)) fields[f.id] = 'positive';
    else if (f.kind === 'date' && (!isoDate.test(v) || Number.isNaN(Date.parse(v))))
      fields[f.id] = 'date';
  }
  const documents = requiredDocuments(def, context)
    .filter((d) => !value.documents[d.id])
    .map((d) => d.id);
  return { fields, documents };
}

export function serviceResults(
  def: ServiceDefinition,
  value: ServiceInput,
  context: ModuleContext,
) {
  const problems = serviceProblems(def, value, context);
  const required = requiredDocuments(def, context);
  return {
    complete: Object.keys(problems.fields).length === 0 && problems.documents.length === 0,
    missingFields: Object.keys(problems.fields),
    missingDocuments: problems.documents,
    documentsDone: required.length - problems.documents.length,
    documentsRequired: required.length,
  };
}

/** The status moves the editor offers: draft → ready (when complete and saved) → submitted. */
export function statusMoves(
  status: ModuleStatus | string,
  complete: boolean,
): { to: 'draft' | 'ready' | 'submitted'; allowed: boolean }[] {
  switch (status) {
    case 'locked':
    case 'submitted':
      return [];
    case 'ready':
      return [
        { to: 'draft', allowed: true },
        { to: 'submitted', allowed: complete },
      ];
    default:
      return [{ to: 'ready', allowed: complete }];
  }
}
