import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  heatLoad,
  heatPumpModels,
  pumpHead,
  radiatorModels,
  radiatorOfModel,
  requiredFlowTemperature,
  valvePresetting,
  valveSeries,
  volumeFlow,
  type RadiatorRating,
} from '../../src/shared/calc';
import { haveChromium, useE2E } from './harness';
import { de, goTo, openModule as openModuleOf, plain } from './heat-pump-journey-helpers';
import { printedPages, savePrintedPages } from './printed-report';

/*
 * End to end, the heating chain a BEG heat pump plan needs: offline, the rooms of the demo's room
 * list get heights and air change, each room its radiator (from the catalogue or typed), the
 * low-temperature answer names the critical room and the fix, every radiator gets its volume flow
 * and valve presetting; the heat pump takes the heat load and the flow temperature from there and
 * its test points from the catalogue; the printed report carries the VdZ data (pdftotext); back
 * online the server holds the payloads. Oracles are the contract's functions (CALCULATORS.md 2, 11).
 */

const designOutdoor = -12;
const height = 2.5;
const airChange = 1;
const spread = 10;
const flow = 55;
const valvePressureDrop = 10_000;
const longestRun = 40;
const generatorPressureDrop = 15_000;
/**
 * Each room's outer wall as the consultant enters it: 4 m² of an insulated wall (U 0.2 W/(m²·K),
 * ΔU_WB 0.05), so the answer stays the one the house gives on ventilation and walls together.
 */
const wallArea = 4;
const wallU = 0.2;
const wallBridge = 0.05;
const raN = valveSeries.find((v) => v.key === 'danfoss-ra-n-013g0360')!;
const model = (key: string) => radiatorModels.find((m) => m.key === key)!;

/** The demo's room list (area, θi) and the radiator the consultant finds in each room. */
const rooms: {
  name: string;
  area: number;
  indoor: number;
  kind: 'Flachheizkörper' | 'Gliederheizkörper' | 'Fußbodenheizung';
  catalogue?: { label: string; key: string; lengthMm: number };
  typed?: { ratedOutput: number; exponent?: number };
}[] = [
  {
    name: 'Wohnzimmer',
    area: 32.4,
    indoor: 20,
    kind: 'Flachheizkörper',
    catalogue: { label: 'Typ 22, 300 mm', key: 'kermi-profil-v-22-300', lengthMm: 2000 },
  },
  { name: 'Küche', area: 12.1, indoor: 20, kind: 'Flachheizkörper', typed: { ratedOutput: 800 } },
  { name: 'Bad EG', area: 6.8, indoor: 24, kind: 'Gliederheizkörper', typed: { ratedOutput: 300 } },
  {
    name: 'Schlafzimmer',
    area: 16.2,
    indoor: 18,
    kind: 'Flachheizkörper',
    catalogue: { label: 'Typ 11, 600 mm', key: 'kermi-profil-v-11-600', lengthMm: 800 },
  },
  {
    name: 'Kinderzimmer',
    area: 13.5,
    indoor: 20,
    kind: 'Flachheizkörper',
    catalogue: { label: 'Typ 11, 600 mm', key: 'kermi-profil-v-11-600', lengthMm: 600 },
  },
  {
    name: 'Flur',
    area: 9.4,
    indoor: 15,
    kind: 'Fußbodenheizung',
    typed: { ratedOutput: 500, exponent: 1.1 },
  },
];

