import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { germanNumberTable } from '../shared/german-number-table';
import { haveChromium, useE2E } from './harness';

/*
 * One German number rule on every screen (DESIGN.md decision 19): the unit test's table of typed
 * numbers goes through a module editor's field (a layer's thickness in the U-value calculator) and
 * the PV planner's new-plan form (the latitude). Both read it alike: once the field is left it
 * shows what was read, the module takes that value, and only text that is no number is refused at
 * the field, in German, with the text kept as typed.
 */

const readable = germanNumberTable.filter((row) => !Number.isNaN(row.value));

describe.skipIf(!haveChromium)('German numbers on two screens', () => {
  const e2e = useE2E();
  let page: Page;
  beforeAll(() => {
    page = e2e.page;
  });

  const hash = () => new URL(page.url()).hash;
  /** Types `text` into the field and leaves it, as a user does with Tab. */
  const typeAndLeave = async (field: Locator, text: string) => {
    await field.fill(text);
    await field.press('Tab');
  };

  it('starts with the demo workspace synced', async () => {
    await page.goto(e2e.app.appUrl);
    await expect
      .poll(() => e2e.core().engine.status.lastSuccessAt, { timeout: 30_000 })
      .toBeTruthy();
  });

  let projectId = '';
  /** A layer thicker than 2 m is no wall layer (src/shared/domain/plausible.ts). */
  const maxLayerMm = 2000;

  it('a module editor reads the table as the rule says', async () => {
    projectId = e2e
      .core()
      .store.dump()
      .modules.find((m) => m.moduleKey === 'u-wert-rechner' && m.status === 'ready')!.projectId;
    await page.evaluate(
      `location.hash = ${JSON.stringify(`#/projects/${projectId}/modules/u-wert-rechner`)}`,
    );
    const detail = page.locator('[data-testid="module-detail"][data-module-key="u-wert-rechner"]');
    await detail.waitFor();
    const thickness = detail.getByLabel('Dicke, Schicht 1 (mm)').first();
    const field = thickness.locator('xpath=ancestor::label[1]');
    // The element's result: while the thickness is not valid, no stale U-value and verdict.
    const result = thickness.locator('xpath=ancestor::section[@data-testid="u-element"][1]');
    const noResult = 'Kein Ergebnis: Eingaben prüfen (Dicke, Schicht 1)';
    const refusedShowsNoResult = async () => {
      await expect
        .poll(() => result.getByTestId('u-result').textContent(), { timeout: 5_000 })
        .toBe(noResult);
      expect(await result.getByTestId('u-limits').count()).toBe(0);
    };
    const drafts = () => page.evaluate(`localStorage.getItem('ortstermin.drafts') ?? ''`);

    for (const row of germanNumberTable) {
      await typeAndLeave(thickness, row.typed);
      await expect.poll(() => thickness.inputValue(), { timeout: 5_000 }).toBe(row.shown);
      const error = field.getByRole('alert');
      if (Number.isNaN(row.value)) {
        await expect
          .poll(() => error.textContent(), { timeout: 5_000 })
          .toBe('Dicke, Schicht 1: Bitte eine Zahl eingeben, z. B. 0,045 oder 1.234,5.');
        if (row.typed === '12.34,5') await e2e.shot('number-module-field');
        await refusedShowsNoResult();
      } else if ((row.value ?? 0) > maxLayerMm) {
        // Read as the rule says, then refused by the layer's plausible range, at the field.
        await expect
          .poll(() => error.textContent(), { timeout: 5_000 })
          .toContain(`darf höchstens ${maxLayerMm.toLocaleString('de-DE')} sein`);
        await refusedShowsNoResult();
      } else {
        expect(await error.count()).toBe(0);
        await expect
          .poll(() => result.getByTestId('u-result').textContent(), { timeout: 5_000 })
          .not.toContain('Kein Ergebnis');
        // The module's draft holds the number as read, not the text.
        await expect
          .poll(drafts, { timeout: 5_000 })
          .toContain(`"thicknessMm":${JSON.stringify(row.value)}`);
      }
    }
    await detail.getByRole('button', { name: 'Änderungen verwerfen' }).first().click();
  });

  it('the PV planner’s new-plan form reads the same table alike', async () => {
    await page.evaluate(`location.hash = ${JSON.stringify(`#/projects/${projectId}`)}`);
    await expect.poll(hash).toBe(`#/projects/${projectId}`);
    const section = page.getByRole('region', { name: 'PV-Pläne' });
    await section.getByRole('button', { name: 'Neuer PV-Plan' }).click();
    const form = page.getByTestId('new-pv-plan-form');
    const latitude = form.getByLabel('Breitengrad (°)');
    // The longitude stays wrong, so no plan is made while the latitude is checked.
    await typeAndLeave(form.getByLabel('Längengrad (°)'), 'sieben');

    for (const row of germanNumberTable) {
      await typeAndLeave(latitude, row.typed);
      await expect.poll(() => latitude.inputValue(), { timeout: 5_000 }).toBe(row.shown);
      await form.getByRole('button', { name: 'PV-Plan anlegen' }).click();
      await form.getByTestId('error-lng').waitFor();
      const error = form.getByTestId('error-lat');
      if (Number.isNaN(row.value)) {
        await expect
          .poll(() => error.textContent(), { timeout: 5_000 })
          .toBe('Breitengrad (°): bitte als Zahl eingeben, z. B. 50,94');
        if (row.typed === '12.34,5') await e2e.shot('number-pv-new-plan');
      } else if (Math.abs(row.value!) > 90) {
        // Read as the number it is, and only then found out of range.
        await expect
          .poll(() => error.textContent(), { timeout: 5_000 })
          .toBe('Breitengrad (°): muss zwischen −90 und 90 liegen');
      } else {
        await expect.poll(() => error.count(), { timeout: 5_000 }).toBe(0);
      }
    }
    expect(readable.some((row) => Math.abs(row.value!) <= 90)).toBe(true);
    await form.getByRole('button', { name: 'Abbrechen' }).click();
    await expect.poll(() => form.count()).toBe(0);
  });
});
