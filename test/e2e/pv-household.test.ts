import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { haveChromium, useE2E } from './harness';
import { imagesOn, printedPages, printedReport, savePrintedPages } from './printed-report';
import { openNewPvPlan } from './pv-steps';

/*
 * The PV plan for the household end to end, in German and offline: a plan with modules on a south
 * face, the household's demand (a heat pump typed in, an electric car), a battery from the
 * catalogue (with and without side by side), the EEG tariff of a commissioning day (a day outside
 * the table refused at the field) with the 2025 rules' estimate, the economics, and the strings:
 * a string too long for the inverter is named in German at its tracker. Back online, the server
 * holds the plan document with the new keys; keys another tool adds on the server survive the
 * consultant's next edit; and the printed report (PDF, read back with pdftotext) shows demand,
 * self-consumption, battery, tariff, economics and strings.
 */

type ServerPlan = {
  id: string;
  name: string;
  payload: Record<string, unknown> & { strings?: unknown };
};

const number = (text: string | null) =>
  Number(
    (text ?? '')
      .replace(/[^\d,−-]/g, '')
      .replace(',', '.')
      .replace('−', '-'),
  );

describe.skipIf(!haveChromium)('PV plan for the household in the browser', () => {
  const e2e = useE2E();
  let page: Page;

  beforeAll(() => {
    page = e2e.page;
  });

  /** Types German text into a field and takes it (Enter), as a consultant does. */
  async function type(label: string, text: string) {
    // Not exact: an error at the field joins the label's text.
    const field = page.getByLabel(label);
    await field.fill(text);
    await field.press('Enter');
  }

  /** A screenshot with the panel at the top of the window (1280 × 800). */
  async function shotOf(testId: string, name: string) {
    await page.getByTestId(testId).evaluate((e) => e.scrollIntoView({ block: 'start' }));
    await e2e.shot(name);
  }

  const cell = (row: string, column: 1 | 2) =>
    page
      .getByTestId(`pv-row-${row}`)
      .locator('td')
      .nth(column - 1);

  let projectId = '';
  let planId = '';
  /** The planner's sentences for tracker 1, to be read again in the printed report. */
  const onScreen = { mpp: '', values: '', dcAc: '' };

  it('plans demand, battery, tariff, economics and strings offline and syncs the new keys', async () => {
    const { project } = await openNewPvPlan(e2e, {
      name: 'Haushalt Süd',
      latitude: '51,534',
      longitude: '9,932',
    });

    // A south face of 10 × 6 m with the catalogue's BSM 450 Wp module (it has electrical values).
    await page.getByText('Sobald Module auf einer Dachfläche liegen').waitFor();
    await page.getByLabel('Breite (m)').first().fill('10');
    await page.getByLabel('Breite (m)').first().press('Enter');
    await page.getByLabel('Höhe (m)').first().fill('6');
    await page.getByLabel('Höhe (m)').first().press('Enter');
    await page.getByRole('button', { name: 'Rechteck anlegen' }).click();
    await page.getByRole('heading', { name: 'Dachfläche 1' }).waitFor();
    await page
      .locator('.pv-library li')
      .filter({ hasText: 'BSM450M-72HBD' })
      .getByRole('button', { name: 'verwenden' })
      .click();
    await page.getByRole('button', { name: 'Automatisch belegen' }).click();
    await expect
      .poll(async () => Number(await page.getByTestId('pv-kpi-modules').textContent()))
      .toBeGreaterThan(10);
    const modules = Number(await page.getByTestId('pv-kpi-modules').textContent());

    // Demand: the household, a heat pump typed in (the project's modules give none), a car.
    await page.getByTestId('pv-self-consumption').waitFor();
    await type('Haushalt (kWh/a)', '150.000');
    expect(await page.getByTestId('error-householdKwh').textContent()).toBe(
      'Haushalt (kWh/a): muss zwischen 0 und 100.000 liegen',
    );
    await type('Haushalt (kWh/a)', '4.500');
    await page.getByRole('combobox', { name: /^Wärmepumpe/ }).selectOption('manual');
    await type('Strombedarf Wärmepumpe (kWh/a)', '3000');
    await page.getByLabel('Elektroauto laden (abends und am Wochenende)').check();
    await type('Fahrleistung (km/a)', '15.000');
    await type('Verbrauch (kWh/100 km)', '18');
    // 4,500 + 3,000 + 15,000 km × 18 kWh/100 km = 2,700: 10,200 kWh/a.
    await expect.poll(() => page.getByTestId('pv-demand-total').textContent()).toBe('10.200 kWh/a');
    await expect
      .poll(() => page.getByTestId('pv-self-consumption').textContent())
      .toContain('Strombedarf 10.200 kWh/a');

    // Battery from the catalogue: with and without side by side, more autarky with it.
    await page.getByLabel('Batteriespeicher planen').check();
    await page
      .getByLabel('Speicher aus dem Katalog')
      .selectOption({ label: 'BYD Battery-Box L 7.0 (7 kWh)' });
    await expect.poll(() => page.getByLabel('Nutzbare Kapazität (kWh)').inputValue()).toBe('7');
    expect(await page.getByTestId('pv-battery-source').textContent()).toContain(
      'BYD Battery-Box LV User Manual',
    );
    await expect.poll(() => cell('autarky', 2).count()).toBe(1);
    const without = number(await cell('autarky', 1).textContent());
    const withBattery = number(await cell('autarky', 2).textContent());
    expect(without).toBeGreaterThan(10);
    expect(withBattery).toBeGreaterThan(without + 5);
    expect(await page.getByTestId('pv-sizing-knee').textContent()).toMatch(/^Ab etwa \d+ kWh/);

    // Tariff: a day before the table is refused at the field; 1 March 2026, partial feed-in.
    const date = page.getByLabel('Inbetriebnahme');
    await date.fill('01.05.2021');
    expect(await page.getByTestId('error-commissioned').textContent()).toBe(
      'Inbetriebnahme (TT.MM.JJJJ): muss zwischen dem 30.07.2022 und dem 31.01.2027 liegen (Zeitraum der Vergütungstabelle)',
    );
    await date.fill('1.3.2026');
    await date.press('Enter');
    await expect
      .poll(() => page.getByTestId('pv-tariff-value').textContent())
      .toMatch(/^7,78 ct\/kWh bei Teileinspeisung für \d+,\d+ kWp$/);
    expect(await page.getByTestId('pv-tariff').textContent()).toContain('Stand 11/2026');
    expect(await page.getByTestId('pv-rules').textContent()).toContain(
      'Geschätzter Einnahmeverlust',
    );

    // Economics: a price typed German style, the payback year follows.
    await type('Preis PV-Anlage (€/kWp)', '1.300');
    await expect
      .poll(() => page.getByTestId('pv-payback').textContent())
      .toMatch(/^im \d+\. Jahr$|^nicht in 20 Jahren$/);
    await page.getByTestId('pv-self-consumption').scrollIntoViewIfNeeded();
    await e2e.shot('pv-household');
    await shotOf('pv-demand', 'pv-panel-demand-battery');
    await shotOf('pv-self-consumption', 'pv-panel-self-consumption');
    await shotOf('pv-sizing', 'pv-panel-sizing-tariff');
    await shotOf('pv-economics', 'pv-panel-economics');

    // Strings: the proposal fits; 13 modules in one string exceed the SMA's 550 V at −10 °C.
    const strings = page.getByTestId('pv-strings');
    await expect
      .poll(() => strings.getByTestId('pv-strings-summary').textContent())
      .toContain(`${modules} von ${modules} Modulen angeschlossen`);
    expect(await strings.getByRole('alert').count()).toBe(0);
    // The SMA with its 550 V: the plan starts on the inverter that fits its size.
    await strings
      .getByRole('combobox', { name: 'Wechselrichter' })
      .selectOption({ label: 'SMA Sunny Boy 5000TL-20' });
    await strings.getByLabel('Module je String').first().fill('13');
    await strings.getByLabel('Module je String').first().press('Enter');
    // 13 × 50,4 V × (1 + 0,26 %/K × 35 K) = 714,8 V
    await expect
      .poll(() => strings.getByTestId('pv-tracker-1').getByRole('alert').textContent())
      .toContain('Leerlaufspannung bei −10 °C: 715 V, Wechselrichter erlaubt 550 V');
    // Beside the check, what the string carries in operation: the BSM 450's Impp of 10,72 A.
    await expect
      .poll(() => strings.getByTestId('pv-tracker-1-mpp').textContent())
      .toBe(
        'MPP-Strom im Betrieb: 1 × 10,72 A = 10,72 A; der Wechselrichter nutzt bis 15 A je Tracker.',
      );
    expect(await strings.textContent()).toContain('(eigene Aufteilung)');
    onScreen.mpp = (await strings.getByTestId('pv-tracker-1-mpp').textContent())!;
    onScreen.values = (await strings.getByTestId('pv-tracker-1').locator('p.muted').textContent())!;
    onScreen.dcAc = /DC\/AC-Verhältnis (\d+,\d+)/.exec(
      (await strings.getByTestId('pv-strings-summary').textContent())!,
    )![1]!;
    await e2e.expectAccessible('PV-Plan Haushalt');
    await page.getByText('gespeichert', { exact: true }).waitFor();
    await strings.scrollIntoViewIfNeeded();
    await e2e.shot('pv-strings');

    // Back online: the server holds the document with the new keys beside its own.
    await e2e.setOnline(true);
    await page.getByRole('button', { name: 'Jetzt synchronisieren' }).click();
    let onServer: ServerPlan | undefined;
    await expect
      .poll(
        async () => {
          const list = (await e2e.onServer('GET', `/v1/projects/${project.id}/pv-plans`)) as {
            data: Array<{ id: string; name: string }>;
          };
          const found = list.data.find((p) => p.name === 'Haushalt Süd');
          if (!found) return null;
          onServer = (await e2e.onServer('GET', `/v1/pv-plans/${found.id}`)) as ServerPlan;
          return (onServer.payload.stringPlan as { trackers?: unknown } | undefined)?.trackers
            ? 'synced'
            : null;
        },
        { timeout: 20_000 },
      )
      .toBe('synced');
    const payload = onServer!.payload;
    expect(payload.demand).toMatchObject({
      householdKwh: 4500,
      heatPump: { mode: 'manual', manualKwh: 3000 },
      ev: { enabled: true, kmPerYear: 15000, kwhPer100km: 18 },
    });
    expect(payload.battery).toMatchObject({
      enabled: true,
      name: 'BYD Battery-Box L 7.0',
      capacityKwh: 7,
    });
    expect(payload.tariff).toMatchObject({ commissioned: '2026-03-01', fullFeedIn: false });
    expect(payload.economics).toMatchObject({ pricePerKwp: 1300 });
    expect(
      (payload.stringPlan as { trackers: Array<{ modulesPerString: number }> }).trackers[0],
    ).toMatchObject({ modulesPerString: 13 });
    expect(payload.householdResults).toMatchObject({ demandKwh: 10200, feedInTariffCt: 7.78 });
    expect(payload.strings).toEqual([]);
    projectId = project.id;
    planId = onServer!.id;
  }, 240_000);

  it("keeps another tool's keys on the server through the consultant's next edit", async () => {
    expect(planId).not.toBe('');
    const before = (await e2e.onServer('GET', `/v1/pv-plans/${planId}`)) as ServerPlan;
    // Another tool adds its own key to the document and one inside the battery.
    await e2e.onServer('PATCH', `/v1/pv-plans/${planId}`, {
      schemaVersion: 1,
      payload: {
        ...before.payload,
        yieldReport: { author: 'Ertragsgutachten GmbH', specificYield: 955 },
        battery: { ...(before.payload.battery as object), warrantyYears: 10 },
      },
    });
    await page.getByRole('button', { name: 'Jetzt synchronisieren' }).click();
    const local = () =>
      e2e
        .core()
        .store.dump()
        .pvPlans.find((p) => p.id === planId)?.payload as Record<string, unknown> | undefined;
    await expect.poll(() => local()?.yieldReport, { timeout: 20_000 }).toBeTruthy();

    // The consultant, still in the planner, makes the battery larger.
    await type('Nutzbare Kapazität (kWh)', '10');
    await expect
      .poll(() => (local()?.battery as { capacityKwh?: number } | undefined)?.capacityKwh, {
        timeout: 20_000,
      })
      .toBe(10);
    await page.getByRole('button', { name: 'Jetzt synchronisieren' }).click();
    let after: ServerPlan | undefined;
    await expect
      .poll(
        async () => {
          after = (await e2e.onServer('GET', `/v1/pv-plans/${planId}`)) as ServerPlan;
          return (after.payload.battery as { capacityKwh?: number }).capacityKwh;
        },
        { timeout: 20_000 },
      )
      .toBe(10);
    // The catalogue's values were changed: the battery is no longer named as the catalogue's.
    expect(after!.payload.battery).toMatchObject({
      capacityKwh: 10,
      warrantyYears: 10,
      name: '',
      source: expect.stringMatching(/^geändert; ursprünglich BYD Battery-Box L 7\.0 \(/),
    });
    expect(after!.payload.yieldReport).toEqual({
      author: 'Ertragsgutachten GmbH',
      specificYield: 955,
    });
    expect(after!.payload.strings).toEqual([]);
    expect(after!.payload.demand).toEqual(before.payload.demand);
  }, 120_000);

  it('prints demand, self-consumption, battery, tariff, economics and strings in the report', async () => {
    expect(projectId).not.toBe('');
    // What the planner shows now (the battery at 10 kWh), to be read again on paper.
    await expect.poll(() => page.getByLabel('Nutzbare Kapazität (kWh)').inputValue()).toBe('10');
    const shown = async (testId: string) =>
      (await page.getByTestId(testId).textContent())!.replace(/[\u00a0\u202f]/g, ' ').trim();
    const planner = {
      autarky: [await cell('autarky', 1).textContent(), await cell('autarky', 2).textContent()],
      rate: [
        await cell('selfConsumptionRate', 1).textContent(),
        await cell('selfConsumptionRate', 2).textContent(),
      ],
      payback: await shown('pv-payback'),
      lost: (await page.getByTestId('pv-rules').locator('strong').textContent())!.replace(
        /[\u00a0\u202f]/g,
        ' ',
      ),
      summary: await shown('pv-strings-summary'),
      period: await shown('pv-tariff-period'),
      // The charts' titles as the planner heads them (the report draws the same three).
      charts: (
        await page.getByTestId('pv-self-consumption').locator('figcaption').allTextContents()
      ).map((c) => c.trim()),
    };
    expect(planner.period).toBe(
      'Für eine Inbetriebnahme vom 01.02.2026 bis zum 31.07.2026, fest für 20 Jahre.',
    );
    expect(planner.charts).toEqual([
      'Typischer Sommertag (Juli, kWh je Stunde)',
      'Typischer Wintertag (Januar, kWh je Stunde)',
      'Monate (kWh)',
    ]);
    // The legends name the series in the order the printed charts do, not alphabetically.
    const legends = page.getByTestId('pv-self-consumption').locator('.recharts-legend-wrapper');
    const legend = async (k: number) =>
      (await legends.nth(k).locator('.recharts-legend-item-text').allTextContents()).join(', ');
    await expect
      .poll(async () => [await legend(0), await legend(1), await legend(2)])
      .toEqual([
        'PV-Erzeugung, Bedarf, Eigenverbrauch',
        'PV-Erzeugung, Bedarf, Eigenverbrauch',
        'Eigenverbrauch, Einspeisung, Netzbezug',
      ]);
    await page.evaluate(`location.hash = '#/projects/${projectId}/report'`);
    // This plan's part: the demo's plans of the project print their own beside it.
    const report = page
      .getByTestId('report-pv-plan')
      .filter({ has: page.getByRole('heading', { name: 'PV-Plan „Haushalt Süd“' }) });
    await report.waitFor({ timeout: 20_000 });
    await report.getByText('Strings und Wechselrichter').waitFor();
    await report.getByTestId('report-pv-charts').waitFor();
    const dir = mkdtempSync(join(tmpdir(), 'ortstermin-pv-report-'));
    try {
      // Reading order, one space for any run of white space (table cells wrap).
      const { pdf, text } = await printedReport(page, dir, 'reading');
      savePrintedPages(
        pdf,
        'pv-report-page',
        /PV-Plan „Haushalt Süd“|Strings und Wechselrichter|Eigenverbrauch und Autarkie/i,
      );
      // The plan's title is set in capitals by the report's style.
      expect(text).toMatch(/PV-Plan „Haushalt Süd“/i);
      for (const expected of [
        'Strombedarf: 10.200 kWh/a (Haushalt 4.500, Wärmepumpe 3.000, Elektroauto 2.700 kWh/a)',
        'Eigenverbrauch und Autarkie',
        'ohne Speicher',
        'mit Speicher',
        'Autarkiegrad',
        'Eigenverbrauchsquote',
        'Batteriespeicher',
        'Nutzbare Kapazität',
        '10,0 kWh',
        'geändert; ursprünglich BYD Battery-Box L 7.0',
        'Einspeisevergütung',
        '01.03.2026',
        'Überschusseinspeisung',
        '7,78 ct/kWh',
        'Stand 11/2026',
        'Wirtschaftlichkeit (20 Jahre)',
        'Amortisation',
        'Interner Zinsfuß',
        'Stromgestehungskosten',
        'Strings und Wechselrichter',
        'DC/AC-Verhältnis',
        '1 × 13 Module',
        'Leerlaufspannung bei −10 °C: 715 V, Wechselrichter erlaubt 550 V',
        // The planner's own sentences for the tracker, printed as it shows them.
        `DC/AC-Verhältnis: ${onScreen.dcAc}`,
        onScreen.values,
        onScreen.mpp,
        // Every figure of the planner's panels as it shows them.
        ...planner.autarky.map((v) => v!.replace(/[\u00a0\u202f]/g, ' ')),
        ...planner.rate.map((v) => v!.replace(/[\u00a0\u202f]/g, ' ')),
        `Amortisation ${planner.payback}`,
        planner.lost,
        planner.summary,
        // The commissioning period the rate holds for, as the planner says it.
        planner.period,
        // The planner's three charts with their legends and the axes' units.
        ...planner.charts,
        'PV-Erzeugung',
        'Bedarf',
        'Eigenverbrauch',
        'Einspeisung',
        'Netzbezug',
        'Uhrzeit (h)',
      ])
        expect(text).toContain(expected);
      // The charts are drawn, not pictures: their words are text in the PDF (above) and the
      // pages that carry them hold no image at all.
      const chartPages = printedPages(pdf)
        .map((pageText, k) => (planner.charts.some((c) => pageText.includes(c)) ? k + 1 : 0))
        .filter(Boolean);
      expect(chartPages.length).toBeGreaterThan(0);
      for (const n of chartPages) expect(imagesOn(pdf, n)).toBe(0);
      expect(onScreen.mpp).toMatch(/^MPP-Strom im Betrieb: 1 × 10,72 A/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
