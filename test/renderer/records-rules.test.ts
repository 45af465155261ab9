import { beforeAll, describe, expect, it } from 'vitest';
import {
  buildingFormSchema,
  buildingValuesFromBody,
  emptyBuilding,
} from '../../src/renderer/features/buildings/building-form';
import {
  contactEditSchema,
  contactEditValues,
  contactPatch,
} from '../../src/renderer/features/contacts/contact-patch';
import {
  describeEntry,
  discardLoss,
  entryRoute,
  refusedFields,
} from '../../src/renderer/features/outbox/describe-entry';
import {
  defaultProjectTitle,
  groupVersions,
  projectPatch,
} from '../../src/renderer/features/projects/project-form';
import { i18n, initI18n } from '../../src/renderer/i18n';
import type { Contact } from '../../src/shared/api';

/* The rules of the record forms (contacts, buildings, projects) and the outbox's words. */

beforeAll(() => {
  initI18n('de');
});
const t = () => i18n.t;

describe('building form', () => {
  const check = (values: Partial<typeof emptyBuilding>) =>
    buildingFormSchema.safeParse({ ...emptyBuilding, name: 'Wohnhaus', ...values });
  const paths = (values: Partial<typeof emptyBuilding>) => {
    const result = check(values);
    return result.success ? [] : result.error.issues.map((i) => i.path.join('.'));
  };

  it('reads German decimals', () => {
    // By the app's one rule (src/shared/numbers/german-number.ts), through the form's schema.
    const area = (livingArea: string) => {
      const result = check({ livingArea });
      return result.success ? result.data.livingArea : undefined;
    };
    expect(area('92,5')).toBe(92.5);
    expect(area('1.450')).toBe(1450);
    expect(area('1.450,75')).toBe(1450.75);
    expect(area('92.5')).toBe(92.5);
    expect(area(' 140 ')).toBe(140);
    expect(area('')).toBeNull();
    expect(area('92,5 m²')).toBeUndefined();
    expect(area('1,2,3')).toBeUndefined();
    const ok = check({ livingArea: '92,5', buildingYear: '1978' });
    expect(ok.success && ok.data).toMatchObject({ livingArea: 92.5, buildingYear: 1978 });
    expect(paths({ livingArea: 'viel' })).toEqual(['livingArea']);
    expect(paths({ buildingYear: '1978,5' })).toEqual(['buildingYear']);
    expect(paths({ buildingYear: 'neu' })).toEqual(['buildingYear']);
    expect(paths({ buildingYear: '1499' })).toEqual(['buildingYear']);
  });

  it('wants five digits for a German postal code, at the field, with other errors at once', () => {
    expect(paths({ postalCode: '3411' })).toEqual(['postalCode']);
    expect(paths({ postalCode: '341170' })).toEqual(['postalCode']);
    expect(paths({ postalCode: '34117' })).toEqual([]);
    expect(paths({ postalCode: '' })).toEqual([]);
    expect(paths({ postalCode: '1010', countryCode: 'AT' })).toEqual([]);
    expect(paths({ postalCode: '3411', name: '' }).sort()).toEqual(['name', 'postalCode']);
  });

  it('takes a two-letter country (default DE, upper-cased) and keeps every field of the interface', () => {
    expect(paths({ countryCode: 'Deutschland' })).toEqual(['countryCode']);
    const result = check({
      countryCode: 'at',
      postalCode: '1010',
      buildingType: 'Wohn- und Geschäftshaus',
      notes: 'Schlüssel beim Hausmeister',
    });
    expect(result.success && result.data).toEqual({
      name: 'Wohnhaus',
      street: null,
      postalCode: '1010',
      city: null,
      countryCode: 'AT',
      buildingType: 'Wohn- und Geschäftshaus',
      buildingYear: null,
      livingArea: null,
      notes: 'Schlüssel beim Hausmeister',
    });
    // A refused create goes back into the same form as it was typed.
    expect(
      buildingValuesFromBody({ name: 'X', livingArea: 92.5, countryCode: 'DE' }),
    ).toMatchObject({ name: 'X', livingArea: '92,5', countryCode: 'DE', street: '' });
  });
});