/** What the contract's functions say for each room: load, needed flow, volume flow, presetting. */
const expected = rooms.map((room) => {
  const load = heatLoad({
    indoorTemperature: room.indoor,
    designOutdoorTemperature: designOutdoor,
    elements: [{ area: wallArea, u: wallU, thermalBridgeSurcharge: wallBridge }],
    volume: room.area * height,
    airChangeRate: airChange,
  }).total;
  const rating: RadiatorRating = room.catalogue
    ? radiatorOfModel(model(room.catalogue.key), room.catalogue.lengthMm)
    : {
        ratedOutput: room.typed!.ratedOutput,
        exponent: room.typed!.exponent ?? (room.kind === 'Fußbodenheizung' ? 1.1 : 1.3),
      };
  const needed = requiredFlowTemperature({ ...rating, heatLoad: load, room: room.indoor, spread });
  const litres = volumeFlow({ heat: load, spread });
  const presetting = valvePresetting({
    volumeFlow: litres,
    pressureDrop: valvePressureDrop,
    steps: raN.steps,
  });
  // A step that cannot give the design flow is printed with its mark (the note below the table).
  const mark = { within: '', belowSmallest: ' (kleinste Stufe)', aboveLargest: ' (größte Stufe)' };
  // A floor circuit is set at the manifold's flow meter: no valve step.
  const setting =
    room.kind === 'Fußbodenheizung' ? 'am Heizkreisverteiler' : presetting.step.setting;
  const printed =
    room.kind === 'Fußbodenheizung' ? setting : presetting.step.setting + mark[presetting.fit];
  return { ...room, load, needed: needed.flow, litres, setting, printed };
});
const covered = expected.filter((r) => r.needed <= flow);
const critical = expected.reduce((a, b) => (b.needed > a.needed ? b : a));
const totalLoad = expected.reduce((sum, r) => sum + r.load, 0);
const totalFlow = expected.reduce((sum, r) => sum + r.litres, 0);
const pump = pumpHead({ longestRun, valvePressureDrop, generatorPressureDrop });

