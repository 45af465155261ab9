import { useTranslation } from 'react-i18next';
import { offered, type ModuleContext, type OfferField } from '../definition';
import { SourcedNumberField, useOfferLabel } from '../../ui/fields/TakenValue';
import type { Offer } from '../../ui/fields/offer';
import { useEditorFields } from '../../ui/fields/field-context';
import type { PvInput } from './model';
import { euro, percent } from '../../ui/figures/figures';
import { pvEconomicsOffer } from '../../../shared/pv-plan/economics-offer';

type Figure = 'investment' | 'saving' | 'feedInRevenue' | 'operatingCosts';

const figures: readonly { key: Figure; field: OfferField; unit: string }[] = [
  { key: 'investment', field: 'wirtschaftlichkeit.pvInvestment', unit: '€' },
  { key: 'saving', field: 'wirtschaftlichkeit.pvSaving', unit: '€/a' },
  { key: 'feedInRevenue', field: 'wirtschaftlichkeit.pvFeedInRevenue', unit: '€/a' },
  { key: 'operatingCosts', field: 'wirtschaftlichkeit.pvOperatingCosts', unit: '€/a' },
];

/**
 * The PV system planned with the heat pump: four figures, each taken from one of the project's
 * PV plans (the source named under it, typing overrides) or typed in; a plan's figures can be
 * taken all at once. A plan offers its saving and feed-in revenue as degradation equivalents
 * (economics-offer.ts); each plan's line says so, with its year-1 figures beside them.
 */
export function PvFields({
  pv,
  context,
  problem,
  onChange,
}: {
  pv: PvInput;
  context: ModuleContext;
  problem(key: Figure): string | null;
  onChange(pv: PvInput): void;
}) {
  const { t } = useTranslation();
  const label = useOfferLabel();
  const { readOnly } = useEditorFields();
  const offers = Object.fromEntries(
    figures.map(({ key, field }) => [key, offered(context, field)]),
  ) as Record<Figure, Offer[]>;
  // One entry per plan with saved results (its investment offer names it).
  const plans = offers.investment;
  const takeAll = (group: string) => {
    const next = { ...pv };
    for (const { key } of figures) {
      const offer = offers[key].find((o) => o.group === group);
      next[key] = offer ? offer.value : null;
      next[`${key}From`] = offer ? offer.key : null;
    }
    onChange(next);
  };
  return (
    <fieldset className="calc-group" data-testid="econ-pv">
      <legend>{t('module.wirtschaftlichkeit.pv.title')}</legend>
      <p className="muted">
        {plans.length
          ? t('module.wirtschaftlichkeit.pv.hint')
          : t('module.wirtschaftlichkeit.pv.noPlan')}
      </p>
      {plans.length > 0 && !readOnly && (
        <select
          className="take-select"
          aria-label={t('module.wirtschaftlichkeit.pv.takeAll')}
          value=""
          onChange={(e) => {
            if (e.target.value) takeAll(e.target.value);
          }}
        >
          <option value="">{t('module.wirtschaftlichkeit.pv.takeAll')}</option>
          {plans.map((o) => (
            <option key={o.key} value={o.group}>
              {label(o)}
            </option>
          ))}
        </select>
      )}
      {plans.map((o) => (
        <PlanEquivalents key={o.key} group={o.group!} context={context} />
      ))}
      <div className="calc-grid">
        {figures.map(({ key, unit }) => (
          <SourcedNumberField
            key={key}
            label={t(`module.wirtschaftlichkeit.pv.${key}`)}
            unit={unit}
            value={pv[key]}
            min={0}
            digits={0}
            error={problem(key)}
            path={`pv.${key}`}
            from={pv[`${key}From`]}
            offers={offers[key]}
            onChange={(value, from) => onChange({ ...pv, [key]: value, [`${key}From`]: from })}
          />
        ))}
      </div>
    </fieldset>
  );
}

/** How a plan's saving and feed-in revenue are offered: 20-year equivalents, year 1 beside. */
function PlanEquivalents({ group, context }: { group: string; context: ModuleContext }) {
  const { t } = useTranslation();
  const plan = (context.pvPlans ?? []).find((p) => `pv-plan:${p.id}` === group);
  const offer = plan ? pvEconomicsOffer(plan.payload, plan.schemaVersion) : null;
  if (!plan || !offer) return null;
  return (
    <p className="muted small" data-testid="econ-pv-equivalents">
      {t('pvEconomicsFlow.equivalents', {
        name: plan.name,
        saving: euro(offer.equivalentSavings),
        feedIn: euro(offer.equivalentFeedInRevenue),
        years: offer.equivalentYears,
        degradation: percent(offer.degradation, 1),
        firstSaving: euro(offer.firstYearSavings),
        firstFeedIn: euro(offer.firstYearFeedInRevenue),
      })}
    </p>
  );
}
