import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ProjectModule } from '../../../shared/api';
import { enumLabel, moduleName } from '../../i18n/labels';
import type { ModuleContext } from '../../modules/definition';
import {
  foerderrechnerResults,
  foerderrechnerSchema,
} from '../../modules/foerderrechner/model';
import { FoerderrechnerSummary } from '../../modules/foerderrechner/Summary';
import {
  bndDefinition,
  bzaDefinition,
  requiredDocuments,
  serviceResults,
  serviceSchema,
} from '../../modules/foerderservice/service-model';
import { knowledgeCards } from '../../modules/foerderwissen/cards';
import { foerderwissenSchema, visibleCards } from '../../modules/foerderwissen/model';
import { jazResults, jazSchema } from '../../modules/jaz/model';
import { JazSummary } from '../../modules/jaz/Summary';
import {
  schallrechnerResults,
  schallrechnerSchema,
} from '../../modules/schallrechner/model';
import { SchallrechnerSummary } from '../../modules/schallrechner/Summary';
import {
  loadChart,
  waermepumpeResults,
  waermepumpeSchema,
} from '../../modules/waermepumpe/model';
import { WaermepumpeSummary } from '../../modules/waermepumpe/Summary';
import {
  wirtschaftlichkeitResults,
  wirtschaftlichkeitSchema,
} from '../../modules/wirtschaftlichkeit/model';
import { WirtschaftlichkeitSummary } from '../../modules/wirtschaftlichkeit/Summary';
import { migratePayload, storedResults } from '../../modules/payload';
import { editorFor } from '../../modules/registry';
import { de } from '../../i18n/de';
import { CostChart } from '../../ui/figures/CostChart';
import { celsius, db, euro, fixed, kw, metres, percent, standDate } from '../../ui/figures/figures';
import { LoadChart } from '../../ui/figures/LoadChart';
import { flatValues, hiddenKey, readableKey } from '../../modules/generic/report-model';
import { CheckSection } from '../../modules/check/ReportSection';
import { ConsumptionSection } from '../../modules/verbrauch/ReportSection';
import { EnvelopeSection } from '../../modules/heizlast-huellflaeche/ReportSection';
import { ProjectInfoSection } from '../../modules/project-information/ReportSection';
import { RoomsSection } from '../../modules/raumweise/ReportSection';
import { UValueSection } from '../../modules/u-wert-rechner/ReportSection';

const chartWidth = 640;
/** Statuses worth printing beside a module's name (a computed module may still say "draft"). */
const shownStatuses = new Set(['ready', 'completed', 'submitted', 'locked']);

