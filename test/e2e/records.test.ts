import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Building, Contact, Project, ProjectModule } from '../../src/shared/api';
import { haveChromium, useE2E } from './harness';
import { newProjectOnBuilding } from './new-project';

/*
 * The records journeys (all but the pipeline): the whole contact list with its status
 * filter, editing a contact, a building with every field and its page, a project from it (edit,
 * archive), the outbox in words, a refused write edited in its own form, Retry after an unlock.
 * The writes happen offline (demo server stopped); the server's state is checked after.
 */

describe.skipIf(!haveChromium)('records: contacts, buildings, projects, outbox', () => {
  const e2e = useE2E();
  let page: Page;
  beforeAll(() => {
    page = e2e.page;
  });

  const hash = () => new URL(page.url()).hash;
  const nav = (name: string | RegExp) =>
    page.getByRole('navigation', { name: 'Bereiche' }).getByRole('link', { name });
  // The host answers sync.now when its sync pass is over: wait for that answer, not only the click
  // (the bar may still read "Synchronisiert" from the pass before).
  const syncNow = () =>
    Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/ipc/sync.now'), { timeout: 30_000 }),
      page.getByRole('button', { name: 'Jetzt synchronisieren' }).click(),
    ]);
  const list = <T>(path: string) =>
    e2e.onServer('GET', path).then((answer) => (answer as { data: T[] }).data);
  const settled = () =>
    expect
      .poll(() => page.getByTestId('sync-state').textContent(), { timeout: 20_000 })
      .toBe('Synchronisiert');

  let annaId = '';
  let buildingName = '';

  it('lists every contact, virtualized, past 100, with a status filter', async () => {
    // 180 more people on the server: the list must go past the old limit of 100.
    for (let i = 0; i < 180; i++)
      await e2e.onServer('POST', '/v1/contacts', {
        status: i % 2 ? 'lead' : 'customer',
        fields: { firstName: 'Massen', lastName: `Kontakt ${String(i).padStart(3, '0')}` },
      });
    await page.goto(e2e.app.appUrl);
    await expect.poll(hash).toBe('#/contacts');
    await syncNow();
    await settled();
    const count = page.getByTestId('contact-count');
    await expect.poll(() => count.textContent(), { timeout: 15_000 }).toMatch(/Kontakte$/);
    const rows = page.getByTestId('contact-list').getByRole('button');
    // Only the rows in view are in the page, however many contacts there are.
    expect(await rows.count()).toBeLessThan(60);
    // Scrolling to the end loads the rest: all 220 are there.
    await page.getByTestId('contact-list').hover();
    // Wheel until the list stands at the end of what is loaded, then wait for the next page to
    // make it longer; until all are there. Each turn waits for the scroll or the page it caused.
    const scroller = `document.querySelector('[data-testid=contact-list]').parentElement`;
    const scrollTop = () => page.evaluate<number>(`${scroller}.scrollTop`);
    const atEnd = () =>
      page.evaluate<boolean>(
        `(() => { const s = ${scroller}; return s.scrollTop + s.clientHeight >= s.scrollHeight - 1; })()`,
      );
    for (let turn = 0; turn < 40 && (await count.textContent()) !== '220 Kontakte'; turn++) {
      if (await atEnd()) {
        await expect
          .poll(async () => !(await atEnd()) || (await count.textContent()) === '220 Kontakte')
          .toBe(true);
        continue;
      }
      const top = await scrollTop();
      await page.mouse.wheel(0, 4000);
      await expect.poll(scrollTop).not.toBe(top);
    }
    await expect.poll(() => count.textContent()).toBe('220 Kontakte');
    expect(await rows.count()).toBeLessThan(60);

    await page.getByLabel('Nach Status filtern').selectOption({ label: 'Qualifiziert' });
    // The count reads "220 Kontakte" until the filter applies: wait for the rows themselves.
    await expect
      .poll(async () => {
        const tags = await page.getByTestId('contact-list').locator('.tag').allTextContents();
        return [...new Set(tags)];
      })
      .toEqual(['Qualifiziert']);
    await expect.poll(() => count.textContent()).not.toBe('220 Kontakte');
    await page.getByLabel('Nach Status filtern').selectOption({ label: 'Alle Status' });
    await expect.poll(() => count.textContent()).toBe('220 Kontakte');
    await e2e.expectAccessible('Kontaktliste mit Statusfilter');
    await e2e.shot('contacts-list');
  });

  // One journey with the demo server stopped (the harness restarts it after each test).
  it('offline: contact edit, building, project (edit, archive), the outbox in words', async () => {
    await e2e.setOnline(false);
    await editContact();
    await addBuilding();
    await addProject();
    await checkOutbox();
  });

  /** Status and a free field; only those go into the queued edit. */
  async function editContact() {
    await page.getByRole('searchbox', { name: 'Kontakte durchsuchen' }).fill('anna.mueller');
    await page
      .getByTestId('contact-list')
      .getByRole('button', { name: /Anna Müller/ })
      .click();
    annaId = decodeURIComponent(hash().split('/')[2]!);
    const detail = page.getByTestId('contact-detail');
    await detail.getByRole('button', { name: 'Bearbeiten' }).click();
    const form = page.getByTestId('edit-contact-form');
    await form.getByLabel('Status').selectOption({ label: 'Qualifiziert' });
    await form.getByLabel('Neue Angabe (Name)').fill('kundennummer');
    await form.getByRole('button', { name: 'Angabe hinzufügen' }).click();
    await form.locator('input[name=kundennummer]').fill('K-4711');
    await e2e.expectAccessible('Kontakt bearbeiten');
    await e2e.shot('contact-edit');
    // A bad e-mail is refused at the field; what was typed stays.
    await form.getByLabel('E-Mail').fill('anna@');
    await form.getByRole('button', { name: 'Änderungen speichern' }).click();
    await expect
      .poll(() => form.getByTestId('error-email').textContent())
      .toBe('E-Mail: muss eine gültige E-Mail-Adresse sein, z. B. name@example.de');
    expect(await form.getByLabel('Status').inputValue()).toBe('qualified');
    expect(await form.locator('input[name=kundennummer]').inputValue()).toBe('K-4711');
    await form.getByLabel('E-Mail').fill('anna.mueller@example.de');
    await form.getByRole('button', { name: 'Änderungen speichern' }).click();
    await expect.poll(() => form.count()).toBe(0);
    await detail.getByText('K-4711').waitFor();
    await detail.locator('.tag', { hasText: 'Qualifiziert' }).waitFor();
  }

  /** Every field of the interface; "92,5" m²; a 4-digit PLZ refused at the field. */
  async function addBuilding() {
    const detail = page.getByTestId('contact-detail');
    await detail.getByRole('button', { name: 'Gebäude hinzufügen' }).click();
    const form = page.getByTestId('add-building-form');
    buildingName = 'Stadthaus Kunoldstraße';
    await form.getByLabel('Bezeichnung').fill(buildingName);
    await form.getByLabel('Gebäudeart').fill('Doppelhaushälfte');
    await form.getByLabel('Straße und Hausnummer').fill('Kunoldstraße 12');
    await form.getByLabel('PLZ').fill('3411');
    await form.getByLabel('Ort').fill('Kassel');
    expect(await form.getByLabel('Land (Kürzel, z. B. DE)').inputValue()).toBe('DE');
    await form.getByLabel('Baujahr').fill('1978');
    await form.getByLabel('Wohnfläche (m²)').fill('92,5');
    await form.getByLabel('Notizen').fill('Heizraum im Keller, Zugang über den Hof.');
    await form.getByRole('button', { name: 'Gebäude hinzufügen' }).click();
    await expect
      .poll(() => form.getByTestId('error-postalCode').textContent())
      .toBe('PLZ: muss in Deutschland fünf Ziffern haben, z. B. 34117');
    // Nothing typed is lost.
    expect(await form.getByLabel('Wohnfläche (m²)').inputValue()).toBe('92,5');
    await form.getByLabel('PLZ').fill('34117');
    await form.getByRole('button', { name: 'Gebäude hinzufügen' }).click();
    await expect.poll(() => form.count()).toBe(0);
    await detail.getByRole('link', { name: buildingName }).click();
    await expect.poll(hash).toMatch(/^#\/buildings\/local%3A/);
    const building = page.getByTestId('building-page');
    await building.getByRole('heading', { name: buildingName }).waitFor();
    await building.getByText('Kunoldstraße 12, 34117 Kassel').waitFor();
    await building.getByText('92,5 m²').waitFor();
    await building.getByText('Doppelhaushälfte').waitFor();
    await building.getByRole('link', { name: 'Anna Müller' }).waitFor();
    expect(await building.getByTestId('building-read-only').textContent()).toContain(
      'können nach dem Anlegen nicht geändert werden',
    );
    expect(await building.getByRole('button', { name: 'Bearbeiten' }).count()).toBe(0);
    await e2e.expectAccessible('Gebäudeseite');
    await e2e.shot('building-page');
  }

  /** From the building, title prefilled; edited; archived after asking; the list's filters. */
  async function addProject() {
    // The title proposed from the type and the building's address.
    await newProjectOnBuilding(page, {
      type: 'Energieausweis',
      title: 'Energieausweis Kunoldstraße 12, Kassel',
      typed: false,
    });
    const project = page.getByTestId('project-detail');
    await project
      .getByRole('heading', { name: 'Energieausweis Kunoldstraße 12, Kassel' })
      .waitFor();
    await project.getByRole('link', { name: 'Anna Müller' }).waitFor();
    await project.getByRole('link', { name: /Stadthaus Kunoldstraße/ }).waitFor();
    expect(await project.getByTestId('portal-visibility').textContent()).toBe(
      'Im Kundenportal nicht sichtbar',
    );
    await project.getByTestId('module-list').waitFor();

    await project.getByRole('button', { name: 'Bearbeiten' }).click();
    const edit = page.getByTestId('edit-project-form');
    await edit.getByLabel('Titel').fill('');
    await edit.getByRole('button', { name: 'Änderungen speichern' }).click();
    await expect
      .poll(() => edit.getByTestId('error-title').textContent())
      .toBe('Titel: ist ein Pflichtfeld');
    await edit.getByLabel('Titel').fill('Energieausweis Wolf, Kunoldstraße 12');
    await edit.getByLabel('Status').selectOption({ label: 'Aktiv' });
    await edit.getByRole('button', { name: 'Änderungen speichern' }).click();
    await project.getByRole('heading', { name: 'Energieausweis Wolf, Kunoldstraße 12' }).waitFor();
    await project.locator('.tag', { hasText: 'Aktiv' }).first().waitFor();
    await e2e.expectAccessible('Projektseite');
    await e2e.shot('project-page');

    await project.getByRole('button', { name: 'Archivieren' }).click();
    const dialog = page.getByRole('dialog', { name: 'Projekt archivieren?' });
    await dialog.waitFor();
    await e2e.expectAccessible('Dialog „Projekt archivieren?“');
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await project.locator('.tag', { hasText: 'Aktiv' }).first().waitFor();
    await project.getByRole('button', { name: 'Archivieren' }).click();
    await dialog.getByRole('button', { name: 'Archivieren' }).click();
    await project.locator('.tag', { hasText: 'Archiviert' }).first().waitFor();

    // The project list filters by type and status.
    await nav('Projekte').click();
    const projects = page.getByTestId('project-list');
    await page.getByLabel('Nach Projektart filtern').selectOption({ label: 'Energieausweis' });
    await page.getByLabel('Nach Status filtern').selectOption({ label: 'Archiviert' });
    await projects.getByRole('button', { name: /Energieausweis Wolf, Kunoldstraße 12/ }).waitFor();
    // Both filters apply in turn: wait until the list shows only what they let through.
    await expect
      .poll(async () =>
        (await projects.locator('.list-sub').allTextContents()).every(
          (line) => line.includes('Energieausweis') && line.includes('Archiviert'),
        ),
      )
      .toBe(true);
    await page.getByLabel('Nach Projektart filtern').selectOption({ label: 'Alle Projektarten' });
    await page.getByLabel('Nach Status filtern').selectOption({ label: 'Alle Status' });
    // The filtered list stays until the unfiltered one arrives: wait for a row neither filter lets
    // through before counting.
    await expect
      .poll(
        async () =>
          (await projects.locator('.list-sub').allTextContents()).some(
            (line) => !line.includes('Energieausweis') && !line.includes('Archiviert'),
          ),
        { timeout: 10_000 },
      )
      .toBe(true);
    // …and by contact: only Anna Müller's projects (hers from the demo and the new one).
    const before = await projects.getByRole('button').count();
    await page.getByRole('searchbox', { name: 'Nach Kontakt filtern…' }).fill('anna.mu');
    await page
      .getByRole('list', { name: 'Passende Kontakte' })
      .getByRole('button', { name: 'Anna Müller' })
      .click();
    await page.getByRole('button', { name: 'Filter „Kontakt: Anna Müller“ entfernen' }).waitFor();
    await expect.poll(() => projects.getByRole('button').count()).toBeLessThan(before);
    await projects.getByRole('button', { name: /Energieausweis Wolf, Kunoldstraße 12/ }).waitFor();
    const titles = await projects.locator('.list-title').allTextContents();
    expect(titles.every((title) => /Kunoldstraße 12|Freiburg im Breisgau/.test(title))).toBe(true);
    await page.getByRole('button', { name: 'Filter „Kontakt: Anna Müller“ entfernen' }).click();
  }

  /** Every entry in words, with a link to its record. */
  async function checkOutbox() {
    await nav(/Ausgang/).click();
    const outbox = page.getByTestId('outbox');
    await outbox.getByText('Kontakt Anna Müller geändert').waitFor();
    await outbox.getByText('Geändert: Status, kundennummer').waitFor();
    // The unchanged fields (phone, name, …) are not part of the edit.
    expect(await outbox.getByText(/Geändert: .*Telefon/).count()).toBe(0);
    await outbox.getByText(`Gebäude ${buildingName} angelegt`).waitFor();
    await outbox
      .getByText(/^Projekt Energieausweis (Wolf, )?Kunoldstraße 12(, Kassel)? angelegt$/)
      .waitFor();
    await outbox.getByText('Projekt Energieausweis Wolf, Kunoldstraße 12 archiviert').waitFor();
    expect(await outbox.textContent()).not.toMatch(/local:|\{"/);
    await e2e.expectAccessible('Ausgang offline');
    await e2e.shot('outbox');
    await outbox.getByRole('link', { name: `Öffnen: Gebäude ${buildingName} angelegt` }).click();
    await page.getByTestId('building-page').getByRole('heading', { name: buildingName }).waitFor();
  }

  it('back online: the server has every change, and nothing else changed', async () => {
    await e2e.setOnline(true);
    await syncNow();
    await nav(/Ausgang/).click();
    await page.getByTestId('outbox-empty').waitFor({ timeout: 20_000 });
    const anna = (await list<Contact>('/v1/contacts?limit=500')).find((c) => c.id === annaId)!;
    expect(anna.status).toBe('qualified');
    expect(anna.fields).toMatchObject({
      firstName: 'Anna',
      lastName: 'Müller',
      kundennummer: 'K-4711',
      email: 'anna.mueller@example.de',
      phone: expect.stringMatching(/^\+49 /),
    });
    const [building] = (await list<Building>(`/v1/buildings?contactId=${annaId}`)).filter(
      (b) => b.name === buildingName,
    );
    expect(building).toMatchObject({
      street: 'Kunoldstraße 12',
      postalCode: '34117',
      city: 'Kassel',
      countryCode: 'DE',
      buildingType: 'Doppelhaushälfte',
      buildingYear: 1978,
      livingArea: 92.5,
      notes: 'Heizraum im Keller, Zugang über den Hof.',
    });
    const project = (await list<Project>('/v1/projects?limit=500')).find(
      (p) => p.buildingId === building!.id,
    )!;
    expect(project).toMatchObject({
      title: 'Energieausweis Wolf, Kunoldstraße 12',
      type: 'energieausweis',
      contactId: annaId,
      status: 'archived',
    });
    expect(project.archivedAt).not.toBeNull();
  });

  it('a refused write is edited in its own form and retried; discard says what is lost, and asks', async () => {
    // The office removed a contact (a duplicate) after this device pulled it; a building added
    // to it here is a bad write the server refuses (422: no such contact), not a question.
    const gerd = (await e2e.onServer('POST', '/v1/contacts', {
      fields: { firstName: 'Gerd', lastName: 'Weggezogen', phone: '+49 561 99' },
    })) as Contact;
    await syncNow();
    await settled();
    await e2e.onServer('DELETE', `/v1/contacts/${gerd.id}`);
    await page.goto(`${e2e.app.appUrl.split('#')[0]}#/contacts/${gerd.id}`);
    const detail = page.getByTestId('contact-detail');
    await detail.getByRole('heading', { name: 'Gerd Weggezogen' }).waitFor();
    await detail.getByRole('button', { name: 'Gebäude hinzufügen' }).click();
    const add = page.getByTestId('add-building-form');
    await add.locator('input[name=name]').fill('Altbau Weggezogen');
    await add.getByRole('button', { name: 'Gebäude hinzufügen' }).click();
    await page.getByTestId('rejected-count').filter({ hasText: '1 abgelehnt' }).waitFor();

    await nav(/Ausgang/).click();
    const item = page.getByTestId('outbox-item');
    await item.getByText('Gebäude Altbau Weggezogen angelegt').waitFor();
    expect(await item.getByTestId('rejection').textContent()).toMatch(
      /^Der Server hat die Änderung abgelehnt\.Begründung des Servers: ./,
    );
    expect(await item.getByTestId('server-reason').textContent()).toContain(gerd.id);
    expect(await item.getByTestId('rejection-fields').textContent()).toBe('Betrifft: Kontakt');
    // The server's English reason in German, the original kept for forwarding.
    expect(await item.getByTestId('refusal-reason').textContent()).toBe(
      'Begründung des Servers: Kontakt: diesen Datensatz gibt es im Arbeitsbereich nicht (mehr).',
    );
    await item.getByText('Originaltext des Servers (zum Weiterleiten)').click();
    await item.getByTestId('server-reason').waitFor();
    await e2e.shot('outbox-refusal-german');
    await item.getByRole('button', { name: 'Bearbeiten' }).click();
    // The building's own form, with what the write carries, not raw JSON.
    const entry = item.getByTestId('entry-form');
    const name = entry.locator('input[name=name]');
    await name.waitFor();
    expect(await name.inputValue()).toBe('Altbau Weggezogen');
    expect(await item.getByLabel('Inhalt der Änderung (JSON)').count()).toBe(0);
    await name.fill('Altbau Weggezogen, Hinterhaus');
    await entry.getByRole('button', { name: 'Erneut senden' }).click();
    // Sent at once (no "Jetzt synchronisieren"), and refused again: the contact is still gone.
    await expect.poll(() => entry.count(), { timeout: 15_000 }).toBe(0);
    await item.getByText('Gebäude Altbau Weggezogen, Hinterhaus angelegt').waitFor();
    await page.getByTestId('rejected-count').filter({ hasText: '1 abgelehnt' }).waitFor();
    await item.getByText('Inhalt anzeigen').click();
    expect(await item.locator('pre').textContent()).toContain('"Altbau Weggezogen, Hinterhaus"');

    await item.getByRole('button', { name: 'Verwerfen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Änderung verwerfen?' });
    await dialog.waitFor();
    expect(await dialog.getByTestId('discard-loss').textContent()).toBe(
      'Was verloren geht: Der auf diesem Gerät angelegte Datensatz wird entfernt und nie an den Arbeitsbereich gesendet.',
    );
    await e2e.expectAccessible('Dialog „Änderung verwerfen?“');
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await item.count()).toBe(1);
    await item.getByRole('button', { name: 'Verwerfen' }).click();
    await dialog.getByRole('button', { name: 'Verwerfen' }).click();
    await page.getByTestId('outbox-empty').waitFor();
  });

  it('Retry after the back office unlocked a module goes out at once, without "Jetzt synchronisieren"', async () => {
    const store = e2e.core().store;
    const module = store
      .dump()
      .modules.find((m) => m.status === 'draft' && m.moduleKey === 'verbrauch')!;
    const path = `/v1/projects/${module.projectId}/modules/${module.moduleKey}`;
    // Setup: an edit made here (the module editors are another feature), then the lock.
    await e2e.onServer('PATCH', path, { status: 'locked' });
    store.patchModule(module.projectId, module.moduleKey, {
      payload: { ...(module.payload ?? {}), notiz: 'Zählerstand vor Ort abgelesen' },
    });
    e2e.core().engine.notifyLocalWrite();
    await page.getByTestId('rejected-count').filter({ hasText: '1 abgelehnt' }).waitFor();
    const item = page.getByTestId('outbox-item');
    await item.getByText(/^Heizlast aus Verbrauch in Projekt .+ geändert$/).waitFor();
    await item.getByText('Das Modul ist auf dem Server gesperrt.').waitFor();

    await e2e.onServer('PATCH', path, { status: 'draft' });
    await item.getByRole('button', { name: 'Erneut senden' }).click();
    await page.getByTestId('outbox-empty').waitFor({ timeout: 15_000 });
    const modules = (await e2e.onServer('GET', `/v1/projects/${module.projectId}/modules`)) as {
      data: ProjectModule[];
    };
    expect(modules.data.find((m) => m.moduleKey === 'verbrauch')?.payload).toMatchObject({
      notiz: 'Zählerstand vor Ort abgelesen',
    });
  });

  it('versions of a project are grouped in the list and linked on each page', async () => {
    await page.goto(e2e.app.appUrl);
    await syncNow();
    await settled();
    await nav('Projekte').click();
    const projects = page.getByTestId('project-list');
    // Grouped: the two versions side by side, the later one in the list marked as a version.
    await projects.locator('.version-of').first().waitFor();
    const rows = await projects.locator('.list-title').allTextContents();
    const second = rows.findIndex((r) => r.includes('(Variante Hybridheizung)'));
    const first = rows.indexOf(rows[second]!.replace(' (Variante Hybridheizung)', ''));
    expect(Math.abs(second - first)).toBe(1);
    await page.getByRole('searchbox', { name: 'Projekte durchsuchen' }).fill('Hybridheizung');
    await projects.getByRole('button', { name: /Variante Hybridheizung/ }).click();
    const detail = page.getByTestId('project-detail');
    const versions = detail.getByRole('list', { name: 'Versionen dieses Projekts' });
    await versions.waitFor();
    expect(await detail.getByRole('heading', { name: 'Versionen (2)' }).count()).toBe(1);
    const current = await versions.locator('[aria-current="page"]').textContent();
    expect(current).toMatch(/^Version 2: .*Variante Hybridheizung/);
    await versions.getByRole('link', { name: /^Version 1: / }).click();
    await detail.getByRole('heading', { name: /^Heizungsplanung .*[^)]$/ }).waitFor();
    expect(await versions.locator('[aria-current="page"]').textContent()).toMatch(/^Version 1: /);
    await versions.getByRole('link', { name: /^Version 2: / }).waitFor();
  });

  it('a contact changed elsewhere during an edit keeps that change: only the edited field is sent', async () => {
    if (!page.url().startsWith('http')) await page.goto(e2e.app.appUrl);
    await nav('Kontakte').click();
    await page.getByRole('searchbox', { name: 'Kontakte durchsuchen' }).fill('thomas.becker');
    await page
      .getByTestId('contact-list')
      .getByRole('button', { name: /Thomas Becker/ })
      .click();
    const id = decodeURIComponent(hash().split('/')[2]!);
    const detail = page.getByTestId('contact-detail');
    await detail.getByRole('button', { name: 'Bearbeiten' }).click();
    const form = page.getByTestId('edit-contact-form');
    await form.getByLabel('Status').selectOption({ label: 'Kunde' });
    // Meanwhile the back office changes his phone; this device syncs while the form is open.
    await e2e.onServer('PATCH', `/v1/contacts/${id}`, { fields: { phone: '+49 561 7654321' } });
    await syncNow();
    await form.getByTestId('contact-changed-elsewhere').waitFor();
    expect(await form.getByLabel('Status').inputValue()).toBe('customer');
    await form.getByRole('button', { name: 'Änderungen speichern' }).click();
    await expect.poll(() => form.count()).toBe(0);
    await nav(/Ausgang/).click();
    await page.getByTestId('outbox-empty').waitFor({ timeout: 15_000 });
    // The outbox may show its cached (empty) list before the edit went out: wait for the server.
    await expect
      .poll(
        async () => {
          const thomas = (await list<Contact>('/v1/contacts?limit=500')).find((c) => c.id === id)!;
          return [thomas.status, thomas.fields.phone];
        },
        { timeout: 15_000 },
      )
      .toEqual(['customer', '+49 561 7654321']);
  });
});
