import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/*
 * A project made on a building's page, as the consultant does it: "Projekt anlegen", the type,
 * the title (typed, or the one the form proposes for the type, waited for), "Projekt anlegen".
 * Offline the new project has a local id until the sync sends it; its page opens at once.
 */

/** Makes the project on the building page shown and gives its (local) id once its page opened. */
export async function newProjectOnBuilding(
  page: Page,
  project: { type: string; title: string; typed: boolean },
): Promise<string> {
  const hash = () => new URL(page.url()).hash;
  await page.getByTestId('building-page').getByRole('button', { name: 'Projekt anlegen' }).click();
  const form = page.getByTestId('new-project-form');
  await form.getByLabel('Projektart').selectOption({ label: project.type });
  if (project.typed) await form.getByLabel('Titel').fill(project.title);
  // The proposed title follows the type once the change has rendered.
  else await expect.poll(() => form.getByLabel('Titel').inputValue()).toBe(project.title);
  await form.getByRole('button', { name: 'Projekt anlegen' }).click();
  await expect.poll(hash).toMatch(/^#\/projects\/local%3A/);
  return decodeURIComponent(hash().split('/')[2]!);
}
