import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { ContextPvPlan, ModuleContext } from '../../../src/renderer/modules/definition';
import { offered } from '../../../src/renderer/modules/definition';
import { withOffers } from '../../../src/renderer/modules/registry';
import { initI18n } from '../../../src/renderer/i18n';
import { WirtschaftlichkeitForm } from '../../../src/renderer/modules/wirtschaftlichkeit/Form';
import {
  pvRevenueAnnuity,
  wirtschaftlichkeitResults,
} from '../../../src/renderer/modules/wirtschaftlichkeit/model';
import { WirtschaftlichkeitSection } from '../../../src/renderer/modules/wirtschaftlichkeit/ReportSection';
import { wirtschaftlichkeitModule } from '../../../src/renderer/modules/wirtschaftlichkeit';
import { moduleFixture } from '../module-fixture';
import { completeComparison } from './economics-fixture';
import { knownSchemaVersion } from '../../../src/shared/pv-plan/document';
import { pvEconomicsOffer } from '../../../src/shared/pv-plan/economics-offer';
import { savedPvPlan, withBattery } from '../pv-saved-plan';

// The registry brings every module's form; the offers need none of the core.
vi.mock('../../../src/renderer/api', () => ({ api: {} }));

/* A PV plan's saved results flow into the economics (wirtschaftlichkeit), overridable. */

const plan = (payload: ContextPvPlan['payload']): ContextPvPlan => ({
  id: 'pv_1',
  name: 'Süddach',
  payload,
  schemaVersion: knownSchemaVersion,
});

const context = (pvPlans: ContextPvPlan[]): ModuleContext =>
  withOffers({
    project: { type: 'heat-planning' } as ModuleContext['project'],
    contact: null,
    building: null,
    modules: {},
    pvPlans,
  });

const fields = [
  'wirtschaftlichkeit.pvInvestment',
  'wirtschaftlichkeit.pvSaving',
  'wirtschaftlichkeit.pvFeedInRevenue',
  'wirtschaftlichkeit.pvOperatingCosts',
] as const;

