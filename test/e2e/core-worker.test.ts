import { describe, expect, it } from 'vitest';
import { haveChromium, useE2E } from './harness';

/*
 * The core in its worker thread, seen by the user: full-text search in the contact list, and a
 * crash of the worker said in the status bar while what was typed before it still goes out once.
 */

describe.skipIf(!haveChromium)('the core off the main thread', () => {
  const e2e = useE2E();
  const search = () => e2e.page.getByRole('searchbox', { name: 'Kontakte durchsuchen' });
  const list = () => e2e.page.getByTestId('contact-list');

  it('finds contacts by several words in any order, by town and by street', async () => {
    const { page } = e2e;
    await page.goto(e2e.app.appUrl);
    await page.getByTestId('pending-count').filter({ hasText: '0 ausstehend' }).waitFor();
    // A worker thread of its own (the main thread's id is 0).
    expect(e2e.coreWorker().threadId).toBeGreaterThan(0);
    const created = (await e2e.onServer('POST', '/v1/contacts', {
      status: 'lead',
      fields: { firstName: 'Florian', lastName: 'Wolfsberger' },
    })) as { id: string };
    const building = (await e2e.onServer('POST', '/v1/buildings', {
      contactId: created.id,
      name: 'Wohnhaus',
      street: 'Kunoldstraße 12',
      postalCode: '34131',
      city: 'Kassel',
    })) as { id: string };
    // The host answers sync.now when a pass that began after the click is over (a catch-up pass
    // under way when the click came is waited out, then one more runs): one click brings both.
    // The button may not be disabled yet when the click returns, so its being enabled proves
    // nothing; the answer does.
    const core = e2e.core();
    const pulled = () =>
      Boolean(core.store.getContact(created.id) && core.store.getBuilding(building.id));
    await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/ipc/sync.now'), { timeout: 30_000 }),
      page.getByRole('button', { name: 'Jetzt synchronisieren' }).click(),
    ]);
    expect(pulled()).toBe(true);
    // The contacts' search index is built in steps after a workspace's first sync. It is taken
    // back to that state here once the build after this sync is over (nothing builds it again
    // before the engine's next status: no sync, no write in between), and built below in one
    // step per index, so what is typed meanwhile is typed during the build.
    await expect
      .poll(() => core.store.searchIndexes.complete() && core.store.dealBoardCopy.complete(), {
        timeout: 30_000,
      })
      .toBe(true);
    core.store.searchIndexes.suspend();
    const showsOnlyFlorian = () =>
      expect
        .poll(() => list().getByRole('button').allTextContents(), { timeout: 10_000 })
        .toEqual([expect.stringContaining('Florian Wolfsberger')]);
    const typeAfresh = async (typed: string) => {
      // Nothing first, so the list can't still show the previous query's answer.
      await search().fill('xqxqxq');
      await list().getByText('Keine Kontakte zu „xqxqxq“.').waitFor();
      await search().fill(typed);
    };
    // During the build: names, town and street as written.
    for (const typed of ['Florian Wolfsberger', 'Wolfsberger Florian', 'wolfsb kassel']) {
      await typeAfresh(typed);
      await showsOnlyFlorian();
    }
    // The street with ß typed as ss only the index finds: nothing yet...
    await typeAfresh('Kunoldstrasse wolfsberger');
    await list().getByText('Keine Kontakte zu „Kunoldstrasse wolfsberger“.').waitFor();
    expect(core.store.searchIndexes.complete()).toBe(false);
    // ...and once the index is complete the list shows him without another keystroke.
    // One step per index (contacts, buildings, projects, deals).
    for (let kind = 0; kind < 4 && !core.store.searchIndexes.buildStep(100_000); kind++);
    expect(core.store.searchIndexes.complete()).toBe(true);
    await showsOnlyFlorian();
    for (const typed of ['wolfsb kassel', 'Kunoldstraße wolfsberger']) {
      await typeAfresh(typed);
      await showsOnlyFlorian();
    }
    await e2e.shot('core-worker-search');
  });

  it('says so in the status bar when the core restarts after a crash; the queued write goes out once', async () => {
    const { page } = e2e;
    // Not only after the first test: the app must be open.
    if (!page.url().startsWith('http')) await page.goto(e2e.app.appUrl);
    await e2e.setOnline(false);
    await page.getByRole('button', { name: 'Neuer Kontakt' }).click();
    const form = page.getByTestId('new-contact-form');
    await form.locator('input[name=lastName]').fill('Absturzprobe');
    await form.getByRole('button', { name: 'Kontakt anlegen' }).click();
    await page.getByTestId('pending-count').filter({ hasText: '1 ausstehend' }).waitFor();
    await e2e.coreWorker().terminate();
    await expect
      .poll(() => page.getByTestId('core-restarted').textContent(), { timeout: 10_000 })
      .toBe('Neu gestartet, nichts verloren');
    expect(await page.getByTestId('core-restarted').getAttribute('title')).toMatch(
      /nach einem Fehler neu gestartet\. Ihre Änderungen sind gespeichert/,
    );
    await e2e.shot('core-worker-restarted');
    await e2e.setOnline(true);
    await page.getByRole('button', { name: 'Jetzt synchronisieren' }).click();
    await page
      .getByTestId('pending-count')
      .filter({ hasText: '0 ausstehend' })
      .waitFor({ timeout: 20_000 });
    const onServer = (await e2e.onServer('GET', '/v1/contacts?limit=500')) as {
      data: { fields: { lastName?: string } }[];
    };
    expect(onServer.data.filter((c) => c.fields.lastName === 'Absturzprobe')).toHaveLength(1);
  });
});
