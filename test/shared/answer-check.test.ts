import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  buildingPageSchema,
  contactPageSchema,
  dealPageSchema,
  dealStageListSchema,
  projectModuleListSchema,
  projectPageSchema,
  pvPlanFullSchema,
  pvPlanListSchema,
} from '../../src/shared/api';
import { checkFor, parseAnswer } from '../../src/shared/api/answer-check';

const at = '2026-11-27T00:30:00.123Z';
const contact = {
  id: 'con_1',
  status: 'lead',
  assignedTo: null,
  fields: { lastName: 'Schmidt', tags: ['a', { b: 1.5 }] },
  createdAt: at,
  updatedAt: '2026-11-27T01:30:00+01:00',
  lastActivityAt: at,
};
const building = {
  id: 'bld_1',
  contactId: 'con_1',
  name: 'Haus',
  street: 'Merzhauser Straße 49',
  postalCode: null,
  city: 'Freiburg',
  countryCode: 'DE',
  buildingType: null,
  buildingYear: 1968,
  livingArea: 142.5,
  notes: null,
  createdAt: at,
  updatedAt: at,
};
const deal = {
  id: 'deal_1',
  contactId: 'con_1',
  title: 'Heizung',
  value: 12_500.5,
  stageId: 'stg_1',
  stageEnteredAt: at,
  status: 'open',
  ownerId: null,
  projectTypeIds: ['pt_1'],
  street: null,
  postalCode: '79100',
  city: null,
  notes: null,
  projectId: null,
  closedAt: null,
  archivedAt: '2024-02-29T12:00:00Z',
  createdAt: at,
  updatedAt: at,
};
const stage = {
  id: 'stg_1',
  key: 'lead',
  name: 'Anfrage',
  sortOrder: 1,
  archived: false,
  probability: 10,
  staleAfterDays: null,
};
const project = {
  id: 'prj_1',
  contactId: 'con_1',
  buildingId: 'bld_1',
  title: 'Heizungsplanung',
  type: 'heating',
  status: 'draft',
  versionNumber: 1,
  rootProjectId: null,
  parentProjectId: null,
  isVisibleInCustomerPortal: false,
  archivedAt: null,
  createdAt: at,
  updatedAt: at,
};
const module = {
  id: 'mod_1',
  projectId: 'prj_1',
  moduleKey: 'heizlast',
  status: 'in_progress',
  schemaVersion: 2,
  payload: { gebaeude: { luftwechsel: 0.6 } },
  validationState: null,
  lockedReason: null,
  lastCompletedAt: null,
  createdAt: at,
  updatedAt: at,
};
const plan = {
  id: 'pv_1',
  projectId: 'prj_1',
  name: 'Dach Süd',
  buildingId: null,
  originLat: 47.98,
  originLng: 7.84,
  originAddress: null,
  isFavorite: true,
  summary: null,
  createdAt: at,
  updatedAt: at,
};
const fullPlan = { ...plan, schemaVersion: 3, payload: { roofs: [] } };

const answers: [string, z.ZodType, Record<string, unknown>, (item: unknown) => unknown][] = [
  ['contacts', contactPageSchema, contact, (c) => ({ data: [c], hasMore: false })],
  ['buildings', buildingPageSchema, building, (b) => ({ data: [b], hasMore: true })],
  ['deals', dealPageSchema, deal, (d) => ({ data: [d], hasMore: false })],
  ['projects', projectPageSchema, project, (p) => ({ data: [p], hasMore: false })],
  ['deal stages', dealStageListSchema, stage, (s) => ({ data: [s] })],
  ['modules', projectModuleListSchema, module, (m) => ({ data: [m] })],
  ['PV plans', pvPlanListSchema, plan, (p) => ({ data: [p] })],
  ['a full PV plan', pvPlanFullSchema, fullPlan, (p) => p],
];

const deep = (levels: number): unknown => {
  let value: unknown = 1;
  for (let i = 0; i < levels; i++) value = { x: value };
  return value;
};
/** What a server may send in place of a good value: each is tried in every key of every record. */
const oddValues: unknown[] = [
  undefined,
  null,
  '',
  'x',
  'DEU',
  '2026-02-30T00:00:00Z',
  '2026-11-27 00:30:00',
  '2026-11-27T00:30:00',
  0,
  -1,
  1.5,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  2 ** 53,
  true,
  [],
  ['a', 1],
  {},
  { __proto__: null, a: 1 },
  JSON.parse('{"__proto__": {"admin": true}}'),
  { a: Number.POSITIVE_INFINITY },
  { a: [Number.NaN] },
  deep(63),
  deep(64),
];

describe('an answer checked without copying it', () => {
  for (const [name, schema, item, wrap] of answers) {
    it(`${name}: a good answer is compiled, accepted and returned as it is`, () => {
      expect(checkFor(schema)).not.toBeNull();
      const answer = wrap(item);
      const parsed = parseAnswer(schema, answer);
      expect(parsed.success).toBe(true);
      expect(parsed.data).toBe(answer);
      expect(parsed.data).toEqual(schema.parse(answer));
    });

    it(`${name}: every odd value in every key is judged as zod judges it, with zod's issues`, () => {
      let refused = 0;
      const variants: unknown[] = [
        wrap({ ...item, extra: 1 }),
        wrap(Object.assign(Object.create({ inherited: 1 }) as object, item)),
        ...[undefined, null, 'x', [], {}].map((odd) => odd),
      ];
      for (const key of Object.keys(item)) {
        const { [key]: _, ...without } = item;
        variants.push(wrap(without));
        for (const odd of oddValues) variants.push(wrap({ ...item, [key]: odd }));
      }
      for (const variant of variants) {
        const ours = parseAnswer(schema, variant);
        const zods = schema.safeParse(variant);
        expect(ours.success).toBe(zods.success);
        if (ours.success) expect(ours.data).toEqual(zods.data);
        else {
          refused++;
          expect(ours.error.issues).toEqual(zods.error!.issues);
        }
        // Accepted here only where zod returns an equal value.
        if (checkFor(schema)!(variant)) expect(zods.data).toEqual(variant);
      }
      expect(refused).toBeGreaterThan(variants.length / 2);
    });
  }

  it('a schema with parts it does not know is left to zod', async () => {
    const { z } = await import('zod');
    const withDefault = z.object({ id: z.string().default('x') });
    expect(checkFor(withDefault)).toBeNull();
    expect(parseAnswer(withDefault, {})).toEqual({ success: true, data: { id: 'x' } });
    const trimmed = z.object({ name: z.string().trim() });
    expect(checkFor(trimmed)).toBeNull();
    expect(parseAnswer(trimmed, { name: ' a ' }).data).toEqual({ name: 'a' });
  });
});
