import { useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlannerModel } from '../../../shared/pv-plan/document';
import {
  demandParts,
  householdResults,
  stringsOf,
  type HeatPumpOffer,
  type HouseholdResults,
} from '../../../shared/pv-plan/household-calc';
import type { PlanYield } from '../../../shared/pv-plan/planner-calc';
import { BatteryPanel, DemandPanel } from './DemandPanel';
import { householdOf } from './household-fields';
import { StringsPanel } from './StringsPanel';
import { BatterySizingPanel, SelfConsumptionPanel } from './SelfConsumptionPanel';
import { EconomicsPanel, TariffPanel } from './TariffEconomicsPanel';

/*
 * The plan for the household under the roof layout: demand, battery, self-consumption, tariff,
 * economics, strings. The year's simulation runs on a deferred copy of the plan, so typing and
 * laying out stay at the keyboard's pace while the figures follow a moment later. The strings are
 * checked on the plan as it is now (a check is cheap): the tracker fields the consultant edits
 * must show the layout of the inverter just chosen, not the one before.
 */

export function useHouseholdResults(
  model: PlannerModel | null,
  result: PlanYield | null,
  latitude: number,
  offer: HeatPumpOffer | null,
  today: string,
): HouseholdResults | null {
  const deferredModel = useDeferredValue(model);
  const deferredResult = useDeferredValue(result);
  return useMemo(
    () =>
      deferredModel && deferredResult
        ? householdResults(
            deferredModel,
            deferredResult,
            latitude,
            householdOf(deferredModel),
            offer,
            today,
          )
        : null,
    [deferredModel, deferredResult, latitude, offer, today],
  );
}

export function HouseholdSection({
  model,
  planYield,
  results,
  offer,
  today,
  readOnly,
}: {
  model: PlannerModel;
  /** The roof layout's yield as it is now (not deferred). */
  planYield: PlanYield;
  results: HouseholdResults | null;
  offer: HeatPumpOffer | null;
  today: string;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const plan = householdOf(model);
  const electrical = model.moduleType.electrical;
  const strings = useMemo(
    () => stringsOf(plan, electrical, planYield.moduleCount, planYield.kWp),
    [plan, electrical, planYield.moduleCount, planYield.kWp],
  );
  return (
    <section className="pv-household" aria-labelledby="pv-household-title">
      <h2 id="pv-household-title" className="pv-household-title">
        {t('pvHousehold.title')}
      </h2>
      <div className="pv-household-grid">
        <DemandPanel
          plan={plan}
          offer={offer}
          parts={results?.demand ?? demandParts(plan, offer)}
          readOnly={readOnly}
        />
        <BatteryPanel plan={plan} readOnly={readOnly} />
        {results ? (
          <>
            <SelfConsumptionPanel results={results} />
            <BatterySizingPanel results={results} />
            <TariffPanel plan={plan} results={results} today={today} readOnly={readOnly} />
            <EconomicsPanel plan={plan} results={results} readOnly={readOnly} />
            <StringsPanel plan={plan} strings={strings} readOnly={readOnly} />
          </>
        ) : (
          <p className="notice pv-wide" role="note" data-testid="pv-household-empty">
            {t('pvHousehold.noYield')}
          </p>
        )}
      </div>
    </section>
  );
}
