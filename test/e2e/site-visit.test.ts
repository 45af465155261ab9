import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { surveyKey } from '../../src/shared/survey/schema';
import { haveChromium, useE2E } from './harness';
import { printedReport } from './printed-report';

/*
 * The site visit in Chromium: the consultant's profile in the settings (a wrong e-mail named at
 * its field), then offline on a demo project the survey with provenance and the TABULA
 * Standardwert, the before-you-leave list shrinking and jumping to the field meant; back online
 * the server holds the survey in project-information. On the demo's visited project the survey's
 * components and rooms are taken into heizlast and raumweise, named with their provenance.
 */

/** The parts of a <select> the fit check uses (the tests are typed without the DOM's types). */
interface SelectBox {
  options: ArrayLike<{ text: string }>;
  selectedIndex: number;
  ownerDocument: { createElement(tag: 'option'): { text: string } };
  style: Record<string, string>;
  cloneNode(deep: false): SelectBox;
  append(node: unknown): void;
  after(node: unknown): void;
  remove(): void;
  getBoundingClientRect(): { width: number };
}

const hasSurvey = (m: { moduleKey: string; payload: unknown }) =>
  m.moduleKey === 'project-information' &&
  !!m.payload &&
  typeof m.payload === 'object' &&
  surveyKey in m.payload;