const html = (element: Parameters<typeof renderToStaticMarkup>[0]) =>
  renderToStaticMarkup(element).replace(/&#x27;/g, "'");

describe('the PV plans offer their saved results to the economics', () => {
  it("offers a saved plan's investment, saving, feed-in revenue and operating costs", () => {
    const { payload } = savedPvPlan(withBattery);
    const ctx = context([plan(payload)]);
    const figures = pvEconomicsOffer(payload, knownSchemaVersion)!;
    const [investment, saving, feedIn, operating] = fields.map((f) => offered(ctx, f));
    expect(investment).toEqual([
      {
        key: 'pv-plan:pv_1:investment',
        source: 'pv-plan',
        label: 'Süddach',
        value: figures.investment,
        group: 'pv-plan:pv_1',
      },
    ]);
    expect(saving![0]!.value).toBeCloseTo(figures.equivalentSavings, 2);
    expect(feedIn![0]!.value).toBeCloseTo(figures.equivalentFeedInRevenue, 2);
    expect(operating![0]!.value).toBe(120);
    // Every figure of the plan is in the plan's group, so they can be taken together.
    expect(new Set([saving, feedIn, operating].map((o) => o![0]!.group))).toEqual(
      new Set(['pv-plan:pv_1']),
    );
  });

  it('offers nothing for a plan without saved results, without its document or of a newer schema', () => {
    const { payload } = savedPvPlan(withBattery);
    const unsaved = { ...payload, householdResults: undefined } as ContextPvPlan['payload'];
    for (const plans of [
      [],
      [plan(unsaved)],
      [plan(null)],
      [{ ...plan(payload), schemaVersion: knownSchemaVersion + 1 }],
    ])
      for (const f of fields) expect(offered(context(plans), f)).toEqual([]);
    // A context built without PV plans (older callers) offers nothing either.
    expect(offered(withOffers({ ...context([]), pvPlans: undefined }), fields[0])).toEqual([]);
  });

  it('names the plan under a taken value, and a typed value wins over the offer', async () => {
    await initI18n('de');
    const { payload } = savedPvPlan(withBattery);
    const ctx = context([plan(payload)]);
    const offer = offered(ctx, 'wirtschaftlichkeit.pvInvestment')[0]!;
    const props = { onChange: () => undefined, readOnly: false, context: ctx, serverIssues: {} };

    const untaken = html(
      createElement(WirtschaftlichkeitForm, { ...props, value: completeComparison() }),
    );
    expect(untaken).toContain('Alle Werte eines PV-Plans übernehmen');
    expect(untaken).toContain('PV-Plan „Süddach“');
    // The plan's saving and feed-in revenue are named as what they are: 20-year equivalents
    // with the modules' loss of output, year 1 beside them.
    const figures = pvEconomicsOffer(payload, knownSchemaVersion)!;
    const euros = (v: number) => `${Math.round(v).toLocaleString('de-DE')}\u00a0€`;
    expect(untaken).toContain(
      `Ersparnis ${euros(figures.equivalentSavings)}/a und Einspeisevergütung ${euros(figures.equivalentFeedInRevenue)}/a sind gleichwertige Jahresbeträge über 20 Jahre, mit 0,5 % Leistungsverlust`,
    );
    expect(untaken).toContain(
      `im 1. Jahr ${euros(figures.firstYearSavings)} und ${euros(figures.firstYearFeedInRevenue)}`,
    );

    const taken = completeComparison({ investment: offer.value, investmentFrom: offer.key });
    expect(html(createElement(WirtschaftlichkeitForm, { ...props, value: taken }))).toContain(
      'Übernommen aus PV-Plan „Süddach“',
    );

    // Typed over: the source is dropped and the calculation uses the consultant's figure.
    const typed = completeComparison({ investment: 20000, investmentFrom: null });
    const own = html(createElement(WirtschaftlichkeitForm, { ...props, value: typed }));
    expect(own).not.toContain('Übernommen aus PV-Plan');
    expect(wirtschaftlichkeitResults(typed, ctx)!.planned.investment).toBe(50000);
    expect(wirtschaftlichkeitResults(taken, ctx)!.planned.investment).toBe(30000 + offer.value);

    // The report names the plan beside the PV figures and lists the revenue it subtracts.
    const section = html(
      createElement(WirtschaftlichkeitSection, {
        module: moduleFixture('wirtschaftlichkeit', { ...taken, pv: { ...taken.pv, saving: 600 } }),
        context: ctx,
        definition: wirtschaftlichkeitModule,
      }),
    );
    expect(section).toContain(
      '(PV-Plan „Süddach“; Ersparnis und Vergütung als Jahresbeträge über 20 Jahre mit Leistungsverlust)',
    );
    expect(section).toContain('Erlöse PV (Eigenverbrauch, Einspeisung)');
  });
});

describe('pvRevenueAnnuity: VDI 2067 Blatt 1, Annuität der Erlöse A_N,E = E₁·a·b_E', () => {
  // Present values summed year by year, then × a (VDI 2067-1 section 8, payments at year end).
  const byYear = (saving: number, r: number, feedIn: number, i: number, years: number) => {
    const q = 1 + i;
    let pv = 0;
    for (let t = 1; t <= years; t++)
      pv += (saving * Math.pow(1 + r, t - 1) + (t <= 20 ? feedIn : 0)) / Math.pow(q, t);
    return (pv * (q - 1)) / (1 - Math.pow(q, -years));
  };

  it('equals the year-by-year present value; the fixed feed-in over 20 years is its own annuity', () => {
    expect(pvRevenueAnnuity(500, 0.02, 300, 0.03, 20)).toBeCloseTo(
      byYear(500, 0.02, 300, 0.03, 20),
      9,
    );
    // A constant payment over the whole period is its own annuity: a · (1/a).
    expect(pvRevenueAnnuity(0, 0, 300, 0.03, 20)).toBeCloseTo(300, 9);
    // After the tariff's 20 years nothing is fed in for pay: less than 300 € a year on average.
    const longer = pvRevenueAnnuity(0, 0, 300, 0.03, 25);
    expect(longer).toBeCloseTo(byYear(0, 0, 300, 0.03, 25), 9);
    expect(longer).toBeLessThan(300);
  });

  it('lowers the planned side by the revenue and adds the PV investment and running costs', () => {
    const ctx = context([]);
    const without = wirtschaftlichkeitResults(completeComparison(), ctx)!;
    const pv = { investment: 15000, saving: 600, feedInRevenue: 250, operatingCosts: 120 };
    const withPv = wirtschaftlichkeitResults(completeComparison(pv), ctx)!;
    const a = without.annuityFactor;
    expect(withPv.planned.revenue).toBeCloseTo(pvRevenueAnnuity(600, 0.02, 250, 0.03, 20), 9);
    expect(withPv.planned.capital - without.planned.capital).toBeCloseTo(15000 * a, 6);
    expect(withPv.planned.annual).toBeCloseTo(
      without.planned.annual +
        15000 * a +
        (withPv.planned.maintenance - without.planned.maintenance) -
        withPv.planned.revenue,
      6,
    );
    expect(withPv.current).toEqual(without.current);
    // Year 1 of the cumulative payments: + running costs − saving − feed-in.
    const first = (r: typeof without) => r.cumulative[1]!.planned - r.cumulative[0]!.planned;
    expect(first(withPv) - first(without)).toBeCloseTo(120 - 600 - 250, 9);
  });
});
