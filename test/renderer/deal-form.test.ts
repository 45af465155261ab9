import { describe, expect, it } from 'vitest';
import type { Deal } from '../../src/shared/api';
import {
  createBody,
  dealFormSchema,
  emptyDealForm,
  formInput,
  formValuesOf,
  patchBody,
} from '../../src/renderer/features/deals/deal-form';

const deal: Deal = {
  id: 'deal_1',
  contactId: 'con_1',
  title: 'Wärmepumpe Wolf',
  value: 24000.5,
  stageId: 'stg_a',
  stageEnteredAt: '2026-02-01T08:00:00.000Z',
  status: 'open',
  ownerId: null,
  projectTypeIds: ['heat-planning', 'isfp'],
  street: null,
  postalCode: null,
  city: 'Kassel',
  notes: null,
  projectId: null,
  closedAt: null,
  archivedAt: null,
  createdAt: '2026-02-01T08:00:00.000Z',
  updatedAt: '2026-02-01T08:00:00.000Z',
};
const known = ['heat-planning', 'energieausweis'];

describe('the deal form', () => {
  it('shows a deal in German and sends back only what the user changed', () => {
    const values = formValuesOf(deal, known);
    expect(values).toMatchObject({
      value: '24.000,50',
      projectTypeIds: ['heat-planning'],
      otherProjectTypes: 'isfp',
      city: 'Kassel',
    });
    const unchanged = dealFormSchema.parse(formInput(values));
    expect(patchBody(unchanged, deal)).toEqual({});
    const edited = dealFormSchema.parse(
      formInput({ ...values, value: '31.500', city: '', ownerId: ' Svenja Roth ' }),
    );
    expect(patchBody(edited, deal)).toEqual({ value: 31500, city: null, ownerId: 'Svenja Roth' });
  });

  it('checks the interface bounds: title 1..200, at most 50 project types, euros', () => {
    const base = { ...emptyDealForm, contactId: 'con_1', stageId: 'stg_a', title: 'x' };
    const paths = (values: typeof base) =>
      dealFormSchema.safeParse(formInput(values)).error?.issues.map((i) => i.path.join('.'));
    expect(paths({ ...base, title: 'x'.repeat(200) })).toBeUndefined();
    expect(paths({ ...base, title: 'x'.repeat(201) })).toEqual(['title']);
    expect(paths({ ...base, title: '   ' })).toEqual(['title']);
    const many = Array.from({ length: 51 }, (_, i) => `typ-${i}`).join(', ');
    expect(paths({ ...base, otherProjectTypes: many })).toEqual(['projectTypeIds']);
    expect(paths({ ...base, value: '24 Tausend' })).toEqual(['value']);
    expect(paths({ ...base, contactId: '', stageId: '' })).toEqual(['contactId', 'stageId']);
  });

  it('a new deal carries every field of the create body, no status or project', () => {
    const checked = dealFormSchema.parse(
      formInput({
        ...emptyDealForm,
        title: 'Energieausweis Roth',
        contactId: 'con_2',
        stageId: 'stg_b',
        value: '1.250,50',
        ownerId: 'Jana Becker',
        projectTypeIds: ['energieausweis'],
        otherProjectTypes: 'isfp, energieausweis',
        street: 'Kunoldstraße 3',
        postalCode: '34131',
        city: 'Kassel',
        notes: 'Rückruf',
      }),
    );
    expect(createBody(checked)).toEqual({
      title: 'Energieausweis Roth',
      contactId: 'con_2',
      stageId: 'stg_b',
      value: 1250.5,
      ownerId: 'Jana Becker',
      projectTypeIds: ['energieausweis', 'isfp'],
      street: 'Kunoldstraße 3',
      postalCode: '34131',
      city: 'Kassel',
      notes: 'Rückruf',
    });
  });
});