describe('contact edit', () => {
  const contact: Pick<Contact, 'status' | 'assignedTo' | 'fields'> = {
    status: 'lead',
    assignedTo: 'Jana Becker',
    fields: { firstName: 'Florian', lastName: 'Wolf', phone: '+49 561 1234', kundennummer: 'K-17' },
  };

  it('sends only what changed: an unchanged field is not in the patch', () => {
    const values = contactEditValues(contact);
    expect(contactPatch(contact, values)).toEqual({});
    values.status = 'qualified';
    values.fields.kundennummer = 'K-18';
    const patch = contactPatch(contact, values);
    expect(patch).toEqual({ status: 'qualified', fields: { kundennummer: 'K-18' } });
    expect(patch).not.toHaveProperty('assignedTo');
    expect(patch.fields).not.toHaveProperty('phone');
    expect(patch.fields).not.toHaveProperty('firstName');
  });

  it('clears an emptied field with null, and keeps a new key of the user', () => {
    const values = contactEditValues(contact);
    values.fields.phone = '  ';
    values.fields.lieblingsfarbe = 'grün';
    values.assignedTo = '';
    expect(contactPatch(contact, values)).toEqual({
      assignedTo: null,
      fields: { phone: null, lieblingsfarbe: 'grün' },
    });
  });

  it('keeps the type of a field that was not text', () => {
    const withNumber = { ...contact, fields: { ...contact.fields, wohneinheiten: 3 } };
    const values = contactEditValues(withNumber);
    expect(values.fields.wohneinheiten).toBe('3');
    values.fields.wohneinheiten = '4';
    expect(contactPatch(withNumber, values)).toEqual({ fields: { wohneinheiten: 4 } });
  });

  it('checks e-mail, phone and a name at the field', () => {
    const values = contactEditValues(contact);
    values.fields.email = 'florian@';
    values.fields.phone = 'abc';
    values.fields.lastName = '';
    const result = contactEditSchema.safeParse(values);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.path.join('.')).sort()).toEqual([
      'fields.email',
      'fields.lastName',
      'fields.phone',
    ]);
  });
});

describe('projects', () => {
  it('prefills the title from type and address', () => {
    const building = { name: 'Wohnhaus', street: 'Kunoldstraße 12', city: 'Kassel' };
    expect(defaultProjectTitle(t(), 'heat-planning', building)).toBe(
      'Heizungsplanung Kunoldstraße 12, Kassel',
    );
    expect(
      defaultProjectTitle(t(), 'energieausweis', { ...building, street: null, city: null }),
    ).toBe('Energieausweis Wohnhaus');
  });

  it('patches only a changed title or status', () => {
    const project = { title: 'A', status: 'active' };
    expect(projectPatch(project, { title: 'A', status: 'active' })).toEqual({});
    expect(projectPatch(project, { title: 'B', status: 'active' })).toEqual({ title: 'B' });
    expect(projectPatch(project, { title: 'A', status: 'submitted' })).toEqual({
      status: 'submitted',
    });
  });

  it('groups versions (same root) in list order', () => {
    const list = [
      { id: 'p2', rootProjectId: 'p1' },
      { id: 'q', rootProjectId: null },
      { id: 'p1', rootProjectId: 'p1' },
    ];
    expect(groupVersions(list).map((g) => g.map((p) => p.id))).toEqual([['p2', 'p1'], ['q']]);
  });
});

