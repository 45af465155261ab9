import { describe, expect, it } from 'vitest';
import { haveChromium, useE2E } from './harness';
import { newProjectOnBuilding } from './new-project';

/*
 * A contact made on site has a local id until the sync sends it; then the core renames it to the
 * server's id and tells the open window. A window closed meanwhile hears nothing: the draft the
 * consultant began on the new contact, and the address the window was last on, still name the
 * local id. Opened again, the window asks the core for the renames it missed: the draft is there
 * on the contact's page, under the id the contact has now.
 */

describe.skipIf(!haveChromium)('a window that was closed while the sync renamed a record', () => {
  const e2e = useE2E();
  const hash = () => new URL(e2e.page.url()).hash;
  const appAt = (route: string) => `${e2e.app.appUrl.split('#')[0]}#${route}`;
  /** Syncs until the record made here is known by the server's id only (`read` finds none). */
  const syncUntilRenamed = (read: () => unknown) =>
    // Each look asks for a sync: the first may meet the server still starting.
    expect
      .poll(
        async () => {
          await e2e.app.manager.handlers['sync.now']({});
          return read();
        },
        { timeout: 30_000 },
      )
      .toBeUndefined();

  it('a draft typed offline on a new contact is there when the window opens again', async () => {
    const { page } = e2e;
    await page.goto(e2e.app.appUrl);
    await page.getByTestId('pending-count').filter({ hasText: '0 ausstehend' }).waitFor();
    await expect
      .poll(() => page.getByTestId('last-sync').textContent(), { timeout: 30_000 })
      .not.toContain('noch nie');

    // Offline on site: a new contact, then an edit begun and left unsaved.
    await e2e.setOnline(false);
    await page.getByRole('button', { name: 'Neuer Kontakt' }).click();
    const form = page.getByTestId('new-contact-form');
    await form.locator('input[name=firstName]').fill('Jens');
    await form.locator('input[name=lastName]').fill('Neuankömmling');
    await form.getByRole('button', { name: 'Kontakt anlegen' }).click();
    const detail = page.getByTestId('contact-detail');
    await detail.getByRole('heading', { name: 'Jens Neuankömmling' }).waitFor();
    const localId = decodeURIComponent(hash().split('/')[2]!);
    expect(e2e.core().store.getContact(localId)).toBeDefined();
    await detail.getByRole('button', { name: 'Bearbeiten' }).click();
    const edit = page.getByTestId('edit-contact-form');
    await edit.getByLabel('Telefon').fill('+49 761 4567890');
    // The draft is kept in the window's storage under the contact's local id.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('ortstermin.drafts') ?? ''))
      .toContain('+49 761 4567890');

    // The window is closed; back online, the sync sends the contact and renames it.
    await page.goto('about:blank');
    await e2e.setOnline(true);
    await syncUntilRenamed(() => e2e.core().store.getContact(localId));
    const [renamed] = e2e.core().store.searchContacts('Neuankömmling');
    expect(renamed!.id).not.toBe(localId);

    // The window opens again on the list; the contact found there shows the begun edit with
    // what was typed.
    await page.goto(appAt('/contacts'));
    await page.getByRole('searchbox', { name: 'Kontakte durchsuchen' }).fill('Neuankömmling');
    const found = page
      .getByTestId('contact-list')
      .getByRole('button', { name: /Jens Neuankömmling/ });
    await expect.poll(() => found.count()).toBe(1);
    await found.click();
    await expect.poll(hash).toBe(`#/contacts/${encodeURIComponent(renamed!.id)}`);
    await expect
      .poll(() => page.getByTestId('edit-contact-form').getByLabel('Telefon').inputValue())
      .toBe('+49 761 4567890');

    // Closed once more and opened at the address it had before the rename: the address moves
    // to the contact's server id, the edit is still there.
    await page.goto('about:blank');
    await page.goto(appAt(`/contacts/${encodeURIComponent(localId)}`));
    await expect.poll(hash).toBe(`#/contacts/${encodeURIComponent(renamed!.id)}`);
    await expect
      .poll(() => page.getByTestId('edit-contact-form').getByLabel('Telefon').inputValue())
      .toBe('+49 761 4567890');
    // Saved, the edit reaches the contact under its server id.
    await page
      .getByTestId('edit-contact-form')
      .getByRole('button', { name: 'Änderungen speichern' })
      .click();
    await expect
      .poll(() => e2e.core().store.getContact(renamed!.id)?.fields.phone)
      .toBe('+49 761 4567890');
  });

  it('typing on while the sync renames the record: the field keeps its focus and every key', async () => {
    const { page } = e2e;
    await page.goto(appAt('/contacts'));
    await page.getByTestId('pending-count').filter({ hasText: '0 ausstehend' }).waitFor();
    await e2e.setOnline(false);
    await page.getByRole('button', { name: 'Neuer Kontakt' }).click();
    const form = page.getByTestId('new-contact-form');
    await form.locator('input[name=firstName]').fill('Greta');
    await form.locator('input[name=lastName]').fill('Vorortlieb');
    await form.getByRole('button', { name: 'Kontakt anlegen' }).click();
    const detail = page.getByTestId('contact-detail');
    await detail.getByRole('heading', { name: 'Greta Vorortlieb' }).waitFor();
    const localId = decodeURIComponent(hash().split('/')[2]!);
    await detail.getByRole('button', { name: 'Bearbeiten' }).click();
    const phone = page.getByTestId('edit-contact-form').getByLabel('Telefon');
    await phone.click();
    await page.keyboard.type('+49 761');
    // Online again mid-typing: the sync sends the contact and the page moves to its server id.
    await e2e.setOnline(true);
    await syncUntilRenamed(() => e2e.core().store.getContact(localId));
    await expect.poll(hash).not.toContain(encodeURIComponent(localId));
    // The consultant types on without looking up: every key lands in the same field.
    await page.keyboard.type(' 4567890');
    expect(await phone.inputValue()).toBe('+49 761 4567890');
    expect(await phone.evaluate((el) => el.ownerDocument.activeElement === el)).toBe(true);
  });

  it('typing on in a module editor while the sync renames the project made on site', async () => {
    const { page } = e2e;
    await page.goto(appAt('/contacts'));
    await page.getByTestId('pending-count').filter({ hasText: '0 ausstehend' }).waitFor();
    const building = e2e
      .core()
      .store.dump()
      .buildings.find((b) => b.contactId)!;
    await e2e.setOnline(false);
    await page.goto(appAt(`/buildings/${encodeURIComponent(building.id)}`));
    const localId = await newProjectOnBuilding(page, {
      type: 'Heizungsplanung',
      title: 'Wärmepumpe vor Ort geplant',
      typed: true,
    });
    await page.goto(appAt(`/projects/${encodeURIComponent(localId)}/modules/waermepumpe`));
    const persons = page
      .locator('[data-testid="module-detail"][data-module-key="waermepumpe"]')
      .getByRole('textbox', { name: /^Personen im Haushalt/ });
    await persons.fill('');
    await page.keyboard.type('1');
    // Online again mid-typing: the sync sends the project and the page moves to its server id.
    await e2e.setOnline(true);
    await syncUntilRenamed(() => e2e.core().store.getProject(localId));
    await expect.poll(hash).not.toContain(encodeURIComponent(localId));
    await page.keyboard.type('2');
    expect(await persons.inputValue()).toBe('12');
    expect(await persons.evaluate((el) => el.ownerDocument.activeElement === el)).toBe(true);
  });
});