describe.skipIf(!haveChromium)('heating chain: rooms → radiators → heat pump → VdZ data', () => {
  const e2e = useE2E();
  let page: Page;
  let projectId: string;
  /** The editor's pump sentence, to be read again in the printed VdZ data. */
  let editorPump = '';

  beforeAll(() => {
    page = e2e.page;
  });

  const go = (address: string) => goTo(page, address);
  const openModule = (key: string) => openModuleOf(page, projectId, key);
  const form = () => page.getByTestId('editor-form');
  const save = async () => {
    const detail = page.getByTestId('module-detail');
    await detail.getByRole('button', { name: 'Modul speichern' }).click();
    await detail.getByText('Auf diesem Gerät gespeichert.').waitFor();
  };
  const shot = async (name: string, testId: string, block: 'start' | 'nearest' = 'start') => {
    await page.mouse.move(0, 0);
    await page.evaluate(
      `document.querySelector('[data-testid="${testId}"]')?.scrollIntoView({ block: '${block}' })`,
    );
    await e2e.shot(name);
  };

  it('starts online with the demo’s room list of a heat-planning project', async () => {
    await page.goto(e2e.app.appUrl);
    await expect
      .poll(() => e2e.core().engine.status.lastSuccessAt, { timeout: 30_000 })
      .toBeTruthy();
    const dump = e2e.core().store.dump();
    const roomList = dump.modules.find(
      (m) =>
        m.moduleKey === 'raumweise' &&
        Array.isArray(m.payload?.rooms) &&
        dump.modules.some((w) => w.projectId === m.projectId && w.moduleKey === 'waermepumpe'),
    )!;
    projectId = roomList.projectId;
    expect((roomList.payload!.rooms as { name: string }[]).map((r) => r.name)).toEqual(
      rooms.map((r) => r.name),
    );
  });

  it('offline: radiators per room, the low-temperature answer, presettings and the pump', async () => {
    await e2e.setOnline(false);
    // The consultant and the date of the visit head the VdZ data.
    await openModule('project-information');
    await form().getByLabel('Energieberater/in').fill('Dipl.-Ing. Jana Brandt');
    await form().getByLabel('Datum des Ortstermins').fill('24.11.2026');
    await save();

    await openModule('raumweise');
    // The old room list names no θe, no heights and no elements: what the rooms lack stands at θe
    // and in each room's row (by the column heads), whole, not just "unvollständig".
    await form()
      .getByText('Norm-Außentemperatur θe: Angabe fehlt – ohne sie hat kein Raum eine Heizlast.')
      .waitFor();
    const gap = form().getByTestId('room-gaps').first();
    await expect.poll(() => gap.textContent()).toBe('fehlt: Höhe, n · keine Bauteile erfasst');
    // Each part on one line under the room's figures (an inline text has a box per line), not
    // word by word in the Φ column.
    expect(
      await gap.evaluate((el) =>
        [...el.querySelectorAll('span')].map((s) => s.getClientRects().length),
      ),
    ).toEqual([1, 1]);
    expect(await clipped(gap)).toEqual([]);
    await form()
      .getByLabel('Norm-Außentemperatur θe')
      .evaluate((el) => el.closest('.editor-section')!.scrollIntoView({ block: 'start' }));
    await page.mouse.move(0, 0);
    await e2e.shot('raumweise-missing-inputs');
    await form().getByLabel('Norm-Außentemperatur θe').fill(String(designOutdoor));
    await form()
      .getByText(/Angabe fehlt – ohne sie/)
      .waitFor({ state: 'detached' });
    for (const room of rooms) {
      await form().getByLabel(`Raumhöhe von ${room.name} (m)`).fill(de(height, 1));
      await form().getByLabel(`Luftwechsel von ${room.name} (1/h)`).fill(de(airChange, 1));
    }
    // Heights and air change alone give no room a load: without elements it stays incomplete,
    // never a ventilation-only Φ_HL that would size the radiators too small.
    await expect.poll(() => gap.textContent()).toBe('keine Bauteile erfasst');
    await form()
      .getByText(`${rooms.length} von ${rooms.length} Räumen noch unvollständig.`)
      .waitFor();
    for (const room of rooms) {
      await form()
        .getByRole('button', { name: `0 Bauteile von ${room.name}` })
        .click();
      await form().getByRole('button', { name: 'Bauteil hinzufügen' }).click();
      await form().getByLabel('Bezeichnung, Bauteil 1').fill(`Außenwand ${room.name}`);
      await form().getByLabel(`Fläche von Außenwand ${room.name} (m²)`).fill(String(wallArea));
      await form()
        .getByLabel(`U-Wert von Außenwand ${room.name} (W/(m²·K))`, { exact: true })
        .fill(de(wallU, 1));
    }
    await form()
      .getByText(/Räumen noch unvollständig/)
      .waitFor({ state: 'detached' });
    const radiators = page.getByTestId('radiators');
    await radiators.getByLabel(/^Vorlauftemperatur/).fill(String(flow));
    await radiators.getByLabel('Spreizung (Vorlauf − Rücklauf)').fill(String(spread));
    await radiators.getByLabel('Längster Strang (Vor- und Rücklauf)').fill(String(longestRun));
    await radiators
      .getByLabel('Druckverlust Wärmeerzeuger')
      .fill(String(generatorPressureDrop / 1000));
    for (const room of rooms) {
      await radiators.getByRole('button', { name: `Heizkörper in ${room.name}` }).click();
      const label = `Heizkörper 1, ${room.name}`;
      await radiators.getByLabel(`Art ${label}`).selectOption({ label: room.kind });
      if (room.catalogue) {
        await radiators
          .getByLabel(`Katalog ${label}`)
          .selectOption({ label: room.catalogue.label });
        await radiators.getByLabel(`Länge ${label}`).fill(String(room.catalogue.lengthMm));
      } else {
        await radiators
          .getByLabel(`Normwärmeleistung 75/65/20 ${label}`)
          .fill(String(room.typed!.ratedOutput));
        if (room.typed!.exponent)
          await radiators.getByLabel(`Exponent n ${label}`).fill(de(room.typed!.exponent, 1));
      }
    }

    // The one-glance answer: how many rooms 55 °C carries, and the critical room.
    await expect
      .poll(() => page.getByTestId('radiator-verdict').textContent())
      .toBe(
        `Mit ${flow} °C Vorlauf ausreichend: ${covered.length} von ${rooms.length} Räumen; ` +
          `kritisch: ${critical.name} (benötigt ${Math.ceil(critical.needed)} °C)`,
      );
    expect(critical.name).toBe('Bad EG');
    // The catalogue radiator that is too short gets a longer one of the same type and height.
    const fixes = (await page.getByTestId('radiator-fix').allTextContents()).map(plain);
    const longer =
      /^Kinderzimmer: ein größerer Heizkörper Kermi therm-x2 Profil-V Typ 11, 600 × ([\d.]+) mm/.exec(
        fixes.find((f) => f.startsWith('Kinderzimmer:')) ?? '',
      );
    expect(Number(longer?.[1]?.replace('.', ''))).toBeGreaterThan(600);
    expect(fixes.find((f) => f.startsWith('Bad EG:'))).toContain('Normwärmeleistung (75/65/20)');

    // Per radiator: volume flow and presetting from the Danfoss RA-N table (floor: the manifold).
    const rows = radiators.getByTestId('radiator-row');
    for (const [i, room] of expected.entries()) {
      await expect
        .poll(() => rows.nth(i).getByTestId('radiator-volume-flow').textContent())
        .toBe(de(room.litres, 1));
      expect(await rows.nth(i).getByTestId('radiator-presetting').textContent()).toContain(
        room.setting,
      );
    }
    await radiators
      .getByTestId('valve-source')
      .getByText(/VD\.VES\.303/)
      .waitFor();
    editorPump = plain(await radiators.getByTestId('pump-line').textContent());
    expect(editorPump).toContain(`Förderstrom ${de(totalFlow, 0)} l/h`);
    expect(plain(await radiators.getByTestId('pump-line').textContent())).toContain(
      `Förderhöhe ${de(pump.head, 1)} m`,
    );
    await e2e.expectAccessible('Heizkörper und hydraulischer Abgleich');
    await shot('raumweise-radiators', 'radiators');
    await shot('raumweise-low-temperature-answer', 'radiator-result', 'nearest');

    // The chosen radiator reads whole, closed: type and height in the select (it stood cut as
    // "Typ 22, 300 mm (K"), maker and series below it; the valve series too, at 1,280 px.
    const table = radiators.getByTestId('radiator-table');
    for (const [i, room] of rooms.entries()) {
      if (!room.catalogue) continue;
      const row = table.getByTestId('radiator-row').nth(i);
      expect(await selectedText(row.getByLabel(/^Katalog /))).toBe(room.catalogue.label);
      expect(await row.getByTestId('radiator-model-maker').textContent()).toBe(
        `${model(room.catalogue.key).maker} ${model(room.catalogue.key).series}`,
      );
    }
    expect(await cutSelects(table.locator('select'))).toEqual([]);
    // The valve's select (its label wraps it and what is read with it).
    const valve = radiators.getByRole('combobox', { name: /^Thermostatventil/ });
    expect(await valve.count()).toBe(1);
    expect(await cutSelects(valve)).toEqual([]);
    // Closed it shows the series and order number under its maker; the whole name stands below.
    expect(await selectedText(valve)).toBe(raN.model);
    expect(await radiators.getByTestId('valve-name').textContent()).toBe(raN.name);
    // At the narrowest window the app allows (960 px) the table keeps the width its first column
    // needs and scrolls sideways in its box; every select in it and the valve's still reads whole.
    await page.setViewportSize({ width: 960, height: 800 });
    try {
      await expect.poll(() => page.evaluate('document.documentElement.clientWidth')).toBe(960);
      expect(await cutSelects(table.locator('select'))).toEqual([]);
      expect(await cutSelects(valve)).toEqual([]);
      expect(
        await table.evaluate((el) => el.parentElement!.scrollWidth > el.parentElement!.clientWidth),
      ).toBe(true);
      await shot('raumweise-radiators-960', 'radiator-table');
      await shot('raumweise-valve-960', 'radiators');
    } finally {
      await page.setViewportSize({ width: 1280, height: 800 });
    }
    await save();
  }, 180_000);

  it('offline: the heat pump takes the load and the flow temperature, its points from the catalogue', async () => {
    await openModule('waermepumpe');
    const take = (field: string) =>
      form().getByLabel(`${field}: Wert aus einem anderen Modul übernehmen`);
    // The room-by-room total, not another module's heat load (taken at once when it is the only
    // one offered).
    const takenLoad = form().getByTestId('taken-from').filter({ hasText: 'Raumweise' });
    await takenLoad.or(take('Heizlast')).first().waitFor();
    if (!(await takenLoad.count())) {
      const loads = await take('Heizlast').locator('option').allTextContents();
      await take('Heizlast').selectOption({ label: loads.find((o) => /^Raumweise/.test(o))! });
    }
    await takenLoad.waitFor();
    await expect.poll(() => form().getByLabel('Heizlast').first().inputValue()).not.toBe('');
    // The system flow temperature the radiators were checked at, not the survey's boiler setting.
    const flowChoice = take('Vorlauftemperatur der Heizung (Auslegung)');
    const flows = await flowChoice.locator('option').allTextContents();
    await flowChoice.selectOption({ label: flows.find((o) => /^Raumweise/.test(o))! });
    await expect
      .poll(() =>
        form().getByLabel('Vorlauftemperatur der Heizung (Auslegung)').first().inputValue(),
      )
      .toBe('55');
    await form().getByLabel('Personen im Haushalt').fill('0');
    await form().getByLabel('Sperrzeit des Netzbetreibers').fill('0');
    const vwl = heatPumpModels.find((m) => m.key === 'vaillant-vwl-10-1')!;
    await form().getByLabel('Wärmepumpe aus dem Katalog').selectOption({ label: vwl.name });
    await page
      .getByTestId('wp-catalogue-source')
      .getByText(/Vaillant, Datenblatt VWL 10-1/)
      .waitFor();
    // The W55 points of the data sheet, editable.
    expect(await form().getByLabel('Prüfpunkt 1: Heizleistung').inputValue()).toBe('5,728');
    expect(await form().getByLabel('Prüfpunkt 1: Vorlauf').inputValue()).toBe('55');
    expect(await form().getByLabel('Hersteller und Modell').inputValue()).toBe(vwl.name);
    // Between A−15 (5.728 kW) and A−7 (7.179 kW) at W55: 5.728 + 3/8 · 1.451 = 6.272 kW at −12 °C.
    await expect
      .poll(async () => plain(await page.getByTestId('wp-capacity-design').textContent()))
      .toContain('6,27 kW');
    // Above A7 up to the heating limit the capacity is extended: dashed, with the note.
    await page
      .getByText(/Gestrichelt: Heizleistung außerhalb der Prüfpunkte/)
      .first()
      .waitFor();
    await page.locator('.recharts-surface').first().waitFor();
    // Every figure of the data sheet reads whole in its field (A7/W55 "10,043" kW stood cut to
    // "10,04"; the COP's full quotient to "1,973").
    expect(await cutFields(page.locator('.calc-points input'))).toEqual([]);
    expect(await beyondPanel(page.locator('.calc-points'))).toEqual([]);
    expect(await form().getByLabel('Prüfpunkt 1: COP').inputValue()).toBe('1,97');
    await save();
    // The JAZ takes the same COPs; they read whole there too.
    await openModule('jaz');
    await page.getByRole('button', { name: 'COP aus dem Modul Wärmepumpe übernehmen' }).click();
    await expect.poll(() => form().getByLabel('Prüfpunkt 4: COP').inputValue()).toBe('2,86');
    expect(await cutFields(page.locator('.calc-points input'))).toEqual([]);
    expect(await beyondPanel(page.locator('.calc-points'))).toEqual([]);
    await openModule('waermepumpe');
    await e2e.expectAccessible('Wärmepumpe aus dem Katalog');
    await shot('waermepumpe-catalogue-extrapolated', 'wp-results');
  }, 120_000);

  it('offline: the printed report carries the VdZ data', async () => {
    await go(`#/projects/${projectId}/report`);
    const vdz = page.getByTestId('vdz-data');
    await vdz.waitFor();
    await vdz.scrollIntoViewIfNeeded();
    await page.mouse.move(0, 0);
    await shot('report-vdz', 'vdz-data');
    const dir = mkdtempSync(join(tmpdir(), 'ortstermin-vdz-'));
    try {
      const pdf = join(dir, 'bericht.pdf');
      await page.pdf({ path: pdf, format: 'A4', preferCSSPageSize: true, printBackground: true });
      const text = plain(
        execFileSync('/usr/bin/pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' }),
      );
      expect(text).toContain('Daten für die VdZ-Bestätigung');
      // The room-by-room table comes first; the VdZ rows follow the heading.
      const vdzText = text.slice(text.indexOf('Daten für die VdZ-Bestätigung'));
      expect(text).toContain(`Vorlauf ${flow} °C, Rücklauf ${flow - spread} °C`);
      for (const room of expected) {
        const line = vdzText
          .split('\n')
          .find((l) => l.trim().startsWith(room.name) && /l\/h|\d/.test(l));
        expect(line, room.name).toBeTruthy();
        expect(line, room.name).toContain(de(room.load, 0));
        expect(line, room.name).toContain(de(room.litres, 1));
        expect(line!.trim().endsWith(room.printed), `${room.name}: ${line}`).toBe(true);
      }
      const smallest = expected.filter((r) => r.printed.endsWith('(kleinste Stufe)'));
      expect(smallest.length).toBeGreaterThan(0);
      expect(text.replace(/\s+/g, ' ')).toContain(
        `Kleinste Stufe (${smallest.map((r) => r.name).join(', ')}): Auch sie lässt mehr als den ` +
          'Auslegungsvolumenstrom durch.',
      );
      // The editor's pump sentence, word for word, and what the head rests on.
      expect(editorPump).toMatch(/^Pumpe: Förderstrom .* \(Δp-c\) auf [\d,]+ m\.$/);
      savePrintedPages(pdf, 'report-vdz-page', /VdZ-Bestätigung|Räume, Heizlasten, Heizkörper/);
      // The heading is not left alone at a page's foot: its page carries the table's caption.
      expect(printedPages(pdf).find((p) => p.includes('Daten für die VdZ-Bestätigung'))).toContain(
        'Räume, Heizlasten, Heizkörper, Volumenströme und Voreinstellungen',
      );
      const reading = plain(
        execFileSync('/usr/bin/pdftotext', [pdf, '-'], { encoding: 'utf8' }),
      ).replace(/\s+/g, ' ');
      expect(reading).toContain(
        `${editorPump} Grundlage: längster Strang ${longestRun} m, Druckverlust Wärmeerzeuger ` +
          `${de(generatorPressureDrop / 1000, 1)} kPa.`,
      );
      expect(editorPump).toContain(`Förderhöhe ${de(pump.head, 1)} m`);
      // Each row names its radiator as the editor does, so the installer finds the valve.
      for (const room of rooms) {
        const described = room.catalogue
          ? `${room.kind} Kermi therm-x2 Profil-V ${room.catalogue.label.replace(
              ' mm',
              ` × ${de(room.catalogue.lengthMm, 0)} mm`,
            )}`
          : `${room.kind}, eigene Angabe`;
        expect(reading, room.name).toContain(described);
      }
      expect(text).toContain('Energieberater: Dipl.-Ing. Jana Brandt · Datum: 24.11.2026');
      expect(text).toContain('Vaillant VWL 10-1');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect(totalLoad).toBeGreaterThan(0);
  });

  it('back online, the server holds the radiators, the balancing results and the heat pump', async () => {
    await e2e.setOnline(true);
    await page.getByRole('button', { name: 'Jetzt synchronisieren' }).click();
    await expect.poll(() => e2e.core().store.listOutbox().length, { timeout: 20_000 }).toBe(0);
    const { data } = (await e2e.onServer('GET', `/v1/projects/${projectId}/modules`)) as {
      data: { moduleKey: string; payload: Record<string, unknown> | null }[];
    };
    const byKey = Object.fromEntries(data.map((m) => [m.moduleKey, m.payload!]));
    const system = byKey.raumweise!.heatingSystem as Record<string, unknown>;
    expect(system).toMatchObject({ flowTemperature: flow, spread, longestRun });
    const serverRooms = byKey.raumweise!.rooms as { name: string; radiators: unknown[] }[];
    expect(serverRooms.map((r) => r.radiators.length)).toEqual(rooms.map(() => 1));
    const check = (
      byKey.raumweise!.results as { values: { radiatorCheck: Record<string, unknown> } }
    ).values.radiatorCheck;
    expect(check.flowTemperature).toBe(flow);
    expect(byKey.waermepumpe).toMatchObject({
      catalogueKey: 'vaillant-vwl-10-1',
      flowTemperature: flow,
      flowTemperatureFrom: 'raumweise:flowTemperature',
    });
    expect(byKey['project-information']).toMatchObject({ berater: 'Dipl.-Ing. Jana Brandt' });
  });

  it('an implausible layer thickness says so at the field, the whole text readable', async () => {
    await openModule('u-wert-rechner');
    const thickness = form().getByLabel(/^Dicke, Schicht 2/);
    await thickness.fill('99.999.999.999');
    await thickness.blur();
    const error = page.getByTestId('layer-table').locator('.field-error').first();
    await error.waitFor();
    expect(await error.textContent()).toContain('Der Wert darf höchstens 2.000 sein.');
    await error.scrollIntoViewIfNeeded();
    expect(await clipped(error)).toEqual([]);
    await shot('u-wert-layer-error', 'layer-table');
  });
});

