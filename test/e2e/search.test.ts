import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Building, Contact, Deal, Project } from '../../src/shared/api';
import { matchesSearch } from '../../src/shared/search/fold';
import { haveChromium, useE2E } from './harness';

/*
 * The lists find what a German types (umlauts and ß as typed, words in any order,
 * prefixes, over title, address, town and contact), and Ctrl+K searches everything by keyboard
 * alone. What each list should show is worked out from the demo server's records with the shared
 * folding rule (src/shared/search/fold.ts), not with the app's index.
 */

const phrases = ['Luneburg', 'Merzhauser Strasse', 'freiburg merzhauser'];
const longTitle = 'Heizungsplanung Freiburg im Breisgau, Merzhauser Straße 49';

/** The texts of a header's title, buttons and links that do not lie wholly inside the window. */
async function partsOutside(header: Locator, width: number): Promise<string[]> {
  const outside: string[] = [];
  for (const action of await header.locator('h1, h2, button, a').all()) {
    const box = await action.boundingBox();
    if (!box || box.x < 0 || box.x + box.width > width) {
      outside.push((await action.textContent()) ?? '');
    }
  }
  return outside;
}

describe.skipIf(!haveChromium)('search as a German types', () => {
  const e2e = useE2E();
  let page: Page;
  let contacts: Map<string, Contact>;
  let buildings: Map<string, Building>;
  let projects: Project[];
  let openDeals: Deal[];

  /** Every record of a list, page by page. */
  async function all<T>(path: string): Promise<T[]> {
    const records: T[] = [];
    for (let offset = 0; offset < 100_000; offset += 500) {
      const sep = path.includes('?') ? '&' : '?';
      const page = (await e2e.onServer('GET', `${path}${sep}limit=500&offset=${offset}`)) as {
        data: T[];
        hasMore: boolean;
      };
      records.push(...page.data);
      if (!page.hasMore) break;
    }
    return records;
  }
  const name = (contactId: string) => {
    const fields = contacts.get(contactId)?.fields ?? {};
    return [fields.firstName, fields.lastName, fields.company, fields.name].map((v) =>
      typeof v === 'string' ? v : null,
    );
  };
  const nav = (label: string) =>
    page.getByRole('navigation', { name: 'Bereiche' }).getByRole('link', { name: label });

  beforeAll(async () => {
    page = e2e.page;
    await page.goto(e2e.app.appUrl);
    await page.getByTestId('pending-count').filter({ hasText: '0 ausstehend' }).waitFor();
    contacts = new Map((await all<Contact>('/v1/contacts')).map((c) => [c.id, c]));
    buildings = new Map((await all<Building>('/v1/buildings')).map((b) => [b.id, b]));
    projects = await all<Project>('/v1/projects');
    openDeals = await all<Deal>('/v1/deals?status=open');
  });

  it('finds projects by town and street, umlauts and ß as typed, words in any order', async () => {
    await nav('Projekte').click();
    const search = page.getByRole('searchbox', { name: 'Projekte durchsuchen' });
    const titles = page.getByTestId('project-list').locator('.list-title');
    for (const phrase of phrases) {
      const expected = projects
        .filter((p) => {
          const b = buildings.get(p.buildingId);
          return matchesSearch(
            phrase,
            p.title,
            p.type,
            b?.name,
            b?.street,
            b?.postalCode,
            b?.city,
            ...name(p.contactId),
          );
        })
        .map((p) => p.title)
        .sort();
      expect(expected.length, phrase).toBeGreaterThan(0);
      await search.fill(phrase);
      await expect
        .poll(async () => (await titles.allTextContents()).sort(), { message: phrase })
        .toEqual(expected);
    }
    await e2e.expectAccessible('Projektliste mit Suche');

    // A long title wraps over the actions: every action stays on screen, also in a narrow window;
    // the same for the project's building (named by its street) and its contact.
    const inWindow = async (header: Locator, shot?: string) => {
      try {
        for (const width of [1280, 960]) {
          await page.setViewportSize({ width, height: 800 });
          expect(await partsOutside(header, width), `${width} px`).toEqual([]);
          if (shot) await e2e.shot(`${shot}-${width}`);
        }
      } finally {
        await page.setViewportSize({ width: 1280, height: 800 });
      }
    };
    await titles.filter({ hasText: longTitle }).first().click();
    const project = page.getByTestId('project-detail');
    const header = project.locator('header').first();
    await header.getByRole('heading', { name: longTitle }).waitFor();
    await header.getByRole('button', { name: 'Archivieren' }).waitFor();
    await inWindow(header, 'project-long-title');
    await project.getByRole('link', { name: /^Einfamilienhaus Müller, Merzhauser Straße/ }).click();
    const building = page.getByTestId('building-page').locator('header').first();
    await building.getByRole('heading', { name: /Einfamilienhaus Müller/ }).waitFor();
    await inWindow(building);
    await page.goBack();
    await project.getByRole('link', { name: 'Anna Müller' }).click();
    const contact = page.getByTestId('contact-detail').locator('header').first();
    await contact.getByRole('button', { name: 'Bearbeiten' }).waitFor();
    await inWindow(contact);
    await nav('Projekte').click();
    await search.fill('');
  });

  it('finds deals on the board the same way', async () => {
    await nav('Pipeline').click();
    await page.getByTestId('pipeline-column').first().waitFor();
    const search = page.getByRole('searchbox', { name: 'Vorgänge durchsuchen' });
    const cards = page.getByTestId('deal-card');
    for (const phrase of [...phrases, 'Augsburger Strasse']) {
      const expected = openDeals
        .filter(
          (d) =>
            d.archivedAt === null &&
            matchesSearch(
              phrase,
              d.title,
              d.street,
              d.postalCode,
              d.city,
              d.notes,
              d.ownerId,
              ...name(d.contactId),
            ),
        )
        .map((d) => d.id)
        .sort();
      expect(expected.length, phrase).toBeGreaterThan(0);
      await search.fill(phrase);
      await expect
        .poll(
          async () =>
            (await cards.evaluateAll((els) => els.map((el) => el.getAttribute('data-deal-id'))))
              .filter(Boolean)
              .sort(),
          { message: phrase },
        )
        .toEqual(expected);
    }
    await search.fill('');
  });

  it('opens the global search with Ctrl+K and goes to a record by keyboard alone', async () => {
    await nav('Kontakte').click();
    await page.keyboard.press('Control+K');
    const dialog = page.getByRole('dialog', { name: 'Alles durchsuchen' });
    await dialog.waitFor();
    const box = dialog.getByRole('combobox', {
      name: 'Kontakte, Gebäude, Vorgänge und Projekte durchsuchen',
    });
    await expect.poll(() => box.evaluate((el) => el === el.ownerDocument.activeElement)).toBe(true);
    await page.keyboard.type('Luneburg');
    const listbox = dialog.getByRole('listbox', { name: 'Suchergebnisse' });
    await listbox.waitFor();
    await expect
      .poll(() => listbox.getByRole('group').evaluateAll((gs) => gs.map((g) => g.textContent)))
      .toHaveLength(4);
    const groups = await listbox.locator('.global-search-group').allTextContents();
    expect(groups).toEqual(['Kontakte', 'Gebäude', 'Vorgänge', 'Projekte']);
    await e2e.expectAccessible('Globale Suche');
    await e2e.shot('global-search');

    // The first result is active; ↓ moves on within the listbox, ↑ comes back.
    const active = () =>
      box.evaluate((el) => {
        const id = el.getAttribute('aria-activedescendant');
        return id ? (el.ownerDocument.getElementById(id)?.textContent ?? null) : null;
      });
    const options = listbox.getByRole('option');
    const firstText = await options.first().textContent();
    expect(await active()).toBe(firstText);
    // Down to the first building (after the contacts).
    const contactCount = await listbox
      .getByRole('group', { name: 'Kontakte' })
      .getByRole('option')
      .count();
    for (let i = 0; i < contactCount; i++) await page.keyboard.press('ArrowDown');
    const building = listbox.getByRole('group', { name: 'Gebäude' }).getByRole('option').first();
    expect(await active()).toBe(await building.textContent());
    expect(await building.getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).hash).toMatch(/^#\/buildings\//);
    expect(await dialog.count()).toBe(0);

    // Esc closes without going anywhere.
    const before = page.url();
    await page.keyboard.press('Control+K');
    await dialog.waitFor();
    await page.keyboard.type('merzhauser freib');
    await listbox.waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(page.url()).toBe(before);
  });
});
