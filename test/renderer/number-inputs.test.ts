import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  buildingFormSchema,
  emptyBuilding,
} from '../../src/renderer/features/buildings/building-form';
import { euros } from '../../src/renderer/features/deals/deal-form';
import { checkDecimal } from '../../src/renderer/ui/fields/number-input';
import { parseRow, textOf } from '../../src/renderer/modules/generic/payload-rows';
import {
  bndDefinition,
  serviceProblems,
} from '../../src/renderer/modules/foerderservice/service-model';
import { checkPlan, emptyPlan } from '../../src/renderer/features/pv-planner/NewPvPlanForm';
import { i18n, initI18n } from '../../src/renderer/i18n';
import { germanNumberTable } from '../shared/german-number-table';

/*
 * Every numeric input reads typed text by the one German rule: the table of
 * test/shared/german-number-table.ts through each screen's own check (a module editor field, a
 * generic payload row, a service order's number, a building, a PV plan's origin, a deal's value),
 * so the same typed text is the same number on every screen.
 */

// The PV form's module also holds its component, which reaches the IPC client on import.
vi.mock('../../src/renderer/api', () => ({ api: {} }));

beforeAll(() => {
  initI18n('de');
});

const readable = germanNumberTable.filter((row) => !Number.isNaN(row.value));
const unreadable = germanNumberTable.filter((row) => Number.isNaN(row.value));
const context = { project: {}, contact: null, building: null, modules: {} } as never;

describe('one number rule in every input', () => {
  it.each(readable)('"$typed" is $value everywhere', ({ typed, value }) => {
    expect(checkDecimal(typed, {})).toBeNull();
    expect(parseRow({ key: 'x', kind: 'number', text: typed, dirty: true })).toBe(value);
    const building = buildingFormSchema.safeParse({
      ...emptyBuilding,
      name: 'H',
      livingArea: typed,
    });
    // A living area is at most 100,000 m²: a larger one is read, then refused as too large.
    if (value! <= 100_000) expect(building.success && building.data.livingArea).toBe(value);
    else expect(building.error?.issues[0]?.message).toMatch(/^validation.atMost/);
    const plan = checkPlan(i18n.t, { ...emptyPlan, projectId: 'p', lat: typed, lng: typed });
    if (Math.abs(value!) <= 90) expect(plan.ok && plan.body.originLat).toBe(value);
    else expect(!plan.ok && plan.errors.lat).toBe('muss zwischen −90 und 90 liegen');
    expect(euros.safeParse(typed).data).toBe(
      Number(value!.toFixed(2)) === value ? value : undefined,
    );
    const order = serviceProblems(
      bndDefinition,
      { data: { finalCosts: typed }, documents: {}, notes: '' },
      context,
    );
    expect(order.fields.finalCosts).toBeUndefined();
  });

  it.each(unreadable)('"$typed" is refused everywhere, at the field', ({ typed }) => {
    expect(checkDecimal(typed, {})).toEqual({ problem: 'number' });
    expect(() => parseRow({ key: 'x', kind: 'number', text: typed, dirty: true })).toThrow();
    const building = buildingFormSchema.safeParse({
      ...emptyBuilding,
      name: 'H',
      livingArea: typed,
    });
    expect(building.error?.issues.map((i) => i.path.join('.'))).toEqual(['livingArea']);
    const plan = checkPlan(i18n.t, { ...emptyPlan, projectId: 'p', lat: typed, lng: '7' });
    expect(!plan.ok && plan.errors).toEqual({ lat: 'bitte als Zahl eingeben, z. B. 50,94' });
    expect(euros.safeParse(typed).success).toBe(false);
    const order = serviceProblems(
      bndDefinition,
      { data: { finalCosts: typed }, documents: {}, notes: '' },
      context,
    );
    expect(order.fields.finalCosts).toBe('positive');
  });

  it('a generic payload row shows a number as it reads back, in either language', () => {
    for (const value of [1.234, 1234, 0.035, 12345.67])
      expect(parseRow({ key: 'x', kind: 'number', text: textOf(value), dirty: true })).toBe(value);
  });
});
