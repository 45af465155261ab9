import type { Page } from 'playwright-core';

/* What the heat pump journeys share: reading figures as shown, and opening a module's editor. */

/** Text as shown, with the non-breaking spaces of Intl ("16.500 €") as plain spaces. */
export const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

/** A number in German format with the given decimals, as the editors show it (minus sign "−"). */
export const de = (v: number, digits: number) =>
  v
    .toLocaleString('de-DE', { minimumFractionDigits: digits, maximumFractionDigits: digits })
    .replace(/^-/, '\u2212');

export const goTo = (page: Page, address: string) =>
  page.evaluate(`location.hash = ${JSON.stringify(address)}`);

/** Opens a module of the project and waits for its own form (the previous one lingers a moment). */
export async function openModule(page: Page, projectId: string, key: string): Promise<void> {
  await goTo(page, `#/projects/${projectId}/modules/${key}`);
  await page
    .locator(`[data-testid="module-detail"][data-module-key="${key}"]`)
    .getByTestId('editor-form')
    .waitFor();
}
