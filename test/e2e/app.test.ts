import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBridge, type RunningBridge } from '../../src/main/browser/bridge';
import {
  buildRenderer,
  rendererIsStale,
  rendererOutDir,
} from '../../src/main/browser/renderer-build';
import { openSession, type Session } from '../../src/main/ipc/session';

/*
 * The real thing end to end: reference server (demo seed) + core on a temp database + browser
 * bridge, and the built renderer in headless Chromium, driven like a user would.
 */

const executablePath = '/usr/bin/chromium';
const haveChromium = existsSync(executablePath);
const shots = process.env.ORTSTERMIN_SCREENSHOTS ?? join(tmpdir(), 'ortstermin-e2e');
if (!haveChromium)
  console.warn(
    `Skipping the end-to-end test: no Chromium at ${executablePath} (apt-get install chromium).`,
  );

describe.skipIf(!haveChromium)('Ortstermin in the browser', () => {
  let dir: string;
  let session: Session;
  let bridge: RunningBridge;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    if (rendererIsStale()) await buildRenderer();
    dir = mkdtempSync(join(tmpdir(), 'ortstermin-e2e-'));
    session = await openSession({
      dataDir: join(dir, 'data'),
      workspace: { kind: 'demo' },
      pushDelayMs: 50,
    });
    bridge = await startBridge({
      handlers: session.handlers,
      subscribe: session.subscribe,
      rendererDir: rendererOutDir,
    });
    context = await chromium.launchPersistentContext(join(dir, 'profile'), {
      executablePath,
      headless: true,
      viewport: { width: 1280, height: 800 },
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    });
    page = context.pages()[0] ?? (await context.newPage());
    page.on('pageerror', (error) => console.error('page error:', error.message));
  }, 120_000);

  afterAll(async () => {
    await context?.close();
    await bridge?.close();
    await session?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('refuses calls without the token', async () => {
    const response = await fetch(`${bridge.url}/ipc/sync.status`, { method: 'POST', body: '{}' });
    expect(response.status).toBe(401);
    const wrong = await fetch(`${bridge.url}/ipc/sync.status`, {
      method: 'POST',
      headers: { Authorization: 'Bearer nope' },
      body: '{}',
    });
    expect(wrong.status).toBe(401);
  });

  it('loads the demo workspace and finds a contact', async () => {
    await page.goto(bridge.appUrl);
    // The token leaves the address bar once it is read.
    await expect.poll(() => page.url()).not.toContain('token=');
    await page.getByTestId('pending-count').filter({ hasText: '0 pending' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search contacts' }).fill('Müller');
    const list = page.getByTestId('contact-list');
    await list
      .getByRole('button', { name: /Müller/ })
      .first()
      .waitFor();
    await list
      .getByRole('button', { name: /Müller/ })
      .first()
      .click();
    await page
      .getByTestId('contact-detail')
      .getByRole('heading', { name: /Müller/ })
      .waitFor();
    await page.screenshot({ path: join(shots, '1-contacts.png') });
  });

  it('shows field errors for bad input, then creates a contact that syncs', async () => {
    await page.getByRole('button', { name: 'New contact' }).click();
    const form = page.getByTestId('new-contact-form');
    await form.locator('input[name=email]').fill('not-an-email');
    await form.getByRole('button', { name: 'Create contact' }).click();
    await expect
      .poll(() => form.getByTestId('error-email').textContent())
      .toContain('valid e-mail');
    await expect
      .poll(() => form.getByTestId('error-lastName').textContent())
      .toContain('is required');
    await page.screenshot({ path: join(shots, '2-field-errors.png') });
    expect(await session.core.store.listOutbox()).toHaveLength(0);

    await form.locator('input[name=firstName]').fill('Erika');
    await form.locator('input[name=lastName]').fill('Testfrau');
    await form.locator('input[name=email]').fill('erika.testfrau@example.de');
    await form.getByRole('button', { name: 'Create contact' }).click();
    await page
      .getByTestId('contact-detail')
      .getByRole('heading', { name: 'Erika Testfrau' })
      .waitFor();

    // Synced: the outbox is empty, the bar says so, and the open contact carries its server id.
    await expect.poll(() => session.core.store.listOutbox().length, { timeout: 15_000 }).toBe(0);
    await page.getByTestId('pending-count').filter({ hasText: '0 pending' }).waitFor();
    await expect
      .poll(() => page.getByTestId('contact-detail').getByText('not synced').count())
      .toBe(0);
    await page.getByRole('searchbox', { name: 'Search contacts' }).fill('Testfrau');
    await page
      .getByTestId('contact-list')
      .getByRole('button', { name: /Erika Testfrau/ })
      .waitFor();
    await page.screenshot({ path: join(shots, '3-created-synced.png') });
    const created = session.core.store.searchContacts('testfrau');
    expect(created).toHaveLength(1);
    expect(created[0]?.id.startsWith('local:')).toBe(false);
  });

  it('adds a building and a deal to the open contact, refusing bad input first', async () => {
    const detail = page.getByTestId('contact-detail');
    const contact = session.core.store.searchContacts('testfrau')[0]!;

    await detail.getByRole('button', { name: 'Add building' }).click();
    const building = page.getByTestId('add-building-form');
    await building.locator('input[name=buildingYear]').fill('neunzehn');
    await building.getByRole('button', { name: 'Add building' }).click();
    await expect
      .poll(() => building.getByTestId('error-name').textContent())
      .toContain('is required');
    expect(await building.getByTestId('error-buildingYear').textContent()).toContain(
      'whole number',
    );
    await building.locator('input[name=name]').fill('Einfamilienhaus');
    await building.locator('input[name=street]').fill('Lüner Weg 4');
    await building.locator('input[name=postalCode]').fill('21337');
    await building.locator('input[name=city]').fill('Lüneburg');
    await building.locator('input[name=buildingYear]').fill('1978');
    await building.getByRole('button', { name: 'Add building' }).click();
    await detail.getByText('Lüner Weg 4, 21337 Lüneburg').waitFor();

    await detail.getByRole('button', { name: 'Add deal' }).click();
    const deal = page.getByTestId('add-deal-form');
    await deal.locator('input[name=value]').fill('24 Tausend');
    await deal.getByRole('button', { name: 'Add deal' }).click();
    await expect.poll(() => deal.getByTestId('error-title').textContent()).toContain('is required');
    expect(await deal.getByTestId('error-value').textContent()).toContain('amount in euros');
    await page.screenshot({ path: join(shots, '3a-deal-errors.png') });
    await deal.locator('input[name=title]').fill('Wärmepumpe Testfrau');
    await deal.locator('input[name=value]').fill('24.000,50');
    await deal.getByRole('button', { name: 'Add deal' }).click();
    await detail.getByRole('cell', { name: 'Wärmepumpe Testfrau' }).waitFor();
    await page.screenshot({ path: join(shots, '3b-building-and-deal.png') });

    // What the core holds (local or already synced): the amount as typed, the building's address.
    const saved = session.core.store.contactRelations(contact.id);
    expect(saved.deals).toMatchObject([{ title: 'Wärmepumpe Testfrau', value: 24000.5 }]);
    expect(saved.buildings).toMatchObject([
      { name: 'Einfamilienhaus', postalCode: '21337', buildingYear: 1978, livingArea: null },
    ]);
    await expect.poll(() => session.core.store.listOutbox().length, { timeout: 15_000 }).toBe(0);
  });

  it('shows the pipeline with sums and critical deals', async () => {
    await page.getByRole('button', { name: 'Pipeline' }).click();
    const columns = page.getByTestId('pipeline-column');
    await columns.first().waitFor();
    expect(await columns.count()).toBeGreaterThan(2);
    expect(await page.locator('.deal.critical').count()).toBeGreaterThan(0);
    await page.screenshot({ path: join(shots, '4-pipeline.png') });
  });

  it('shows a locked module read-only with its reason', async () => {
    await page.getByRole('button', { name: 'Projects' }).click();
    const lockedModule = session.core.store.dump().modules.find((m) => m.status === 'locked');
    expect(lockedModule).toBeDefined();
    const project = session.core.store.getProject(lockedModule!.projectId)!;
    // Found by a word of its title typed in upper case (a city or a name, umlauts included).
    const word = project.title.split(' ')[1]!.replace(',', '');
    const list = page.getByTestId('project-list');
    await page.getByRole('searchbox', { name: 'Search projects' }).fill(word.toUpperCase());
    await expect
      .poll(async () =>
        (await list.locator('.list-title').allTextContents()).every((t) =>
          t.toLowerCase().includes(word.toLowerCase()),
        ),
      )
      .toBe(true);
    await list.getByRole('button', { name: new RegExp(escape(project.title)) }).click();
    await page.locator(`[data-module-key="${lockedModule!.moduleKey}"]`).click();
    const detail = page.getByTestId('module-detail');
    await expect.poll(() => detail.getAttribute('data-locked')).toBe('true');
    expect(await page.getByTestId('locked-reason').textContent()).toContain(
      lockedModule!.lockedReason!,
    );
    expect(await detail.getByRole('button', { name: 'Save module' }).count()).toBe(0);
    const inputs = detail.locator('input, textarea');
    for (let i = 0; i < (await inputs.count()); i++)
      expect(await inputs.nth(i).getAttribute('readonly')).not.toBeNull();
    await page.screenshot({ path: join(shots, '5-locked-module.png') });
  });

  it('edits a module payload field and keeps every other key', async () => {
    const editable = session.core.store
      .dump()
      .modules.find(
        (m) =>
          m.status !== 'locked' &&
          m.payload &&
          Object.values(m.payload).some((v) => typeof v === 'string') &&
          Object.keys(m.payload).length > 1,
      )!;
    const [key] = Object.entries(editable.payload!).find(([, v]) => typeof v === 'string')!;
    const project = session.core.store.getProject(editable.projectId)!;
    // The search of the last test is still there, as a user left it; clear it.
    await page.getByRole('searchbox', { name: 'Search projects' }).fill('');
    await page
      .getByTestId('project-list')
      .getByRole('button', { name: new RegExp(escape(project.title)) })
      .click();
    await page.locator(`[data-module-key="${editable.moduleKey}"]`).click();
    const detail = page.getByTestId('module-detail');
    await expect.poll(() => detail.getAttribute('data-locked')).toBe('false');
    await detail.getByLabel(new RegExp(`^${escape(key)}`)).fill('Geändert im Test');
    await detail.getByRole('button', { name: 'Save module' }).click();
    await expect.poll(() => session.core.store.listOutbox().length, { timeout: 15_000 }).toBe(0);
    await page.getByTestId('pending-count').filter({ hasText: '0 pending' }).waitFor();
    await expect
      .poll(
        () => session.core.store.getModule(editable.projectId, editable.moduleKey)?.payload?.[key],
      )
      .toBe('Geändert im Test');
    const saved = session.core.store.getModule(editable.projectId, editable.moduleKey)!;
    expect(Object.keys(saved.payload!)).toEqual(Object.keys(editable.payload!));
    expect({ ...saved.payload, [key]: editable.payload![key] }).toEqual(editable.payload);
    await page.screenshot({ path: join(shots, '6-module-edit.png') });
  });

  it('shows a write the server refused with its reason, and discards it', async () => {
    // A contact this device believes exists but the server does not know: the patch is refused.
    const now = new Date().toISOString();
    session.core.store.applyServerRecords('contacts', [
      {
        id: 'con_ghost',
        status: 'lead',
        assignedTo: null,
        fields: { lastName: 'Geist' },
        createdAt: now,
        updatedAt: now,
        lastActivityAt: now,
      },
    ]);
    session.core.store.patchContact('con_ghost', { status: 'qualified' });
    session.core.engine.notifyLocalWrite();
    await page.getByTestId('rejected-count').filter({ hasText: '1 rejected' }).waitFor();
    await page.getByRole('button', { name: /Outbox/ }).click();
    const item = page.getByTestId('outbox-item');
    await item.getByText('The workspace refused this change').waitFor();
    await page.screenshot({ path: join(shots, '7-outbox-rejected.png') });
    await item.getByRole('button', { name: 'Discard' }).click();
    await page.getByTestId('outbox-empty').waitFor();
    await page.getByTestId('rejected-count').filter({ hasText: '0 rejected' }).waitFor();
  });
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