/** Which boxes cut the element's text off: itself (overflow) or an ancestor that clips it. */
function clipped(locator: Locator): Promise<string[]> {
  return locator.evaluate((el) => {
    const problems: string[] = [];
    if (el.scrollWidth > el.clientWidth + 1) problems.push('text wider than its box');
    const box = el.getBoundingClientRect();
    for (let a = el.parentElement; a; a = a.parentElement) {
      const style = el.ownerDocument.defaultView!.getComputedStyle(a);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      if (style.overflowX === 'auto' || style.overflowX === 'scroll') continue;
      const outer = a.getBoundingClientRect();
      if (box.right > outer.right + 1 || box.bottom > outer.bottom + 1)
        problems.push(`cut off by ${a.tagName}.${a.className}`);
    }
    if (box.right > el.ownerDocument.documentElement.clientWidth)
      problems.push('beyond the window');
    return problems;
  });
}

/** The option a select shows while closed. */
function selectedText(select: Locator): Promise<string> {
  return select.evaluate((el) => {
    const s = el as unknown as { selectedIndex: number; options: { text: string }[] };
    return s.options[s.selectedIndex]?.text ?? '';
  });
}

/*
 * The selects that show their chosen option cut while closed, as "text (box px / needed px)".
 * What the option needs is measured, not guessed: a select of the same classes holding only that
 * option, sized by its content (padding and the arrow included), beside the real one.
 */
