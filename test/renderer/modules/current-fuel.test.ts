import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../src/renderer/i18n';
import { WirtschaftlichkeitForm } from '../../../src/renderer/modules/wirtschaftlichkeit/Form';
import { wirtschaftlichkeitSchema } from '../../../src/renderer/modules/wirtschaftlichkeit/model';
import { htmlText, projectInfoContext } from './survey-context';

vi.mock('../../../src/renderer/api', () => ({ api: {} }));

/*
 * The economics charge the CO₂ price on the current heating's fuel: the survey's fuel (read on
 * site) or the project information's Energieträger names it, with the EBeV 2030 standard value
 * it means (Erdgas 0,2016, Heizöl 0,2664 kg CO₂/kWh, fuel-factors.ts). A typed factor that
 * differs keeps its value; a note and a button offer the fuel's.
 */

const form = (payload: Record<string, unknown>, co2Factor: number | null) =>
  htmlText(
    renderToString(
      createElement(WirtschaftlichkeitForm, {
        value: wirtschaftlichkeitSchema.parse({ current: { label: 'Bestandsheizung', co2Factor } }),
        onChange: () => {},
        readOnly: false,
        context: projectInfoContext(payload),
        serverIssues: {},
      }),
    ),
  );

const gasSurveyed = {
  gebaeudeaufnahme: {
    heizung: { brennstoff: { wert: 'erdgas', herkunft: 'gemessen', quelle: null } },
  },
};

describe('the current heating’s fuel in the economics', () => {
  beforeAll(() => initI18n('de'));

  it('names the surveyed fuel and offers its CO₂ factor where none is typed', () => {
    const text = form(gasSurveyed, null);
    expect(text).toContain(
      'Energieträger der bestehenden Heizung laut Gebäudeaufnahme (gemessen): Erdgas, CO₂-Faktor 0,2016 kg/kWh (EBeV 2030).',
    );
    // The fuel's other factors with their GEG source: primary energy (Anlage 4), emissions (Anlage 9).
    expect(text).toContain(
      'Primärenergiefaktor 1,1 (GEG Anlage 4), Emissionsfaktor 0,24 kg CO₂-Äquivalent/kWh (GEG Anlage 9).',
    );
    expect(text).toContain('CO₂-Faktor für Erdgas übernehmen');
  });

  it('the same factor typed: named, no button', () => {
    const text = form(gasSurveyed, 0.2016);
    expect(text).toContain('laut Gebäudeaufnahme (gemessen): Erdgas');
    expect(text).not.toContain('übernehmen');
  });

  it('oil typed in the project information, a gas factor typed: the oil factor offered', () => {
    const text = form(
      { bestandsheizung: { traeger: 'Öl-Zentralheizung', baujahr: 1990, leistungKw: null } },
      0.2016,
    );
    expect(text).toContain(
      'Energieträger der bestehenden Heizung laut Projektinformationen: Heizöl, CO₂-Faktor 0,2664 kg/kWh (EBeV 2030).',
    );
    expect(text).toContain(
      'Primärenergiefaktor 1,1 (GEG Anlage 4), Emissionsfaktor 0,31 kg CO₂-Äquivalent/kWh (GEG Anlage 9).',
    );
    expect(text).toContain('CO₂-Faktor für Heizöl übernehmen');
  });

  it('a fuel without a cited factor, or none: nothing is offered', () => {
    expect(form({ bestandsheizung: { traeger: 'Pellets' } }, null)).not.toContain(
      'Energieträger der bestehenden Heizung',
    );
    expect(form({}, null)).not.toContain('Energieträger der bestehenden Heizung');
  });
});
