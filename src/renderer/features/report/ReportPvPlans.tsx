import { useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PvPlanShort } from '../../../shared/api';
import { eegTariffSource, eegTariffStand } from '../../../shared/calc/eeg-tariff-table';
import type { PvPlanItem } from '../../../shared/ipc/channels/pv-plans';
import type { PlannerModel } from '../../../shared/pv-plan/document';
import { householdDefaults } from '../../../shared/pv-plan/household';
import { stringsOf, type HeatPumpOffer } from '../../../shared/pv-plan/household-calc';
import { ReportTable } from '../../ui/figures/ReportTable';
import {
  euro,
  fixed,
  kwh,
  reportChartWidth,
  shareInColumn,
  standDate,
  upTo,
} from '../../ui/figures/figures';
import { evDemandText, heatPumpSourceText } from '../pv-planner/demand-words';
import { pvPlanQueries } from '../pv-planner/queries';
import { useHeatPumpOffer } from '../pv-planner/use-project-pv-plans';
import {
  dcAcHint,
  inverterSourceText,
  stringProblemTexts,
  stringsMissingText,
  stringsSummaryText,
  stringsWarningTexts,
  trackerMppText,
  trackerValuesText,
} from '../pv-planner/string-words';
import { solarPeakRulesTexts, tariffPeriodText } from '../pv-planner/tariff-words';
import { ChartFrame, PrintedSelfConsumptionCharts } from './ReportPvCharts';
import { storedPvPlanFigures, type StoredPvPlanFigures } from './stored-pv-plan';

/*
 * The report's PV plans: every plan of the project (from the cached pv-plan reads, so offline),
 * each with its faces and modules drawn, kWp and yield per face, the monthly yield, the household
 * figures, battery, feed-in tariff, economics and the string check with every problem named.
 * Nothing is printed without plans.
 *
 * The household figures are computed from the plan as stored, as the planner computes them when
 * it opens the plan (its inputs, the project's heat pump modules; an open commissioning day is
 * the day of the plan's last change), not read from the results a planner saved: a plan saved
 * by an older planner kept fewer of them (no charts, no tariff period, no demand parts) and one
 * never opened since the seed kept none, yet each prints whole. The simulation is pure and takes
 * milliseconds a plan.
 */

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