function cutSelects(selects: Locator): Promise<string[]> {
  return selects.evaluateAll((els) =>
    els.flatMap((el) => {
      const select = el as unknown as {
        selectedIndex: number;
        options: { text: string }[];
        className: string;
      };
      const text = select.options[select.selectedIndex]?.text ?? '';
      const probe = el.ownerDocument.createElement('select');
      probe.className = select.className;
      probe.style.cssText = 'position: absolute; visibility: hidden; width: max-content';
      const option = el.ownerDocument.createElement('option');
      option.textContent = text;
      probe.appendChild(option);
      el.parentElement!.appendChild(probe);
      const needed = probe.getBoundingClientRect().width;
      probe.remove();
      const box = el.getBoundingClientRect().width;
      return needed > box + 0.5 ? [`${text} (${Math.round(box)}/${Math.round(needed)})`] : [];
    }),
  );
}

/** The fields whose text is wider than the field, as "value (text px / field px)". */
function cutFields(inputs: Locator): Promise<string[]> {
  return inputs.evaluateAll((els) =>
    els
      .filter((el) => el.scrollWidth > el.clientWidth)
      .map(
        (el) =>
          `${(el as unknown as { value: string }).value} (${el.scrollWidth}/${el.clientWidth})`,
      ),
  );
}

/** The tables that reach beyond the panel (fieldset) they stand in, by how many px. */
function beyondPanel(tables: Locator): Promise<string[]> {
  return tables.evaluateAll((els) =>
    els.flatMap((el) => {
      const panel = el.closest('fieldset') ?? el.parentElement!;
      const over = el.getBoundingClientRect().right - panel.getBoundingClientRect().right;
      return over > 1 ? [`${el.className}: ${Math.round(over)} px`] : [];
    }),
  );
}
