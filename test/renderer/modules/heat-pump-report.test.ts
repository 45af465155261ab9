import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../src/renderer/i18n';
import { WaermepumpeSection } from '../../../src/renderer/modules/waermepumpe/ReportSection';
import { waermepumpeModule } from '../../../src/renderer/modules/waermepumpe';
import { moduleFixture } from '../module-fixture';
import { htmlText, surveyContext } from './survey-context';

vi.mock('../../../src/renderer/api', () => ({ api: {} }));

/*
 * The printed heat pump part is read by the owner: where a device's data sheet is not complete
 * yet, it shows the figure as missing ("–") and asks nobody to enter anything; the editor keeps
 * telling the consultant which test points it needs.
 */
describe('the heat pump in the printed report', () => {
  beforeAll(() => void initI18n('de'));

  it('prints a missing capacity as missing, without the editor’s instruction', () => {
    const text = htmlText(
      renderToString(
        createElement(WaermepumpeSection, {
          module: moduleFixture('waermepumpe', { heatLoad: 9.8 }),
          context: surveyContext({}),
          definition: waermepumpeModule,
        }),
      ),
    );
    expect(text).toContain('Heizleistung der Wärmepumpe bei −12 °C –');
    expect(text).not.toContain('Prüfpunkte');
    expect(text).not.toMatch(/angeben/);
  });
});