function Inputs({ rows }: { rows: [string, string][] }) {
  const { t } = useTranslation();
  return (
    <table className="table report-inputs">
      <caption>{t('report.inputs')}</caption>
      <tbody>
        {rows.map(([k, v], i) => (
          <tr key={i}>
            <th scope="row">{k}</th>
            <td>{v}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const yesNo = (t: TFunction, v: boolean) => (v ? t('app.yes') : t('app.no'));

/** One module's inputs and results in the report (stored inputs, results computed from them). */
function Body({ module, context }: { module: ProjectModule; context: ModuleContext }) {
  const { t } = useTranslation();
  const payload = module.payload ?? {};
  switch (module.moduleKey) {
    case 'project-information':
      return <ProjectInfoSection module={module} context={context} />;
    case 'u-wert-rechner':
      return <UValueSection module={module} context={context} />;
    case 'heizlast-huellflaeche':
      return <EnvelopeSection module={module} context={context} />;
    case 'raumweise':
      return <RoomsSection module={module} context={context} />;
    case 'verbrauch':
      return <ConsumptionSection module={module} context={context} />;
    case 'check':
      return <CheckSection module={module} context={context} />;
    case 'waermepumpe': {
      const v = waermepumpeSchema.parse(payload);
      const r = waermepumpeResults(v);
      return (
        <>
          <Inputs
            rows={[
              [t('module.waermepumpe.persons'), fixed(v.persons, 0)],
              [t('module.waermepumpe.hotWaterPerPerson'), kw(v.hotWaterPerPerson)],
              [t('module.waermepumpe.blockingHours'), `${fixed(v.blockingHoursPerDay, 1)} h/d`],
              [t('module.waermepumpe.designTemperature'), celsius(v.designOutdoorTemperature)],
              [t('module.waermepumpe.heatingLimit'), celsius(v.heatingLimitTemperature)],
              ...v.testPoints
                .filter((p) => p.capacity !== null || p.cop !== null)
                .map((p, i): [string, string] => [
                  t('module.waermepumpe.pointLabel', {
                    n: i + 1,
                    what: `${celsius(p.sourceTemperature, 0)} / W${fixed(p.flowTemperature, 0)}`,
                  }),
                  `${kw(p.capacity)} · COP ${fixed(p.cop, 2)}`,
                ]),
            ]}
          />
          {r && <WaermepumpeSummary r={r} />}
          {r && (
            <LoadChart
              rows={loadChart(v)}
              bivalence={r.bivalencePoint}
              designTemperature={v.designOutdoorTemperature}
              width={chartWidth}
            />
          )}
        </>
      );
    }
    case 'jaz': {
      const r = jazResults(jazSchema.parse(payload));
      return r ? <JazSummary r={r} /> : <Generic module={module} />;
    }
    case 'schallrechner': {
      const v = schallrechnerSchema.parse(payload);
      const r = schallrechnerResults(v);
      return (
        <>
          <Inputs
            rows={v.units.map((u, i): [string, string] => [
              u.name || t('module.schallrechner.unitN', { n: i + 1 }),
              [
                `L_WA ${db(u.soundPowerLevel)}`,
                u.nightSoundPowerLevel !== null &&
                  `${t('module.schallrechner.night')}: ${db(u.nightSoundPowerLevel)}`,
                `${u.count} ×`,
                t(`module.schallrechner.placements.${u.placement}`),
                u.ratedHeatOutput !== null && kw(u.ratedHeatOutput, 1),
              ]
                .filter(Boolean)
                .join(' · '),
            ])}
          />
          {r && <SchallrechnerSummary r={r} />}
          {r && (
            <p className="muted">
              {r.points
                .map(
                  (p, i) =>
                    `${p.name || t('module.schallrechner.pointN', { n: i + 1 })}: ${metres(p.distance)}`,
                )
                .join(' · ')}
            </p>
          )}
        </>
      );
    }
    case 'foerderrechner': {
      const v = foerderrechnerSchema.parse(payload);
      const r = foerderrechnerResults(v, context);
      return (
        <>
          <Inputs
            rows={[
              [t('module.foerderrechner.housingUnits'), fixed(v.housingUnits, 0)],
              [t('module.foerderrechner.selfOccupied'), yesNo(t, v.selfOccupied)],
              [t('module.foerderrechner.efficiencyBonus'), yesNo(t, v.efficiencyBonus)],
              [t('module.foerderrechner.climateSpeedBonus'), yesNo(t, v.climateSpeedBonus)],
              [t('module.foerderrechner.incomeBonus'), yesNo(t, v.incomeBonus)],
              ...v.envelopeMeasures.map((m): [string, string] => [m.name, euro(m.costs)]),
              ...(v.envelopeMeasures.length
                ? [[t('module.foerderrechner.withIsfp'), yesNo(t, v.withIsfp)] as [string, string]]
                : []),
            ]}
          />
          {r && <FoerderrechnerSummary r={r} />}
        </>
      );
    }
    case 'wirtschaftlichkeit': {
      const v = wirtschaftlichkeitSchema.parse(payload);
      const r = wirtschaftlichkeitResults(v, context);
      if (!r) return <Generic module={module} />;
      return (
        <>
          <Inputs
            rows={[
              [t('module.wirtschaftlichkeit.interest'), percent(v.interestRate, 1)],
              ...(['current', 'planned'] as const).map((side): [string, string] => [
                v[side].label || t(`module.wirtschaftlichkeit.${side}`),
                `${euro(v[side].investment)} · ${fixed(v[side].energy, 0)} kWh/a · ${fixed(v[side].price, 3)} €/kWh (${percent(v[side].priceChange, 1)}/a) · ${euro(v[side].maintenance)}/a`,
              ]),
            ]}
          />
          <WirtschaftlichkeitSummary r={r} years={v.years} />
          <CostChart
            rows={r.cumulative}
            breakEvenYear={r.breakEvenYear}
            currentLabel={r.current.label || t('module.wirtschaftlichkeit.current')}
            plannedLabel={r.planned.label || t('module.wirtschaftlichkeit.planned')}
            width={chartWidth}
          />
        </>
      );
    }
    case 'foerderwissen': {
      const cards = visibleCards(foerderwissenSchema.parse(payload), context);
      return (
        <ul>
          {cards.map((c) => (
            <li key={c.id}>
              {c.title} – {c.source}, {t('report.stand', { stand: standDate(c.stand) })}
            </li>
          ))}
          {cards.length === 0 && <li>{t('report.noCards', { count: knowledgeCards.length })}</li>}
        </ul>
      );
    }
    case 'foerderservice':
    case 'nachweisservice': {
      const def = module.moduleKey === 'foerderservice' ? bzaDefinition : bndDefinition;
      const v = serviceSchema.parse(payload);
      // An order kept in another shape (the back office's keys): shown as it is.
      if (Object.keys(v.data).length === 0) return <Generic module={module} />;
      const r = serviceResults(def, v, context);
      return (
        <>
          <Inputs
            rows={def.fields.map((f): [string, string] => [
              t(`module.foerderservice.fields.${f.id}`),
              v.data[f.id] || '–',
            ])}
          />
          <p>
            {t('module.foerderservice.documents', {
              done: r.documentsDone,
              count: r.documentsRequired,
            })}
            {': '}
            {requiredDocuments(def, context)
              .map((d) => `${v.documents[d.id] ? '☑' : '☐'} ${t(`module.foerderservice.docs.${d.id}`)}`)
              .join(' · ')}
          </p>
        </>
      );
    }
    default:
      return <Generic module={module} />;
  }
}

/** A key's label: the report's names of payload keys, then the contact field names. */
function keyLabel(t: TFunction, key: string): string | null {
  if (Object.hasOwn(de.report.keys, key)) return t(`report.keys.${key}`);
  if (Object.hasOwn(de.fields, key)) return t(`fields.${key}`);
  return null;
}

/**
 * A module without a report layout of its own: its values (migrated to the editor's version when
 * the editor knows the stored one) and its stored results, with readable German labels.
 */
function Generic({ module }: { module: ProjectModule }) {
  const { t } = useTranslation();
  const def = editorFor(module.moduleKey);
  const payload =
    module.schemaVersion < def.schemaVersion
      ? migratePayload(def, module.payload, module.schemaVersion)
      : module.payload;
  const label = (path: string) => readableKey(path, (key) => keyLabel(t, key));
  const inputs = flatValues(payload).filter((r) => !hiddenKey(r.key));
  const results = flatValues(storedResults(payload)?.values ?? null).filter(
    (r) => !hiddenKey(r.key),
  );
  const show = (v: string | number | boolean) =>
    typeof v === 'number'
      ? Number.isInteger(v) && Math.abs(v) < 10_000
        ? String(v) // years and counts without a thousands separator (1998, not 1.998)
        : fixed(v, Number.isInteger(v) ? 0 : 2)
      : typeof v === 'boolean'
        ? yesNo(t, v)
        : v;
  return (
    <>
      {inputs.length > 0 && (
        <Inputs
          rows={inputs
            .slice(0, 40)
            .map((r): [string, string] => [label(r.key), String(show(r.value))])}
        />
      )}
      {results.length > 0 && (
        <table className="table report-inputs">
          <caption>{t('editorParts.common.results')}</caption>
          <tbody>
            {results.slice(0, 30).map((r) => (
              <tr key={r.key}>
                <th scope="row">{label(r.key)}</th>
                <td>{show(r.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

export function ModuleSection({
  module,
  context,
}: {
  module: ProjectModule;
  context: ModuleContext;
}) {
  const { t } = useTranslation();
  return (
    <section
      className="report-module"
      aria-labelledby={`rm-${module.moduleKey}`}
      data-module={module.moduleKey}
    >
      <h2 id={`rm-${module.moduleKey}`}>
        {moduleName(t, module.moduleKey)}{' '}
        {shownStatuses.has(module.status) && (
          <span className="report-status">{enumLabel(t, 'moduleStatus', module.status)}</span>
        )}
      </h2>
      <Body module={module} context={context} />
    </section>
  );
}
