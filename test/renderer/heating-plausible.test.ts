import { describe, expect, it } from 'vitest';
import type { ModuleContext } from '../../src/renderer/features/module-editors/editor-def';
import { wirtschaftlichkeitInitial } from '../../src/renderer/features/module-editors/editors/wirtschaftlichkeit/model';
import { moduleFixture } from './module-fixture';

const context = (modules: ModuleContext['modules'] = {}): ModuleContext => ({
  project: { type: 'heat-planning' } as ModuleContext['project'],
  contact: null,
  building: null,
  modules,
});
const consumption = (payload: Record<string, unknown>) => ({
  verbrauch: moduleFixture('verbrauch', payload),
});
const now = new Date('2026-11-20T10:00:00Z');

describe('wirtschaftlichkeit takes the CO₂ factor from the consumption module’s fuel', () => {
  it('Heizöl gives the oil factor, not gas', () => {
    const v = wirtschaftlichkeitInitial(context(consumption({ fuel: 'oil-l', years: [] })), now);
    expect(v.current.co2Factor).toBe(0.2664);
    expect(v.current.label).toBe('Bestandsheizung (Heizöl)');
  });

  it('Erdgas, billed in m³ or kWh, gives the gas factor', () => {
    for (const fuel of ['gas-m3', 'gas-kwh-hs']) {
      const v = wirtschaftlichkeitInitial(context(consumption({ fuel, years: [] })), now);
      expect(v.current.co2Factor).toBe(0.2016);
    }
  });

  it('an old consumption module naming Heizöl per year counts too', () => {
    const v = wirtschaftlichkeitInitial(
      context(consumption({ jahre: [{ jahr: 2023, verbrauchKwh: 20_000, traeger: 'Heizöl' }] })),
      now,
    );
    expect(v.current.co2Factor).toBe(0.2664);
  });

  it('without a known fuel the factor is left for the consultant', () => {
    expect(wirtschaftlichkeitInitial(context(), now).current.co2Factor).toBeNull();
    const kwh = wirtschaftlichkeitInitial(context(consumption({ fuel: 'kwh', years: [] })), now);
    expect(kwh.current.co2Factor).toBeNull();
  });
});

describe('wirtschaftlichkeit without bills', () => {
  it('takes the fuel of the existing heating from the project information', () => {
    const v = wirtschaftlichkeitInitial(
      context({
        'project-information': moduleFixture('project-information', {
          bestandsheizung: { traeger: 'Heizöl', baujahr: 1992 },
        }),
      }),
      now,
    );
    expect(v.current.co2Factor).toBe(0.2664);
  });
});
