import { describe, expect, it } from 'vitest';
import { haveChromium, useE2E } from './harness';
import { CoreWorkerHost } from '../../src/main/worker/host';

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
    expect(e2e.app.manager.active.worker).toBeInstanceOf(CoreWorkerHost);
    const created = (await e2e.onServer('POST', '/v1/contacts', {
      status: 'lead',
      fields: { firstName: 'Florian', lastName: 'Wolfsberger' },
    })) as { id: string };
    await e2e.onServer('POST', '/v1/buildings', {
      contactId: created.id,
      name: 'Wohnhaus',
      street: 'Kunoldstraße 12',
      postalCode: '34131',
      city: 'Kassel',
    });
    // The host answers sync.now when its pass is over (the button may not be disabled yet when the
    // click returns, so its being enabled proves nothing).
    await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/ipc/sync.now'), { timeout: 30_000 }),
      page.getByRole('button', { name: 'Jetzt synchronisieren' }).click(),
    ]);
    // Town and street are found through the contacts' search index, which the core builds in
    // steps after a workspace's first sync. Typed in those seconds, they must find what they
    // find afterwards: the index is taken back to that state once the build after this sync is
    // over (nothing builds it again before the next status of the sync engine: no sync, no
    // write in between).
    const core = e2e.core();
    await expect
      .poll(() => core.store.searchIndexes.complete() && core.store.dealBoardCopy.complete(), {
        timeout: 30_000,
      })
      .toBe(true);
    core.store.searchIndexes.suspend();
    const typedWords = [
      'Florian Wolfsberger',
      'Wolfsberger Florian',
      'wolfsb kassel',
      'Kunoldstraße wolfsberger',
    ];
    const findsEach = async () => {
      for (const typed of typedWords) {
        // Nothing first, so the list can't still show the previous query's answer.
        await search().fill('xqxqxq');
        await list().getByText('Keine Kontakte zu „xqxqxq“.').waitFor();
        await search().fill(typed);
        await expect
          .poll(() => list().getByRole('button').allTextContents(), { timeout: 10_000 })
          .toEqual([expect.stringContaining('Florian Wolfsberger')]);
      }
    };
    await findsEach();
    expect(core.store.searchIndexes.complete()).toBe(false);
    // The next sync's end builds the index; the same words find the same contact through it.
    await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/ipc/sync.now'), { timeout: 30_000 }),
      page.getByRole('button', { name: 'Jetzt synchronisieren' }).click(),
    ]);
    await expect.poll(() => core.store.searchIndexes.complete(), { timeout: 30_000 }).toBe(true);
    await findsEach();
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
    await e2e.app.manager.active.worker!.kill();
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
