import { useTranslation } from 'react-i18next';
import { formatGermanNumber } from '../../../shared/numbers/german-number';
import type { PlannerModel } from '../../../shared/pv-plan/document';
import {
  householdBounds,
  householdDefaults,
  type BoundedKey,
  type HouseholdPlan,
} from '../../../shared/pv-plan/household';
import { NumberField } from './NumberField';
import { usePlanner } from './planner-store';

/*
 * Shared pieces of the household panels: the plan's household and a bounded number field. Their
 * figures are written by ui/figures (`share`, `upTo`, `kwh`, `euro`), as the report prints them.
 */

export const householdOf = (model: PlannerModel): HouseholdPlan =>
  model.household ?? householdDefaults;

/** One part of the household changed, as one undoable edit of the plan. */
export function useHouseholdEdit() {
  const edit = usePlanner((s) => s.edit);
  return <K extends keyof HouseholdPlan>(
    key: K,
    change: (part: HouseholdPlan[K]) => HouseholdPlan[K],
  ) =>
    edit((m) => {
      const household = householdOf(m);
      return { ...m, household: { ...household, [key]: change(household[key]) } };
    });
}

const bound = (v: number) => formatGermanNumber(v, { grouping: true });

export function BoundedNumber({
  name,
  bounds,
  label,
  value,
  example,
  disabled,
  onCommit,
}: {
  name: string;
  bounds: BoundedKey;
  label: string;
  value: number;
  example: string;
  disabled?: boolean;
  onCommit(value: number): void;
}) {
  const { t } = useTranslation();
  const [min, max] = householdBounds[bounds];
  return (
    <NumberField
      name={name}
      label={label}
      value={value}
      min={min}
      max={max}
      disabled={disabled}
      rangeMessage={t('pvHousehold.range', { min: bound(min), max: bound(max) })}
      numberMessage={t('pvHousehold.number', { example })}
      onCommit={onCommit}
    />
  );
}
