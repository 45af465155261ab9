import { useTranslation } from 'react-i18next';
import { pvBatteryCatalogue } from '../../../shared/calc/catalogues/pv-batteries';
import type { HeatPumpMode, HouseholdPlan } from '../../../shared/pv-plan/household';
import type { DemandParts, HeatPumpOffer } from '../../../shared/pv-plan/household-calc';
import { heatPumpSourceText } from './demand-words';
import { kwh, upTo } from '../../ui/figures/figures';
import { BoundedNumber, useHouseholdEdit } from './household-fields';

/*
 * The household's electricity demand (household, heat pump, car) and the battery. The heat pump's
 * figure comes from the project's modules (heat demand ÷ JAZ) with its source, unless the
 * consultant types one or leaves it out.
 */

export function DemandPanel({
  plan,
  offer,
  parts,
  readOnly,
}: {
  plan: HouseholdPlan;
  offer: HeatPumpOffer | null;
  parts: DemandParts;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const change = useHouseholdEdit();
  const { demand } = plan;
  return (
    <section className="pv-card" aria-labelledby="pv-demand-title" data-testid="pv-demand">
      <h2 id="pv-demand-title">{t('pvHousehold.demand.title')}</h2>
      <BoundedNumber
        name="householdKwh"
        bounds="householdKwh"
        label={t('pvHousehold.demand.household')}
        value={demand.householdKwh}
        example="4000"
        disabled={readOnly}
        onCommit={(householdKwh) => change('demand', (d) => ({ ...d, householdKwh }))}
      />
      <label className="field">
        <span>{t('pvHousehold.demand.heatPump')}</span>
        <select
          name="heatPumpMode"
          value={demand.heatPump.mode}
          disabled={readOnly}
          onChange={(e) =>
            change('demand', (d) => ({
              ...d,
              heatPump: { ...d.heatPump, mode: e.target.value as HeatPumpMode },
            }))
          }
        >
          <option value="none">{t('pvHousehold.demand.heatPumpMode.none')}</option>
          <option value="modules">{t('pvHousehold.demand.heatPumpMode.modules')}</option>
          <option value="manual">{t('pvHousehold.demand.heatPumpMode.manual')}</option>
        </select>
      </label>
      {demand.heatPump.mode === 'modules' && (
        <p className="small" data-testid="pv-heat-pump-source">
          {heatPumpSourceText(t, plan, offer, 'planner')}
        </p>
      )}
      {demand.heatPump.mode === 'manual' && (
        <BoundedNumber
          name="heatPumpKwh"
          bounds="manualKwh"
          label={t('pvHousehold.demand.heatPumpKwh')}
          value={demand.heatPump.manualKwh}
          example="3500"
          disabled={readOnly}
          onCommit={(manualKwh) =>
            change('demand', (d) => ({ ...d, heatPump: { ...d.heatPump, manualKwh } }))
          }
        />
      )}
      <label className="pv-check">
        <input
          type="checkbox"
          checked={demand.ev.enabled}
          disabled={readOnly}
          onChange={(e) =>
            change('demand', (d) => ({ ...d, ev: { ...d.ev, enabled: e.target.checked } }))
          }
        />
        {t('pvHousehold.demand.ev')}
      </label>
      {demand.ev.enabled && (
        <div className="pv-row">
          <BoundedNumber
            name="evKm"
            bounds="kmPerYear"
            label={t('pvHousehold.demand.evKm')}
            value={demand.ev.kmPerYear}
            example="12000"
            disabled={readOnly}
            onCommit={(kmPerYear) =>
              change('demand', (d) => ({ ...d, ev: { ...d.ev, kmPerYear } }))
            }
          />
          <BoundedNumber
            name="evConsumption"
            bounds="kwhPer100km"
            label={t('pvHousehold.demand.evConsumption')}
            value={demand.ev.kwhPer100km}
            example="18"
            disabled={readOnly}
            onCommit={(kwhPer100km) =>
              change('demand', (d) => ({ ...d, ev: { ...d.ev, kwhPer100km } }))
            }
          />
        </div>
      )}
      <dl className="pv-demand-sum" data-testid="pv-demand-sum">
        <div>
          <dt>{t('pvHousehold.demand.partHousehold')}</dt>
          <dd>{kwh(parts.household)}</dd>
        </div>
        <div>
          <dt>{t('pvHousehold.demand.partHeatPump')}</dt>
          <dd>{kwh(parts.heatPump)}</dd>
        </div>
        <div>
          <dt>{t('pvHousehold.demand.partEv')}</dt>
          <dd>{kwh(parts.ev)}</dd>
        </div>
        <div className="pv-total">
          <dt>{t('pvHousehold.demand.total')}</dt>
          <dd data-testid="pv-demand-total">{kwh(parts.total)}</dd>
        </div>
      </dl>
    </section>
  );
}

const batteryFields = [
  { key: 'capacityKwh', name: 'batteryCapacity', example: '5' },
  { key: 'powerKw', name: 'batteryPower', example: '2,5' },
  { key: 'efficiencyPct', name: 'batteryEfficiency', example: '90' },
] as const;

export function BatteryPanel({ plan, readOnly }: { plan: HouseholdPlan; readOnly: boolean }) {
  const { t } = useTranslation();
  const change = useHouseholdEdit();
  const { battery } = plan;
  const chosen = pvBatteryCatalogue.findIndex((b) => `${b.maker} ${b.model}` === battery.name);
  return (
    <section className="pv-card" aria-labelledby="pv-battery-title" data-testid="pv-battery">
      <h2 id="pv-battery-title">{t('pvHousehold.battery.title')}</h2>
      <label className="pv-check">
        <input
          type="checkbox"
          checked={battery.enabled}
          disabled={readOnly}
          onChange={(e) => change('battery', (b) => ({ ...b, enabled: e.target.checked }))}
        />
        {t('pvHousehold.battery.enabled')}
      </label>
      {battery.enabled && (
        <>
          <label className="field">
            <span>{t('pvHousehold.battery.catalogue')}</span>
            <select
              name="batteryCatalogue"
              value={chosen >= 0 ? String(chosen) : ''}
              disabled={readOnly}
              onChange={(e) => {
                const entry = pvBatteryCatalogue[Number(e.target.value)];
                if (!entry) return;
                change('battery', (b) => ({
                  ...b,
                  name: `${entry.maker} ${entry.model}`,
                  source: entry.source,
                  capacityKwh: entry.capacity,
                  powerKw: entry.power,
                  efficiencyPct: Math.round(entry.roundTripEfficiency * 1000) / 10,
                }));
              }}
            >
              <option value="">{t('pvHousehold.battery.own')}</option>
              {pvBatteryCatalogue.map((b, k) => (
                <option key={b.model} value={k}>
                  {b.maker} {b.model} ({upTo(b.capacity, 1)} kWh)
                </option>
              ))}
            </select>
          </label>
          <div className="pv-row">
            {batteryFields.map(({ key, name, example }) => (
              <BoundedNumber
                key={key}
                name={name}
                bounds={key}
                label={t(`pvHousehold.battery.${name.replace('battery', '').toLowerCase()}`)}
                value={battery[key]}
                example={example}
                disabled={readOnly}
                onCommit={(v) =>
                  change('battery', (b) =>
                    v === b[key]
                      ? b
                      : {
                          ...b,
                          [key]: v,
                          // Changed values are no longer the catalogue's battery: the name goes,
                          // the source says what it was.
                          ...(b.name && {
                            name: '',
                            source: t('pvHousehold.battery.changedSource', {
                              name: b.name,
                              source: b.source || '–',
                            }),
                          }),
                        },
                  )
                }
              />
            ))}
          </div>
          <p className="muted small" data-testid="pv-battery-source">
            {battery.source
              ? t('pvHousehold.battery.source', { source: battery.source })
              : t('pvHousehold.battery.noSource')}
          </p>
        </>
      )}
    </section>
  );
}