describe('outbox in words', () => {
  it('says what happened, as a clerk would', () => {
    expect(
      describeEntry(t(), {
        resource: 'contacts',
        op: 'create',
        recordId: 'local:1',
        body: { fields: { firstName: 'Jana', lastName: 'Offlinerin' } },
      }),
    ).toBe('Kontakt Jana Offlinerin angelegt');
    expect(
      describeEntry(
        t(),
        {
          resource: 'modules',
          op: 'patch',
          recordId: 'mod_1',
          projectId: 'prj_1',
          moduleKey: 'u-wert-rechner',
          body: { payload: {} },
        },
        { project: 'Energieausweis Kassel' },
      ),
    ).toBe('U-Wert-Rechner in Projekt Energieausweis Kassel geändert');
    expect(
      describeEntry(
        t(),
        { resource: 'deals', op: 'patch', recordId: 'deal_1', body: { stageId: 'stg_3' } },
        { name: 'Wärmepumpe Florian Wolf, Kassel', stage: 'Angebot' },
      ),
    ).toBe('Vorgang Wärmepumpe Florian Wolf, Kassel in Phase Angebot verschoben');
    expect(
      describeEntry(
        t(),
        { resource: 'deals', op: 'patch', recordId: 'd', body: { status: 'won' } },
        { name: 'X' },
      ),
    ).toBe('Vorgang X als gewonnen markiert');
    expect(
      describeEntry(
        t(),
        { resource: 'projects', op: 'archive', recordId: 'p', body: {} },
        { name: 'Heizung Wolf' },
      ),
    ).toBe('Projekt Heizung Wolf archiviert');
    expect(
      describeEntry(t(), {
        resource: 'buildings',
        op: 'create',
        recordId: 'b',
        body: { name: 'Altbau' },
      }),
    ).toBe('Gebäude Altbau angelegt');
  });

  it('links each entry to its record', () => {
    const entry = { op: 'patch' as const, body: {}, recordId: 'x' };
    expect(entryRoute({ ...entry, resource: 'contacts' })).toEqual({ screen: 'contacts', id: 'x' });
    expect(entryRoute({ ...entry, resource: 'buildings' })).toEqual({
      screen: 'buildings',
      id: 'x',
    });
    expect(entryRoute({ ...entry, resource: 'modules', projectId: 'p', moduleKey: 'jaz' })).toEqual(
      { screen: 'projects', id: 'p', moduleKey: 'jaz' },
    );
    expect(entryRoute({ ...entry, resource: 'gadgets' })).toBeNull();
  });

  it('says what a discard loses', () => {
    expect(discardLoss(t(), { op: 'create', changed: [] })).toContain('nie an den Arbeitsbereich');
    expect(discardLoss(t(), { op: 'patch', changed: ['status', 'fields.email'] })).toBe(
      'Ihre Änderung (Status, E-Mail) geht verloren; es gilt wieder der Stand des Servers.',
    );
    expect(
      discardLoss(t(), {
        op: 'patch',
        changed: ['value'],
        conflict: { kind: 'deleted', fields: [], candidate: null, theirsUpdatedAt: null },
      }),
    ).toBe(
      'Ihre Änderung geht verloren, und der Eintrag wird auch auf diesem Gerät entfernt, wie schon auf dem Server.',
    );
  });

  it('names the fields a refusal concerns in German, never the server ids', () => {
    const refusal = (details: unknown) => ({
      status: 422,
      code: 'validation_failed',
      message: 'contactId: no contact with id "con_1"',
      details,
    });
    expect(refusedFields(t(), refusal([{ path: 'contactId', message: 'no contact' }]))).toBe(
      'Betrifft: Kontakt',
    );
    expect(
      refusedFields(
        t(),
        refusal([
          { path: 'fields.email', message: 'x' },
          { path: 'stageId', message: 'y' },
        ]),
      ),
    ).toBe('Betrifft: E-Mail, Phase');
    expect(refusedFields(t(), refusal([{ path: '(body)', message: 'z' }]))).toBeNull();
    expect(refusedFields(t(), refusal({ body: '{' }))).toBeNull();
    expect(refusedFields(t(), refusal(undefined))).toBeNull();
  });
});
