import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { haveChromium, useE2E } from './harness';

/*
 * Writes that wait for a decision rather than a choice per key. A deal deleted and
 * one archived on the server while an edit of each waited ("Auf dem Server gelöscht" /
 * "archiviert": discard or restore), and a create whose answer was lost with a record the
 * server made since ("Möglicherweise schon angelegt": "Das ist meiner" / "Neu anlegen"). Each is
 * shown in the outbox in German and settled there or on the record's page.
 */

type Deal = { id: string; title: string; value: number | null; archivedAt: string | null };

describe.skipIf(!haveChromium)('decisions in the outbox', () => {
  const e2e = useE2E();
  let page: Page;
  beforeAll(() => {
    page = e2e.page;
  });
  const office = <T>(m: string, p: string, b?: unknown) => e2e.onServer(m, p, b) as Promise<T>;

  it('asks whether a record the server made since a lost create is the user’s', async () => {
    await page.goto(e2e.app.appUrl);
    const core = e2e.core();
    const stages = await office<{ data: { id: string }[] }>('GET', '/v1/deal-stages');
    const contact = await office<{ id: string }>('POST', '/v1/contacts', {
      fields: { lastName: 'Kuhn' },
    });
    await core.engine.sync({ sweep: true });
    // The create went out, its answer was lost, and the server (which here ignores keys) has a
    // deal for the same customer since: the engine stops there (test/sync covers that path).
    await e2e.app.manager.setSettings({ offline: true });
    const local = core.store.createDeal({
      contactId: contact.id,
      title: 'Wärmepumpe Kuhn',
      stageId: stages.data[0]!.id,
      value: 14000,
    });
    const made = await office<Deal>('POST', '/v1/deals', {
      contactId: contact.id,
      title: 'Wärmepumpe Kuhn',
      stageId: stages.data[0]!.id,
      value: 14000,
    });
    const [entry] = core.store.listOutbox().filter((e) => e.recordId === local.id);
    core.store.markWaiting(entry!.seq, 'maybeCreated', {
      candidate: { id: made.id, record: made as unknown as Record<string, unknown> },
    });
    await page.goto(`${e2e.app.appUrl.split('#')[0]}#/outbox`);
    const question = page
      .getByTestId('decision')
      .filter({ hasText: 'Möglicherweise schon angelegt' });
    await question.waitFor();
    await question
      .getByTestId('candidate')
      .filter({ hasText: 'Wärmepumpe Kuhn · 14.000 €' })
      .waitFor();
    await e2e.expectAccessible('Ausgang mit möglicherweise schon angelegtem Vorgang');
    await e2e.shot('outbox-decision-maybe-created');
    await question.getByRole('button', { name: 'Das ist meiner' }).click();
    await expect.poll(() => core.store.listOutbox().length).toBe(0);
    expect(core.store.getDeal(local.id)).toBeUndefined();
    expect(core.store.getDeal(made.id)).toMatchObject({ title: 'Wärmepumpe Kuhn' });
    await e2e.app.manager.setSettings({ offline: false });
  });
});
