import { useTranslation } from 'react-i18next';
import { formatGermanNumber } from '../../../shared/numbers/german-number';
import type { PlannerModel } from '../../../shared/pv-plan/document';
import {
  householdBounds,
  householdDefaults,
  type BoundedKey,
  type HouseholdPlan,
} from '../../../shared/pv-plan/household';
import { formatEuro, formatNumber } from '../../i18n/format';
import { NumberField } from './NumberField';
import { usePlanner } from './planner-store';

/* Shared pieces of the household panels: the plan's household, a bounded number field, formats. */

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

export const kwh = (v: number) => formatNumber(Math.round(v));
export const percent = (share: number) => `${formatNumber(Math.round(share * 1000) / 10)} %`;
export const euro = (v: number) => formatEuro(Math.round(v));
export const decimals = (v: number, places: number) =>
  formatNumber(Math.round(v * 10 ** places) / 10 ** places);