export function ReportPvPlans({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const list = useQuery(pvPlanQueries.byProject(projectId));
  const plans = list.data?.data ?? [];
  const details = useQueries({ queries: plans.map((p) => pvPlanQueries.detail(p.id)) });
  const offer = useHeatPumpOffer(projectId);
  if (!plans.length) return null;
  return (
    <section className="report-pv" aria-labelledby="report-pv-title" data-testid="report-pv">
      <h2 id="report-pv-title">{t('pvReport.title')}</h2>
      {plans.map((plan, k) => (
        <PvPlanReport key={plan.id} plan={plan} detail={details[k]?.data ?? null} offer={offer} />
      ))}
    </section>
  );
}

/** One plan: from its document when this device has it, else from the stored summary. */
function PvPlanReport({
  plan,
  detail,
  offer,
}: {
  plan: PvPlanShort;
  detail: PvPlanItem | null;
  offer: HeatPumpOffer | null;
}) {
  const { t } = useTranslation();
  const figures = useMemo(() => storedPvPlanFigures(plan, detail, offer), [plan, detail, offer]);
  const summary = plan.summary ?? {};
  return (
    <div className="report-pv-plan" data-testid="report-pv-plan">
      <h3>{t('pvReport.planTitle', { name: plan.name })}</h3>
      {plan.originAddress && (
        <p className="muted">{t('pvReport.address', { address: plan.originAddress })}</p>
      )}
      {figures ? (
        <PlanFigures figures={figures} offer={offer} />
      ) : (
        <>
          <p className="muted">{t('pvReport.notLoaded')}</p>
          <ReportTable
            caption={t('pvReport.faces')}
            head={[t('pvReport.modules'), t('pvReport.kwp'), t('pvReport.annualYield')]}
            num={[0, 1, 2]}
            rows={[
              [
                fixed(num(summary.moduleCount), 0),
                fixed(num(summary.kWp), 2),
                fixed(num(summary.annualYieldKwh), 0),
              ],
            ]}
          />
          {Array.isArray(summary.monthlyYieldKwh) && (
            <MonthlyYield monthly={summary.monthlyYieldKwh.map((v) => num(v) ?? 0)} />
          )}
        </>
      )}
    </div>
  );
}

function PlanFigures({
  figures,
  offer,
}: {
  figures: StoredPvPlanFigures;
  offer: HeatPumpOffer | null;
}) {
  const { t } = useTranslation();
  const { model, result, household } = figures;
  const type = model.moduleType;
  return (
    <>
      <p className="muted">
        {t('pvReport.moduleType', {
          // The power once: many makers' model names already carry it ("Standardmodul 430 Wp").
          module: new RegExp(`\\b${Math.round(type.wattPeak)}\\s?W`).test(type.model)
            ? `${type.manufacturer} ${type.model}`.trim()
            : `${type.manufacturer} ${type.model} (${fixed(type.wattPeak, 0)} Wp)`.trim(),
        })}
      </p>
      <LayoutDrawing model={model} />
      <ReportTable
        caption={t('pvReport.faces')}
        head={[
          t('pvReport.face'),
          t('pvReport.tilt'),
          t('pvReport.azimuth'),
          t('pvReport.modules'),
          t('pvReport.kwp'),
          t('pvReport.specificYield'),
          t('pvReport.annualYield'),
        ]}
        num={[1, 2, 3, 4, 5, 6]}
        rows={model.roofs.map((roof, k) => {
          const face = result.faces[k];
          return [
            roof.name,
            `${fixed(roof.tiltDeg, 0)}°`,
            `${fixed(roof.azimuthDeg, 0)}°`,
            fixed(face?.moduleCount, 0),
            fixed(face?.kWp, 2),
            fixed(face?.specificYield, 0),
            fixed(face?.annualKwh, 0),
          ];
        })}
        foot={[
          t('pvReport.total'),
          '',
          '',
          fixed(result.moduleCount, 0),
          fixed(result.kWp, 2),
          fixed(result.specificYield, 0),
          fixed(result.annualKwh, 0),
        ]}
      />
      {result.monthlyKwh ? (
        <MonthlyYield monthly={result.monthlyKwh} />
      ) : (
        <p className="muted">{t('pvReport.noYield')}</p>
      )}
      {household && (
        <HouseholdFigures
          model={model}
          results={household}
          annualYield={result.annualKwh}
          offer={offer}
        />
      )}
      <StringFigures model={model} moduleCount={result.moduleCount} kwp={result.kWp} />
    </>
  );
}

/** Each face at true size in its plane with its modules (the planner's view, without editing). */
function LayoutDrawing({ model }: { model: PlannerModel }) {
  const { t } = useTranslation();
  const points = model.roofs.flatMap((r) => r.outline);
  if (!points.length) return null;
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  const pad = 0.5;
  const minX = Math.min(...xs) - pad;
  const minY = Math.min(...ys) - pad;
  const w = Math.max(...xs) - minX + pad;
  const h = Math.max(...ys) - minY + pad;
  const width = Math.min(reportChartWidth, Math.max(240, w * 40));
  return (
    <figure className="report-pv-layout">
      <svg
        viewBox={`${minX} ${minY} ${w} ${h}`}
        width={width}
        height={(width * h) / w}
        role="img"
        aria-label={t('pvReport.layout')}
      >
        {model.roofs.map((roof) => (
          <g key={roof.id}>
            <polygon
              points={roof.outline.map((p) => p.join(',')).join(' ')}
              fill="#f4efe6"
              stroke="#6b5b45"
              strokeWidth={0.06}
            />
            {model.modules
              .filter((m) => m.roofId === roof.id)
              .map((m) => (
                <rect
                  key={m.id}
                  x={m.x}
                  y={m.y}
                  width={m.width}
                  height={m.height}
                  fill="#1f3b63"
                  stroke="#ffffff"
                  strokeWidth={0.03}
                />
              ))}
            <text
              x={Math.min(...roof.outline.map((p) => p[0])) + 0.2}
              y={Math.min(...roof.outline.map((p) => p[1])) - 0.1}
              fontSize={0.4}
              fill="#333"
            >
              {roof.name}
            </text>
          </g>
        ))}
      </svg>
      <figcaption>{t('pvReport.layout')}</figcaption>
    </figure>
  );
}

/** Twelve bars at the report's chart width, each with its value (print-safe, no tooltip). */
function MonthlyYield({ monthly }: { monthly: number[] }) {
  const { t } = useTranslation();
  const names = t('pvReport.months').split(',');
  const height = 180;
  const top = 18;
  const bottom = 20;
  const max = Math.max(1, ...monthly);
  const step = reportChartWidth / 12;
  return (
    <ChartFrame
      title={t('pvReport.monthly')}
      width={reportChartWidth}
      height={height}
      className="report-pv-monthly"
    >
      {monthly.map((v, m) => {
        const bar = ((height - top - bottom) * v) / max;
        const x = m * step + step * 0.15;
        return (
          <g key={m}>
            <rect x={x} y={height - bottom - bar} width={step * 0.7} height={bar} fill="#e0a526" />
            <text
              x={x + step * 0.35}
              y={height - bottom - bar - 4}
              fontSize={10}
              textAnchor="middle"
            >
              {fixed(v, 0)}
            </text>
            <text x={x + step * 0.35} y={height - 6} fontSize={10} textAnchor="middle">
              {names[m]}
            </text>
          </g>
        );
      })}
    </ChartFrame>
  );
}

function HouseholdFigures({
  model,
  results,
  annualYield,
  offer,
}: {
  model: PlannerModel;
  results: Json;
  annualYield: number | null;
  offer: HeatPumpOffer | null;
}) {
  const { t } = useTranslation();
  const household = model.household;
  const without = isObject(results.withoutBattery) ? results.withoutBattery : null;
  const withBattery = isObject(results.withBattery) ? results.withBattery : null;
  // The planner's rows, labels and formats (a share in a column: one decimal throughout).
  const flowRows: Array<[string, (f: Json) => string]> = [
    [t('pvHousehold.results.selfConsumed'), (f) => kwh(num(f.selfConsumed))],
    [t('pvHousehold.results.feedIn'), (f) => kwh(num(f.feedIn))],
    [t('pvHousehold.results.gridImport'), (f) => kwh(num(f.gridImport))],
    [
      t('pvHousehold.results.selfConsumptionRate'),
      (f) => shareInColumn(num(f.selfConsumptionRate)),
    ],
    [t('pvHousehold.results.autarky'), (f) => shareInColumn(num(f.autarky))],
  ];
  const tariff = household?.tariff;
  const payback = num(results.paybackYear);
  const knee = num(results.batteryKneeKwh);
  const [standYear, standMonth] = eegTariffStand.split('-');
  const rules = isObject(results.solarPeakRules) ? results.solarPeakRules : null;
  const saved = isObject(results.feedInPeriod) ? results.feedInPeriod : null;
  const period =
    saved && typeof saved.start === 'string' && typeof saved.end === 'string'
      ? { start: saved.start, end: saved.end, published: saved.published !== false }
      : null;
  const rulesText =
    rules && tariff
      ? solarPeakRulesTexts(
          t,
          {
            applies: rules.applies === true,
            unpaidFeedIn: num(rules.unpaidFeedIn) ?? 0,
            curtailed: num(rules.curtailed) ?? 0,
            lostRevenue: num(rules.lostRevenue) ?? 0,
          },
          tariff.smartMeter,
        )
      : null;
  const economics = household?.economics;
  const surplus = (key: 'firstYearSurplus' | 'surplusAfter20Years', label: string) =>
    num(results[key]) === null ? [] : [[label, euro(num(results[key]))]];
  return (
    <>
      <p>
        {t('pvReport.demand', { kwh: kwh(num(results.demandKwh)) })}
        {isObject(results.demandParts) &&
          ` ${t('pvReport.demandParts', {
            household: fixed(num(results.demandParts.household), 0),
            heatPump: fixed(num(results.demandParts.heatPump), 0),
            ev: fixed(num(results.demandParts.ev), 0),
          })}`}
      </p>
      {/* Where the heat pump's and the car's figures come from, in the planner's words. */}
      {[
        heatPumpSourceText(t, household ?? householdDefaults, offer, 'report'),
        evDemandText(t, household ?? householdDefaults),
      ].map(
        (line) =>
          line && (
            <p key={line} className="muted">
              {line}
            </p>
          ),
      )}
      {without && (
        <ReportTable
          caption={t('pvReport.household')}
          head={[
            t('pvHousehold.results.per'),
            t('pvReport.column.without'),
            ...(withBattery ? [t('pvReport.column.with')] : []),
          ]}
          num={[1, 2]}
          rows={flowRows.map(([label, show]) => [
            label,
            show(without),
            ...(withBattery ? [show(withBattery)] : []),
          ])}
        />
      )}
      {without && annualYield !== null && num(results.demandKwh) !== null && (
        <p className="muted">
          {t('pvHousehold.results.note', {
            yield: fixed(annualYield, 0),
            demand: fixed(num(results.demandKwh), 0),
          })}
        </p>
      )}
      <PrintedSelfConsumptionCharts results={results} />
      {household?.battery.enabled && (
        <ReportTable
          caption={t('pvReport.battery')}
          head={[t('pvReport.column.item'), t('pvReport.column.value')]}
          num={[1]}
          rows={[
            ...(household.battery.name
              ? [[t('pvReport.batteryName'), household.battery.name]]
              : []),
            ...(household.battery.source
              ? [[t('pvReport.batterySource'), household.battery.source]]
              : []),
            [t('pvReport.capacity'), `${fixed(household.battery.capacityKwh, 1)} kWh`],
            [t('pvReport.power'), `${fixed(household.battery.powerKw, 1)} kW`],
            [t('pvReport.efficiency'), `${fixed(household.battery.efficiencyPct, 0)} %`],
            ...(knee !== null ? [[t('pvReport.batteryKnee'), `${upTo(knee, 1)} kWh`]] : []),
          ]}
        />
      )}
      {tariff && (
        <ReportTable
          caption={t('pvReport.tariff')}
          head={[t('pvReport.column.item'), t('pvReport.column.value')]}
          num={[1]}
          rows={[
            [
              t('pvReport.commissioned'),
              tariff.commissioned
                ? standDate(tariff.commissioned.slice(0, 10))
                : t('pvReport.commissionedOpen'),
            ],
            [
              t('pvReport.feedInMode'),
              tariff.fullFeedIn ? t('pvReport.fullFeedIn') : t('pvReport.partialFeedIn'),
            ],
            [
              t('pvReport.tariffValue'),
              num(results.feedInTariffCt) === null
                ? t('pvReport.tariffNone')
                : `${fixed(num(results.feedInTariffCt), 2)} ct/kWh`,
            ],
          ]}
        />
      )}
      {period && <p data-testid="report-pv-tariff-period">{tariffPeriodText(t, period)}</p>}
      <p className="muted">
        {t('pvReport.tariffSource', {
          source: eegTariffSource,
          stand: standMonth ? `${standMonth}/${standYear}` : eegTariffStand,
        })}
      </p>
      {rulesText && (
        <div className="report-pv-rules" data-testid="report-pv-rules">
          <h4>{t('pvHousehold.tariff.rulesTitle')}</h4>
          {rulesText.applies ? (
            <ul>
              {rulesText.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : (
            <p>{rulesText.lines[0]}</p>
          )}
        </div>
      )}
      {num(results.investment) !== null && (
        <ReportTable
          caption={t('pvReport.economics')}
          head={[t('pvReport.column.item'), t('pvReport.column.value')]}
          num={[1]}
          rows={[
            // The prices and rates the figures below rest on, as the planner labels them.
            ...(economics
              ? [
                  [t('pvHousehold.economics.pricePerKwp'), fixed(economics.pricePerKwp, 0)],
                  ...(household?.battery.enabled
                    ? [
                        [
                          t('pvHousehold.economics.pricePerBatteryKwh'),
                          fixed(economics.pricePerBatteryKwh, 0),
                        ],
                      ]
                    : []),
                  [
                    t('pvHousehold.economics.electricityPriceCt'),
                    upTo(economics.electricityPriceCt, 2),
                  ],
                  [
                    t('pvHousehold.economics.priceIncreasePct'),
                    upTo(economics.priceIncreasePct, 2),
                  ],
                  [t('pvHousehold.economics.degradationPct'), upTo(economics.degradationPct, 2)],
                  [
                    t('pvHousehold.economics.operatingCostsEur'),
                    fixed(economics.operatingCostsEur, 0),
                  ],
                ]
              : []),
            [t('pvReport.investment'), euro(num(results.investment))],
            [
              t('pvReport.payback'),
              payback === null
                ? t('pvReport.paybackNever')
                : t('pvReport.paybackYear', { year: payback }),
            ],
            [t('pvReport.irr'), shareInColumn(num(results.internalRateOfReturn))],
            [t('pvReport.costPerKwh'), `${fixed(num(results.costPerKwhCt), 1)} ct/kWh`],
            ...surplus('firstYearSurplus', t('pvHousehold.economics.firstYear')),
            ...surplus('surplusAfter20Years', t('pvHousehold.economics.total')),
          ]}
        />
      )}
      {num(results.investment) !== null && (
        <p className="muted">{t('pvHousehold.economics.note')}</p>
      )}
    </>
  );
}

const inverterRows = [
  'maxDcVoltage',
  'mpptMin',
  'mpptMax',
  'mpptCount',
  'maxInputCurrent',
  'acPower',
] as const;

function StringFigures({
  model,
  moduleCount,
  kwp,
}: {
  model: PlannerModel;
  moduleCount: number;
  kwp: number;
}) {
  const { t } = useTranslation();
  if (!model.household || moduleCount === 0) return null;
  const outcome = stringsOf(model.household, model.moduleType.electrical, moduleCount, kwp);
  if (!outcome.ok)
    return (
      <>
        <h4>{t('pvReport.strings')}</h4>
        <p data-testid="report-pv-strings-missing">
          {stringsMissingText(t, outcome).finding} {t('pvHousehold.strings.notChecked')}
        </p>
      </>
    );
  const { inverter } = outcome;
  const hint = dcAcHint(t, outcome);
  return (
    <>
      <h4>{t('pvReport.strings')}</h4>
      <p>
        {t('pvReport.inverter', { name: `${inverter.maker} ${inverter.model}` })} ·{' '}
        {t('pvReport.dcAc', { ratio: upTo(outcome.dcAcRatio, 2) })}
      </p>
      <ReportTable
        caption={t('pvReport.inverterValues')}
        head={[t('pvReport.column.item'), t('pvReport.column.value')]}
        num={[1]}
        rows={inverterRows.map((key) => [t(`pvHousehold.strings.${key}`), upTo(inverter[key], 1)])}
      />
      <p className="muted">{inverterSourceText(t, inverter)}</p>
      {/* The layout as a whole, then per tracker, in the planner's sentences. */}
      <p data-testid="report-pv-strings-summary">{stringsSummaryText(t, outcome)}</p>
      {stringsWarningTexts(t, outcome).map((warning) => (
        <p key={warning} className="report-pv-warning">
          {warning}
        </p>
      ))}
      {hint && <p className="report-pv-warning">{hint}</p>}
      <ReportTable
        caption={t('pvReport.stringCheck')}
        head={[t('pvReport.tracker'), t('pvReport.stringLayout'), t('pvReport.check')]}
        rows={outcome.trackers.map((tracker) => {
          const problems = stringProblemTexts(t, tracker, inverter);
          return [
            String(tracker.tracker),
            t('pvReport.stringLayoutValue', {
              strings: tracker.strings,
              modules: tracker.modulesPerString,
            }),
            <div className="report-pv-tracker" key="check">
              <p className="muted">{trackerValuesText(t, tracker)}</p>
              <p data-testid="report-pv-tracker-mpp">{trackerMppText(t, tracker, inverter)}</p>
              {problems.length ? (
                <ul>
                  {problems.map((p) => (
                    <li key={p}>{p}</li>
                  ))}
                </ul>
              ) : (
                <p>{t('pvHousehold.strings.ok')}</p>
              )}
            </div>,
          ];
        })}
      />
    </>
  );
}
