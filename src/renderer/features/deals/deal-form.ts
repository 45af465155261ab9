import { z } from 'zod';
import {
  dealPatchSchema,
  dealStatuses,
  limits,
  type Deal,
  type DealCreate,
  type DealPatch,
} from '../../../shared/api';
import { formatGermanNumber, parseGermanNumber } from '../../../shared/numbers/german-number';
import { message } from '../../ui/use-create-form';

/*
 * The deal form's input (strings, as typed; kept as a draft) and its checks with the interface's
 * bounds (workspace-api.md: title 1..200, projectTypeIds at most 50). The core checks again.
 */

export interface DealFormValues {
  title: string;
  contactId: string;
  stageId: string;
  status: string;
  value: string;
  ownerId: string;
  projectTypeIds: string[];
  /** Further project type ids, comma separated (a workspace may have more than the two known). */
  otherProjectTypes: string;
  street: string;
  postalCode: string;
  city: string;
  notes: string;
  projectId: string;
}

export const emptyDealForm: DealFormValues = {
  title: '',
  contactId: '',
  stageId: '',
  status: 'open',
  value: '',
  ownerId: '',
  projectTypeIds: [],
  otherProjectTypes: '',
  street: '',
  postalCode: '',
  city: '',
  notes: '',
  projectId: '',
};

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => (v === '' ? null : v));

/** Amounts as the form shows them: thousands grouped, cents only when there are any. */
export const euroFormat = (value: number) => ({
  minDecimals: Number.isInteger(value) ? 0 : 2,
  maxDecimals: 2,
  grouping: true,
});

/** A euro amount by the app's German number rule ("24000", "24.000,50"), whole cents; empty → null. */
export const euros = z
  .string()
  .transform((v) => parseGermanNumber(v))
  .refine((v) => v === null || (v >= 0 && Number(v.toFixed(2)) === v), message('euros'));

/** A euro amount as the form shows it: 24000.5 → "24.000,50". */
export const eurosText = (value: number | null) =>
  value === null ? '' : formatGermanNumber(value, euroFormat(value));

const splitIds = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

export const dealFormSchema = z.object({
  title: z.string().trim().min(1, message('required')).max(limits.dealTitleMax),
  contactId: z.string().min(1, message('required')),
  stageId: z.string().min(1, message('chooseStage')),
  status: z.enum(dealStatuses),
  value: euros,
  ownerId: optionalText(200),
  projectTypeIds: z.array(z.string().min(1)).max(limits.projectTypeIdsMax),
  street: optionalText(200),
  postalCode: optionalText(20),
  city: optionalText(100),
  notes: optionalText(10_000),
  projectId: z.string().transform((v) => (v === '' ? null : v)),
});
export type DealFormOutput = z.output<typeof dealFormSchema>;

/** What the schema checks: known and further project types are one list on the wire. */
export function formInput({ otherProjectTypes, ...values }: DealFormValues) {
  return {
    ...values,
    projectTypeIds: [...new Set([...values.projectTypeIds, ...splitIds(otherProjectTypes)])],
  };
}

/** The form's values of an existing deal. */
export function formValuesOf(deal: Deal, knownTypes: readonly string[]): DealFormValues {
  return {
    title: deal.title,
    contactId: deal.contactId,
    stageId: deal.stageId,
    status: deal.status,
    value: eurosText(deal.value),
    ownerId: deal.ownerId ?? '',
    projectTypeIds: deal.projectTypeIds.filter((id) => knownTypes.includes(id)),
    otherProjectTypes: deal.projectTypeIds.filter((id) => !knownTypes.includes(id)).join(', '),
    street: deal.street ?? '',
    postalCode: deal.postalCode ?? '',
    city: deal.city ?? '',
    notes: deal.notes ?? '',
    projectId: deal.projectId ?? '',
  };
}

/** The create body (a new deal is open and has no project yet: the interface sets those). */
export function createBody(checked: DealFormOutput): DealCreate {
  const { status: _status, projectId: _project, ...body } = checked;
  return body;
}

// Every key of the PATCH body the form edits; `archived` is an action of its own.
const patchKeys = (Object.keys(dealPatchSchema.shape) as (keyof DealPatch)[]).filter(
  (key): key is Exclude<keyof DealPatch, 'archived'> => key !== 'archived',
);

/** Only the fields the user changed: a queued edit never sends back a stale value of another. */
export function patchBody(checked: DealFormOutput, deal: Deal): DealPatch {
  const body: Record<string, unknown> = {};
  for (const key of patchKeys)
    if (JSON.stringify(checked[key]) !== JSON.stringify(deal[key])) body[key] = checked[key];
  return body as DealPatch;
}