describe.skipIf(!haveChromium)('site visit: profile, survey, before you leave', () => {
  const e2e = useE2E();
  let page: Page;
  let projectId: string;

  beforeAll(() => {
    page = e2e.page;
  });
  const go = (address: string) => page.evaluate(`location.hash = ${JSON.stringify(address)}`);
  // A module of the demo's visited project (the one with the complete survey).
  const visitedProject = () => e2e.core().store.dump().modules.find(hasSurvey)!.projectId;
  const open = async (key: string) => {
    await go(`#/projects/${visitedProject()}/modules/${key}`);
    await page.locator(`[data-testid="module-detail"][data-module-key="${key}"]`).waitFor();
  };
  const badge = () => page.getByTestId('leaving-badge');
  const openCount = async () => Number((await badge().textContent())?.match(/\d+/)?.[0] ?? 0);

  it('keeps the consultant profile and names a wrong e-mail at its field', async () => {
    await page.goto(e2e.app.appUrl);
    await page.getByTestId('pending-count').filter({ hasText: '0 ausstehend' }).waitFor();
    await go('#/settings');
    const form = page.getByTestId('consultant-profile');
    await form.getByLabel('Name', { exact: true }).fill('Dipl.-Ing. Petra Lindner');
    await form.getByLabel('Firma').fill('Energieberatung Lindner');
    await form.getByLabel('Ort').fill('Kassel');
    await form.getByLabel('E-Mail').fill('lindner(at)example');
    await form.getByRole('button', { name: 'Profil speichern' }).click();
    await form.getByText('Bitte eine E-Mail-Adresse wie name@beispiel.de eingeben.').waitFor();
    await form.getByLabel('E-Mail').fill('lindner@example.de');
    await form.getByRole('button', { name: 'Profil speichern' }).click();
    await form.getByText('Profil gespeichert.').waitFor();
    await e2e.shot('settings-consultant-profile');
    expect(await e2e.app.manager.getProfile()).toMatchObject({
      name: 'Dipl.-Ing. Petra Lindner',
      email: 'lindner@example.de',
      phone: '',
    });
    await e2e.expectAccessible('Einstellungen mit Profil');
  });

  it('offline: a survey with provenance empties the list item by item', async () => {
    const dump = e2e.core().store.dump();
    // A project without a survey yet: the demo's visited project brings its own.
    const surveyed = new Set(dump.modules.filter(hasSurvey).map((m) => m.projectId));
    projectId = dump.projects.find(
      (p) => p.type === 'heat-planning' && p.status !== 'archived' && !surveyed.has(p.id),
    )!.id;
    await e2e.setOnline(false);
    await go(`#/projects/${projectId}`);
    await badge().waitFor();
    const before = await openCount();
    expect(before).toBeGreaterThan(5);

    await go(`#/projects/${projectId}/survey`);
    const survey = page.getByTestId('survey');
    await survey.waitFor();
    await page.locator('#survey-gebaeude-baujahr-input').fill('1965');
    await page.locator('#survey-gebaeude-baujahr-input').press('Tab');
    await page.getByTestId('survey-gebaeude-baujahr-herkunft').selectOption('unterlagen');
    await page.locator('#survey-gebaeude-beheizteFlaeche-input').fill('142,5');
    await page.getByTestId('survey-gebaeude-beheizteFlaeche-herkunft').selectOption('gemessen');
    await page.locator('#survey-gebaeude-typ-input').selectOption('einfamilienhaus');

    // A wall with only its construction known: the typology's U-value, with its source.
    await survey.getByRole('button', { name: 'Bauteil hinzufügen' }).click();
    await page.keyboard.type('Außenwand Nord');
    const wall = survey.locator('[data-testid^="bauteil-"]').first();
    await wall.getByLabel('Konstruktion', { exact: true }).selectOption('massiv');
    await wall.getByLabel('Fläche (m²)', { exact: true }).fill('48');
    await wall.getByLabel('Fläche (m²)', { exact: true }).press('Tab');
    await wall.getByRole('button', { name: 'Standardwert (TABULA)' }).click();
    await expect
      .poll(() => wall.getByLabel('U-Wert (W/(m²·K))', { exact: true }).inputValue())
      .toBe('1,2');
    await wall.getByText(/DE\.MOBASY\.05 \(1958–1968\)/).waitFor();
    await page
      .getByTestId('survey-state')
      .filter({ hasText: /^$|Gespeichert/ })
      .waitFor();
    await e2e.shot('survey');

    // The area was typed without saying where from: "nur geschätzt" in the list.
    await go(`#/projects/${projectId}/before-leaving`);
    const list = page.getByTestId('before-leaving');
    await list.waitFor();
    const heatLoad = list.getByTestId('leaving-heizlast');
    await heatLoad.getByText('Fläche (m²) – Außenwand Nord').waitFor();
    expect(await heatLoad.getByText('Baujahr', { exact: true }).count()).toBe(0);
    await e2e.shot('before-leaving');
    await e2e.expectAccessible('Vor dem Verlassen');

    // One click to the field meant, the cursor in it.
    await heatLoad.getByRole('link', { name: 'Eintragen: Fläche (m²) – Außenwand Nord' }).click();
    await expect
      .poll(() => page.evaluate('document.activeElement?.id'))
      .toMatch(/^survey-bauteile-.+-flaeche-input$/);
    const wallArea = page.locator(':focus');
    await wallArea.press('Tab'); // the provenance chooser beside it
    await page.keyboard.press('ArrowDown'); // gemessen, by keyboard
    await go(`#/projects/${projectId}`);
    await badge().waitFor();
    await expect.poll(openCount).toBeLessThan(before);
  });

  it('back online, the server holds the survey in project-information', async () => {
    await e2e.setOnline(true);
    await expect
      .poll(
        async () => {
          const { data } = (await e2e.onServer('GET', `/v1/projects/${projectId}/modules`)) as {
            data: {
              moduleKey: string;
              payload: Record<string, { gebaeude?: { baujahr?: unknown } }> | null;
            }[];
          };
          const module = data.find((m) => m.moduleKey === 'project-information');
          return module?.payload?.[surveyKey]?.gebaeude?.baujahr;
        },
        { timeout: 20_000 },
      )
      .toEqual({ wert: 1965, herkunft: 'unterlagen', quelle: null });
  });

  it('prints the profile and the survey with provenance, never a placeholder', async () => {
    await go(`#/projects/${projectId}/report`);
    const report = page.getByTestId('report');
    await report.getByTestId('report-survey').waitFor();
    await report.getByTestId('report-consultant').getByText('Energieberatung Lindner').waitFor();
    const dir = mkdtempSync(join(tmpdir(), 'ortstermin-visit-'));
    try {
      const { text } = await printedReport(page, dir);
      for (const expected of [
        'Dipl.-Ing. Petra Lindner',
        'Energieberatung Lindner',
        'Kassel',
        'lindner@example.de',
        'Gebäudeaufnahme',
        'Außenwand',
        'aus Unterlagen',
        'DE.MOBASY.05',
        '142,5',
      ])
        expect(text).toContain(expected);
      // A year is printed as a year, not as an amount.
      expect(text).toMatch(/Baujahr\s+1965\s+aus Unterlagen/);
      // Nothing asks to be filled in, and the empty phone leaves no line behind.
      expect(text).not.toMatch(/eintragen/i);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the visited project: surveyed components and rooms are taken, named with their provenance', async () => {
    const form = page.getByTestId('editor-form');
    await open('heizlast-huellflaeche');
    await form.getByRole('button', { name: /Bauteile aus der Gebäudeaufnahme übernehmen/ }).click();
    await form
      .getByText('Übernommen aus Gebäudeaufnahme: Außenwand Süd (gemessen)', { exact: true })
      .waitFor();
    await form
      .getByText('Übernommen aus Gebäudeaufnahme: Dach (aus Unterlagen: Rechnung Dachdämmung 2009)')
      .waitFor();
    await page.getByTestId('envelope-elements').scrollIntoViewIfNeeded();
    // The pointer off the table: the shot shows the rows, no source card under the pointer.
    await page.mouse.move(0, 0);
    await e2e.shot('survey-taken-envelope');
    // The narrow cell names the source in a few words; the full source is read with the input
    // and shows while the field has focus (keyboard) — as it does under the pointer.
    const roofU = form.getByRole('textbox', { name: /^U-Wert von Dach/ });
    const card = form.getByText(
      'Übernommen aus Gebäudeaufnahme: Dach (aus Unterlagen: Rechnung Dachdämmung 2009)',
      { exact: true },
    );
    expect(await roofU.getAttribute('aria-describedby')).toBe(await card.getAttribute('id'));
    await roofU.focus();
    await expect.poll(async () => (await card.boundingBox())?.width ?? 0).toBeGreaterThan(100);
    await e2e.shot('survey-taken-source-card');
    await roofU.blur();

    await open('raumweise');
    await form.getByRole('button', { name: '4 Räume aus der Gebäudeaufnahme übernehmen' }).click();
    await form.getByText('Übernommen aus Gebäudeaufnahme: Wohnzimmer (gemessen)').waitFor();
    await page.mouse.move(0, 0);
    await e2e.shot('survey-taken-rooms');

    // A room whose area was typed: its narrow cell offers the surveyed areas under a short text
    // that fits the cell (the select's name says it in full).
    const take = form.locator('select.take-select').first();
    await take.scrollIntoViewIfNeeded();
    expect(await take.getAttribute('aria-label')).toMatch(
      /^Fläche von .+: Wert aus einem anderen Modul übernehmen$/,
    );
    // What the browser needs to show the text whole: the same select, shrunk to its one option.
    const fit = await take.evaluate((select: SelectBox) => {
      const text = select.options[select.selectedIndex]!.text;
      const probe = select.cloneNode(false);
      const option = select.ownerDocument.createElement('option');
      option.text = text;
      probe.append(option);
      Object.assign(probe.style, { width: 'auto', maxWidth: 'none', position: 'absolute' });
      select.after(probe);
      const needed = probe.getBoundingClientRect().width;
      probe.remove();
      return { text, needed, has: select.getBoundingClientRect().width };
    });
    expect(fit.text).toBe('Aus …');
    expect(fit.needed).toBeLessThanOrEqual(fit.has);
    await e2e.shot('raumweise-take-select');
  });

  it('the visited project: the heating’s fuel goes to the consumption, the surveyed U beside the computed one', async () => {
    const form = page.getByTestId('editor-form');
    await open('verbrauch');
    // The bills are in kWh (Hs); the survey read the gas meter in m³.
    await form
      .getByRole('button', { name: 'Aus der Gebäudeaufnahme übernehmen: Erdgas in m³' })
      .click();
    const fuel = form.getByRole('combobox', { name: 'Energieträger und Einheit' });
    await expect.poll(() => fuel.inputValue()).toBe('gas-m3');
    const source = form.getByText(
      'Übernommen aus Gebäudeaufnahme: Energieträger Erdgas (gemessen)',
      {
        exact: true,
      },
    );
    expect(await fuel.getAttribute('aria-describedby')).toBe(await source.getAttribute('id'));
    await page.mouse.move(0, 0);
    await e2e.shot('verbrauch-fuel-taken');

    await open('u-wert-rechner');
    // The demo's wall is named like a surveyed one: its U is shown beside the computed one.
    const comparison = form.getByTestId('u-survey-comparison').first();
    await comparison.getByTestId('u-survey-value').waitFor();
    expect(await comparison.textContent()).toMatch(
      /Aufnahme: \d,\d\d W\/\(m²·K\) Gebäudeaufnahme „Außenwand Nord“ \(Standardwert: .*TABULA.*\) Berechnet \d+ % niedriger als aufgenommen\./,
    );
    await comparison.scrollIntoViewIfNeeded();
    await e2e.shot('u-wert-survey-comparison');

    // Saved, the calculation goes into the report (an unsaved module is not printed), and the
    // printed report says the same under the computed U, line breaks aside.
    const detail = page.getByTestId('module-detail');
    await detail.getByRole('button', { name: 'Modul speichern' }).click();
    await detail.getByText('Auf diesem Gerät gespeichert.').waitFor();
    const line = comparison.locator('p', { has: page.getByTestId('u-survey-value') });
    const onScreen = (await line.textContent())!.replace(/\s+/g, ' ').trim();
    expect(onScreen).toMatch(/^Aufnahme: \d,\d\d W\/\(m²·K\) .* als aufgenommen\.$/);
    await go(`#/projects/${visitedProject()}/report`);
    const report = page.getByTestId('report');
    await report.locator('.report-survey-comparison').first().waitFor();
    const dir = mkdtempSync(join(tmpdir(), 'ortstermin-visited-'));
    try {
      const { text } = await printedReport(page, dir);
      expect(text.replace(/\s+/g, ' ')).toContain(onScreen);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
