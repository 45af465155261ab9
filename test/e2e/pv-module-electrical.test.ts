import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { haveChromium, useE2E } from './harness';
import { openNewPvPlan } from './pv-steps';

/*
 * The module library's electrical values in the browser, offline: a new module's short-circuit
 * current and MPP current are said to be missing at their fields, a value out of bounds and an
 * MPP current above the short-circuit current are refused at the field in German, the module
 * cannot be saved until they fit, and once saved the library shows its Isc.
 */

describe.skipIf(!haveChromium)('electrical values of a library module in the browser', () => {
  const e2e = useE2E();
  let page: Page;
  /** States reached a moment after a key on a loaded machine: waited for, never assumed. */
  const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });
  const errorAt = (name: string) => () =>
    page
      .getByTestId(`error-${name}`)
      .textContent({ timeout: 1_000 })
      .catch(() => null);

  beforeAll(() => {
    page = e2e.page;
  });

  it('refuses a missing or impossible Isc and Impp at the field', async () => {
    await openNewPvPlan(e2e, { name: 'Modulprüfung', latitude: '51,534', longitude: '9,932' });

    await page.getByRole('button', { name: 'Modul zur Bibliothek hinzufügen' }).click();
    const form = page.locator('form.pv-module-form');
    await form.waitFor();
    // By name: a field's error joins its label's text.
    await form.locator('input[name="module-manufacturer"]').fill('Muster Solar');
    await form.locator('input[name="module-model"]').fill('MS-430');
    await form.getByLabel('Elektrische Werte aus dem Datenblatt (für die Strings)').check();

    // Nothing entered yet: each value says it is missing, and the module cannot be saved.
    await eventually(errorAt('module-isc')).toBe(
      'Kurzschlussstrom Isc (A): fehlt: bitte aus dem Datenblatt als Zahl eintragen, z. B. 11,36',
    );
    await eventually(errorAt('module-impp')).toBe(
      'MPP-Strom Impp (A): fehlt: bitte aus dem Datenblatt als Zahl eintragen, z. B. 10,72',
    );
    const save = form.getByRole('button', { name: 'Modul speichern' });
    expect(await save.isDisabled()).toBe(true);

    /** Types German text into a field of the form and takes it (Enter). */
    const type = async (name: string, text: string) => {
      const field = form.locator(`input[name="module-${name}"]`);
      await field.fill(text);
      await field.press('Enter');
    };
    await type('isc', '45');
    await eventually(errorAt('module-isc')).toBe(
      'Kurzschlussstrom Isc (A): muss zwischen 0,1 und 30 liegen',
    );
    await type('isc', '11,36');
    await eventually(errorAt('module-isc')).toBeNull();
    // An MPP current above the short-circuit current is refused at the Impp field.
    await type('impp', '12');
    await eventually(errorAt('module-impp')).toBe(
      'MPP-Strom Impp (A): muss zwischen 0,1 und 11,36 liegen (höchstens der Kurzschlussstrom Isc)',
    );
    await type('voc', '50,4');
    await type('vmpp', '42');
    await type('tempCoeffVoc', '-0,26');
    await type('tempCoeffPower', '-0,36');
    await form.evaluate((e) => e.scrollIntoView({ block: 'start' }));
    await e2e.shot('pv-module-electrical');
    expect(await save.isDisabled()).toBe(true);

    await type('impp', '10,72');
    await eventually(errorAt('module-impp')).toBeNull();
    await eventually(() => save.isDisabled()).toBe(false);
    await save.click();
    await eventually(() =>
      page.locator('.pv-library li').filter({ hasText: 'MS-430' }).textContent(),
    ).toContain('Isc 11,36 A');
    await e2e.expectAccessible('Modulbibliothek');
  });
});
