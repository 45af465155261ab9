import type { Locator } from 'playwright-core';
import { expect } from 'vitest';
import type { E2E } from './harness';

/*
 * How the PV journeys begin: a consultant opens a project of the demo from the project list,
 * goes offline and creates a PV plan there. Written once so the three journeys start the same
 * way, each step waited for (the first sync, the project's address, the plan's local address),
 * never assumed on a slow machine.
 */

type Project = ReturnType<ReturnType<E2E['core']>['store']['dump']>['projects'][number];

export interface NewPvPlan {
  /** The plan's name and location (typed as a consultant types them, German decimals). */
  name: string;
  latitude: string;
  longitude: string;
  /** Which project to open; by default any whose title no other project shares. */
  choose?: (project: Project, core: ReturnType<E2E['core']>) => boolean;
  /** Runs with the open "Neuer PV-Plan" form before the plan's values are typed. */
  beforeCreate?: (form: Locator) => Promise<void>;
}

const pattern = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/**
 * Opens the chosen project's page after the first sync, then offline creates a PV plan and waits
 * until the planner shows it under its local address. Returns the project and its "PV-Pläne"
 * region (the journeys come back to it).
 */
export async function openNewPvPlan(
  e2e: E2E,
  plan: NewPvPlan,
): Promise<{ project: Project; section: Locator }> {
  const { page, app } = e2e;
  const hash = () => new URL(page.url()).hash;
  await page.goto(app.appUrl);
  await page
    .getByRole('navigation', { name: 'Bereiche' })
    .getByRole('link', { name: 'Projekte' })
    .click();
  // The first sync has finished: the dump below is the whole demo, not the part pulled so far.
  await expect.poll(() => e2e.core().engine.status.lastSuccessAt, { timeout: 30_000 }).toBeTruthy();
  const core = e2e.core();
  const { projects } = core.store.dump();
  const unique = (p: Project) =>
    projects.filter((other) => other.title.includes(p.title)).length === 1;
  const project = projects.find((p) => unique(p) && (plan.choose?.(p, core) ?? true));
  if (!project) throw new Error('the demo has no project this journey can use');

  await page.getByRole('searchbox', { name: 'Projekte durchsuchen' }).fill(project.title);
  await page
    .getByTestId('project-list')
    .getByRole('button', { name: pattern(project.title) })
    .first()
    .click();
  await expect.poll(hash).toBe(`#/projects/${project.id}`);
  const section = page.getByRole('region', { name: 'PV-Pläne' });
  await section.waitFor();

  await e2e.setOnline(false);
  await section.getByRole('button', { name: 'Neuer PV-Plan' }).click();
  const form = page.getByTestId('new-pv-plan-form');
  await form.waitFor();
  await plan.beforeCreate?.(form);
  await form.getByLabel('Name').fill(plan.name);
  await form.getByLabel('Breitengrad (°)').fill(plan.latitude);
  await form.getByLabel('Längengrad (°)').fill(plan.longitude);
  await form.getByRole('button', { name: 'PV-Plan anlegen' }).click();
  await expect.poll(hash).toMatch(/^#\/pv-plans\/local%3A/);
  return { project, section };
}
