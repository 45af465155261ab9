import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  conflictEdits,
  seedConflictShapes,
  type ConflictShapes,
} from '../sync/fixtures/conflict-shapes';
import { haveChromium, useE2E } from './harness';

/*
 * Every conflict shape (a key missing on one side, a cleared field, a deal's stage, a
 * module saved in an older format, a nested object against a text, a list) is made offline here
 * and on the server, then shown in the outbox in the user's words and resolved there or on the
 * record's own page.
 */

describe.skipIf(!haveChromium)('conflicts of every shape in the outbox', () => {
  const e2e = useE2E();
  let page: Page;
  let shapes: ConflictShapes;
  beforeAll(() => {
    page = e2e.page;
  });
  const nav = (name: string | RegExp) =>
    page.getByRole('navigation', { name: 'Bereiche' }).getByRole('link', { name });
  const office = {
    request: <T>(m: string, p: string, b?: unknown) => e2e.onServer(m, p, b) as Promise<T>,
  };
  const shotOf = async (name: string, locator: ReturnType<Page['locator']>) => {
    const dir = process.env.ORTSTERMIN_SCREENSHOTS;
    if (dir) await locator.screenshot({ path: join(dir, `${name}.png`), caret: 'hide' });
  };

  it('lists each conflict with names, labels and German numbers', async () => {
    await page.goto(e2e.app.appUrl);
    const core = e2e.core();
    shapes = await seedConflictShapes(office, core, () => core.engine.sync({ sweep: true }));
    const edits = conflictEdits(shapes);
    await e2e.app.manager.setSettings({ offline: true });
    edits.local(core);
    await edits.office(office);
    await e2e.app.manager.setSettings({ offline: false });
    await expect
      .poll(
        async () => {
          await core.engine.sync({ sweep: true }).catch(() => undefined);
          return core.store.pendingCounts().conflicts;
        },
        { timeout: 30_000 },
      )
      .toBe(5);
    // The status bar hears the count from the app's own sync.
    await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/ipc/sync.now'), { timeout: 30_000 }),
      page.getByRole('button', { name: 'Jetzt synchronisieren' }).click(),
    ]);
    await page.getByTestId('conflict-count').filter({ hasText: '5 Konflikte' }).waitFor();
    await nav(/Ausgang/).click();
    const items = page.getByTestId('outbox-item');
    await expect.poll(() => page.getByTestId('conflict').count()).toBe(5);
    const [, offer, order] = shapes.dealMoved.stages;
    const deal = items.filter({ hasText: 'Wärmepumpe Pfeiffer' });
    await deal.getByTestId('conflict-mine').filter({ hasText: offer!.name }).waitFor();
    await deal.getByTestId('conflict-theirs').filter({ hasText: order!.name }).waitFor();
    expect(await page.getByTestId('outbox').textContent()).not.toMatch(/stg_|mine|theirs/);
    const older = items.filter({ hasText: 'Heizlast' }).first();
    await older.getByText('Luftwechsel (1/h): 0,7').waitFor();
    await older.getByText('(nicht vorhanden)').waitFor();
    await e2e.expectAccessible('Ausgang mit Konflikten jeder Art');
    await e2e.shot('outbox-conflict-all');
    await shotOf('outbox-conflict-stage', deal);
    await shotOf('outbox-conflict-older-format', older);
    await shotOf('outbox-conflict-nested-list', items.filter({ hasText: 'U-Wert' }).first());
    await shotOf(
      'outbox-conflict-missing-key',
      items.filter({ hasText: 'Pfeiffer geändert' }).filter({ hasText: 'Telefon' }).first(),
    );

    // The search finds an entry by what it shows: the stage's name.
    await page.getByRole('searchbox', { name: 'Ausgang durchsuchen' }).fill(order!.name);
    await expect.poll(() => page.getByTestId('conflict').count()).toBe(1);
    await page.getByRole('searchbox', { name: 'Ausgang durchsuchen' }).fill('');
    await expect.poll(() => page.getByTestId('conflict').count()).toBe(5);
  });

  it('marks the records the conflicts belong to in the contacts, projects and deals lists', async () => {
    await nav('Kontakte').click();
    const contacts = page.getByTestId('contact-list');
    const contactSearch = page.getByRole('searchbox', { name: 'Kontakte durchsuchen' });
    for (const name of ['Paula Pfeiffer', 'Emil Ehrlich']) {
      await contactSearch.fill(name);
      const row = contacts.getByRole('button', { name: new RegExp(name) });
      await row.waitFor();
      await row.getByTestId('conflict-mark').filter({ hasText: 'Konflikt' }).waitFor();
    }
    // Its modules' conflicts mark the project: that is where the user opens them.
    await nav('Projekte').click();
    await page
      .getByRole('searchbox', { name: 'Projekte durchsuchen' })
      .fill('Heizungsplanung Pfeiffer');
    const project = page
      .getByTestId('project-list')
      .getByRole('button', { name: /Heizungsplanung Pfeiffer/ });
    await project.getByTestId('conflict-mark').waitFor();
    await shotOf('projects-list-conflict-mark', page.getByTestId('project-list'));

    // The deal says so on its board card and in the table, in the same words.
    await nav('Pipeline').click();
    const search = page.getByRole('searchbox', { name: 'Vorgänge durchsuchen' });
    await search.fill('Wärmepumpe Pfeiffer');
    const card = page.locator(`[data-testid="deal-card"][data-deal-id="${shapes.dealMoved.id}"]`);
    await card.getByTestId('conflict-mark').filter({ hasText: 'Konflikt' }).waitFor();
    expect(await card.textContent()).not.toContain('nicht synchronisiert');
    expect(await page.getByTestId('deal-card').getByTestId('conflict-mark').count()).toBe(1);
    await shotOf('pipeline-card-conflict-mark', card);
    await page.getByRole('button', { name: 'Liste', exact: true }).click();
    const row = page.getByTestId('deal-row').filter({ hasText: 'Wärmepumpe Pfeiffer' });
    await row.getByTestId('conflict-mark').filter({ hasText: 'Konflikt' }).waitFor();
    expect(await row.textContent()).not.toContain('nicht synchronisiert');
    await shotOf('deal-table-conflict-mark', row);
    // …and on its own page, over the banner with the choice.
    await row.getByRole('link', { name: 'Wärmepumpe Pfeiffer' }).click();
    const head = page.locator('.deal-head');
    await head.getByTestId('conflict-mark').filter({ hasText: 'Konflikt' }).waitFor();
    expect(await head.textContent()).not.toContain('nicht synchronisiert');
    await page.getByTestId('conflict-banner').waitFor();
    await nav('Pipeline').click();
    await page.getByRole('button', { name: 'Tafel', exact: true }).click();
    await search.fill('');
    await nav(/Ausgang/).click();
    await page.getByTestId('outbox-item').first().waitFor();
  });

  it('resolves with a value of the user’s own, said at the field when it is not usable', async () => {
    const item = page.getByTestId('outbox-item').filter({ hasText: 'Ehrlich' });
    const own = item.getByRole('textbox', { name: 'E-Mail: eigenen Wert eingeben' });
    await own.focus();
    await item.getByRole('button', { name: 'Übernehmen' }).click();
    await item.getByRole('alert').filter({ hasText: 'Bitte einen Wert eingeben' }).waitFor();
    await own.fill('emil@ehrlich.info');
    await item.getByRole('button', { name: 'Übernehmen' }).click();
    await expect.poll(() => e2e.core().store.pendingCounts().conflicts).toBe(4);
    const entry = e2e
      .core()
      .store.listOutbox()
      .find((e) => e.recordId === shapes.emailCleared.id);
    expect(entry === undefined || entry.body).toBeTruthy();
    expect(e2e.core().store.getContact(shapes.emailCleared.id)?.fields.email).toBe(
      'emil@ehrlich.info',
    );
  });

  it('shows the conflict on the record’s own page with the same choice', async () => {
    await page.goto(`${e2e.app.appUrl.split('#')[0]}#/contacts/${shapes.phoneRemoved.id}`);
    const banner = page.getByTestId('conflict-banner');
    await banner.waitFor();
    await banner.getByText('0761 2').waitFor();
    await e2e.expectAccessible('Kontakt mit Konflikt');
    await shotOf('record-conflict-banner', page.getByTestId('contact-detail'));
    await banner.getByRole('radio', { name: 'Telefon: Wert vom Server übernehmen' }).check();
    await banner.getByRole('button', { name: 'Übernehmen' }).click();
    await banner.waitFor({ state: 'detached' });
    await expect.poll(() => e2e.core().store.pendingCounts().conflicts).toBe(3);
    await page.getByTestId('conflict-count').filter({ hasText: '3 Konflikte' }).waitFor();
  });
});
