import { readFileSync } from 'node:fs';
import type { Download, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Deal, DealStage } from '../../src/shared/api';
import { haveChromium, useE2E } from './harness';

/*
 * The back office's small truths end to end, in German at 1280×800: the whole board reachable by
 * the keyboard, won deals weighted in full, a lost deal's reason asked (refused empty, at the
 * field), kept in its notes and undone, and every list exported as CSV for German Excel with
 * exactly the rows its filters match.
 */

describe.skipIf(!haveChromium)('back office', () => {
  const e2e = useE2E();
  let page: Page;
  let stages: DealStage[];

  const server = <T>(path: string) => e2e.onServer('GET', path) as Promise<T>;
  const nav = (name: string | RegExp) =>
    page.getByRole('navigation', { name: 'Bereiche' }).getByRole('link', { name });
  const column = (name: string) =>
    page
      .getByTestId('pipeline-column')
      .filter({ has: page.getByRole('heading', { name, exact: true }) });
  const card = (deal: Pick<Deal, 'id'>) => page.locator(`article[data-deal-id="${deal.id}"]`);
  const notice = () => page.getByTestId('deal-notice');
  /** Euro amounts in a text, as numbers ("85.941 €" → 85941). */
  const euros = (text: string) =>
    [...text.matchAll(/([\d.]+(?:,\d+)?)\s€/g)].map((m) =>
      Number(m[1]!.replace(/\./g, '').replace(',', '.')),
    );
  /** Clicks the export button of the screen and returns the saved file's bytes. */
  const exportCsv = async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download') as Promise<Download>,
      page.getByRole('button', { name: 'Als CSV exportieren' }).click(),
    ]);
    const file = readFileSync((await download.path())!);
    return { file, name: download.suggestedFilename() };
  };
  /** The lines of an exported file (BOM checked and cut, CRLF line ends checked). */
  const csvLines = (file: Buffer) => {
    expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = file.subarray(3).toString('utf8');
    expect(text.endsWith('\r\n')).toBe(true);
    return text.slice(0, -2).split('\r\n');
  };

  /** The lost dialog of a deal, from its card's menu on the board searched for it. */
  const openLostDialog = async (deal: Deal) => {
    await page.getByRole('searchbox', { name: 'Vorgänge durchsuchen' }).fill(deal.title);
    await card(deal)
      .getByRole('button', { name: `Aktionen für „${deal.title}“` })
      .click();
    await page.getByRole('menuitem', { name: 'Als verloren markieren' }).click();
    const dialog = page.getByRole('dialog', { name: 'Vorgang als verloren markieren' });
    await dialog.waitFor();
    return dialog;
  };

  beforeAll(async () => {
    page = e2e.page;
    await page.goto(e2e.app.appUrl);
    await page.getByTestId('pending-count').filter({ hasText: '0 ausstehend' }).waitFor();
    stages = (await server<{ data: DealStage[] }>('/v1/deal-stages')).data
      .filter((s) => !s.archived)
      .sort((a, b) => a.sortOrder - b.sortOrder);
  });

  it('at 1,280 px the keyboard scrolls the board to its last stage', async () => {
    await nav('Pipeline').click();
    const last = column(stages.at(-1)!.name);
    await last.waitFor();
    const inView = async () => {
      const box = (await last.boundingBox())!;
      return box.x + box.width <= 1280;
    };
    // Six stages of 250 px do not fit beside the navigation: the last one starts out of view.
    expect(await inView()).toBe(false);
    const board = page.getByRole('region', { name: 'Pipeline' });
    await board.focus();
    for (let press = 0; press < 80 && !(await inView()); press++) {
      await page.keyboard.press('ArrowRight');
    }
    // Chromium scrolls smoothly: the last key's scroll may still be under way (a slow machine).
    await expect.poll(inView).toBe(true);
    await e2e.shot('pipeline-board-1280');
    for (let press = 0; press < 80; press++) await page.keyboard.press('ArrowLeft');
    await expect.poll(() => board.evaluate((el) => el.scrollLeft)).toBe(0);
  });

  it('counts won deals in full and lost deals not at all in the weighted sum', async () => {
    await nav('Pipeline').click();
    await page.getByLabel('Status').selectOption({ label: 'Gewonnen' });
    // The label follows the filter at once; the figures come with the won board's answer (the
    // open board's, weighted below their sum, stay on screen until then). Won deals weigh in
    // full, so once the answer is there the two are equal; if they never are, this fails.
    const totals = async () => {
      const text = (await page.getByTestId('pipeline-totals').textContent()) ?? '';
      const [sum = 0, weighted = -1] = euros(text);
      return { won: /gewonnene?r? Vorg/.test(text), sum, weighted };
    };
    await expect
      .poll(async () => {
        const t = await totals();
        return t.won && t.sum > 0 && t.weighted === t.sum;
      })
      .toBe(true);
    // No stage percentage beside a column of won deals: it does not apply to them.
    const header = (await page.locator('.column-sums').first().textContent())!;
    expect(header).not.toMatch(/gewichtet · \d+ %/);
    // Lost deals weigh nothing, whatever their stage's percentage.
    await page.getByLabel('Status').selectOption({ label: 'Verloren' });
    await expect
      .poll(async () => {
        const text = (await page.getByTestId('pipeline-totals').textContent()) ?? '';
        const [sum = 0, weighted = -1] = euros(text);
        return /verlorene?r? Vorg/.test(text) && sum > 0 && weighted === 0;
      })
      .toBe(true);
    await page.getByLabel('Status').selectOption({ label: 'Offen' });
  });

  it('marking a deal lost asks why, keeps the reason in its notes, and can be undone', async () => {
    const open = (await server<{ data: Deal[] }>('/v1/deals?status=open&limit=500')).data;
    const deal = open.find((d) => d.stageId === stages[1]!.id && d.archivedAt === null)!;
    await e2e.setOnline(false);
    await nav('Pipeline').click();
    const notesBefore = deal.notes;
    const dialog = await openLostDialog(deal);
    // Empty: refused at the field, in German, the dialog stays.
    await dialog.getByRole('button', { name: 'Als verloren markieren' }).click();
    await expect
      .poll(() => dialog.getByTestId('error-lostReason').textContent())
      .toBe('Grund: ist ein Pflichtfeld: bitte angeben, warum der Vorgang verloren ist');
    // The keyboard alone from here: the reason field has the focus, Ctrl+Enter confirms.
    await page.keyboard.type('Kunde hat sich für eine Gasheizung entschieden');
    await e2e.expectAccessible('Dialog „verloren“');
    await e2e.shot('deal-lost-reason');
    await page.keyboard.press('Control+Enter');
    await expect.poll(() => notice().textContent()).toBe(`„${deal.title}“ als verloren markiert.`);
    const stored = () => e2e.core().store.getDeal(deal.id)!;
    const today = new Intl.DateTimeFormat('de-DE', {
      dateStyle: 'medium',
      timeZone: 'Europe/Berlin',
    }).format(new Date());
    const line = `Verloren am ${today}: Kunde hat sich für eine Gasheizung entschieden`;
    expect(stored()).toMatchObject({
      status: 'lost',
      notes: notesBefore ? `${notesBefore.trimEnd()}\n\n${line}` : line,
    });
    await e2e.shot('deal-lost-undo');

    // The card has left the open board: the keyboard goes on from "Rückgängig".
    await expect
      .poll(() => page.evaluate<string | null>('document.activeElement?.textContent ?? null'))
      .toBe('Rückgängig');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => notice().textContent())
      .toBe(`„${deal.title}“ ist wieder wie vorher: Offen, Notizen unverändert.`);
    expect(stored()).toMatchObject({ status: 'open', notes: notesBefore });
    await card(deal).waitFor();

    // Both writes go out through the outbox; the server ends where the user started.
    await page.getByRole('searchbox', { name: 'Vorgänge durchsuchen' }).fill('');
    await e2e.setOnline(true);
    await page.getByRole('button', { name: 'Jetzt synchronisieren' }).click();
    await page.getByTestId('pending-count').filter({ hasText: '0 ausstehend' }).waitFor();
    expect(await server<Deal>(`/v1/deals/${deal.id}`)).toMatchObject({
      status: 'open',
      notes: notesBefore,
    });
  });

  it('a sync moving the deal while its lost reason is typed keeps the dialog and the text', async () => {
    const open = (await server<{ data: Deal[] }>('/v1/deals?status=open&limit=500')).data;
    const deal = open.find((d) => d.stageId === stages[2]!.id && d.archivedAt === null)!;
    const elsewhere = stages[3]!;
    await nav('Pipeline').click();
    const dialog = await openLostDialog(deal);
    await page.keyboard.type('Kunde baut erst ');
    // Meanwhile the office moves the deal on; the sync brings it in and its card changes column.
    await e2e.onServer('PATCH', `/v1/deals/${deal.id}`, { stageId: elsewhere.id });
    await expect
      .poll(async () => {
        await e2e.core().engine.sync();
        return e2e.core().store.getDeal(deal.id)?.stageId;
      })
      .toBe(elsewhere.id);
    await column(elsewhere.name).locator(`article[data-deal-id="${deal.id}"]`).waitFor();
    // The dialog is still there with what was typed, and the typing goes on.
    await dialog.waitFor();
    await page.keyboard.type('2028');
    expect(await dialog.getByRole('textbox', { name: 'Grund' }).inputValue()).toBe(
      'Kunde baut erst 2028',
    );
    await page.keyboard.press('Control+Enter');
    await expect.poll(() => notice().textContent()).toBe(`„${deal.title}“ als verloren markiert.`);
    expect(e2e.core().store.getDeal(deal.id)).toMatchObject({
      status: 'lost',
      stageId: elsewhere.id,
    });
    expect(e2e.core().store.getDeal(deal.id)!.notes).toMatch(/: Kunde baut erst 2028$/);
    await page.getByRole('searchbox', { name: 'Vorgänge durchsuchen' }).fill('');
    await page.getByTestId('pending-count').filter({ hasText: '0 ausstehend' }).waitFor();
  });

  it('a card’s open menu follows its card when a sync moves it up the column', async () => {
    await nav('Pipeline').click();
    await page.getByRole('searchbox', { name: 'Vorgänge durchsuchen' }).fill('');
    const stage = stages[1]!;
    const cards = column(stage.name).locator('article[data-deal-id]');
    await expect.poll(() => cards.count()).toBeGreaterThan(2);
    const [first, second] = await Promise.all(
      [0, 1].map((i) => cards.nth(i).getAttribute('data-deal-id')),
    );
    const deal = await server<Deal>(`/v1/deals/${second}`);
    const button = card(deal).getByRole('button', { name: `Aktionen für „${deal.title}“` });
    await button.click();
    const menu = page.getByRole('menu', { name: `Aktionen für „${deal.title}“` });
    await menu.waitFor();
    // The office moves the card above it to another stage; the sync redraws the column and the
    // card slides up one place. The menu stays open, beside its button, not where it was.
    await e2e.onServer('PATCH', `/v1/deals/${first}`, { stageId: stages[3]!.id });
    await expect
      .poll(async () => {
        await e2e.core().engine.sync();
        return e2e.core().store.getDeal(first!)?.stageId;
      })
      .toBe(stages[3]!.id);
    await expect.poll(() => cards.first().getAttribute('data-deal-id')).toBe(second);
    const besideButton = async () => {
      const [b, m] = [(await button.boundingBox())!, (await menu.boundingBox())!];
      return (
        Math.abs(m.y - (b.y + b.height + 4)) <= 2 && Math.abs(m.x + m.width - (b.x + b.width)) <= 2
      );
    };
    await expect.poll(besideButton).toBe(true);
    await page.getByRole('menuitem', { name: 'Als verloren markieren' }).click();
    const dialog = page.getByRole('dialog', { name: 'Vorgang als verloren markieren' });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(e2e.core().store.getDeal(deal.id)).toMatchObject({ status: 'open' });
  });

  it('exports the deal list as shown: every match, semicolons, decimal comma, German dates', async () => {
    await nav('Pipeline').click();
    await page.getByRole('button', { name: 'Liste' }).click();
    const totals = (await page.getByTestId('pipeline-totals').textContent())!;
    const count = Number(/(\d+) offene Vorg/.exec(totals)![1]);
    const { file, name } = await exportCsv();
    expect(name).toMatch(/^vorgaenge-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = csvLines(file);
    expect(lines[0]).toMatch(/^Vorgang;Kontakt;Betrag \(€\);Phase;Status;/);
    expect(lines.length - 1).toBe(count);
    expect(lines.slice(1).every((l) => l.includes(';Offen;'))).toBe(true);
    // Dates as dd.mm.yyyy; amounts without grouping (a decimal comma when there are cents).
    expect(lines[1]).toMatch(/;\d{2}\.\d{2}\.\d{4};/);
    expect(lines.slice(1).join('\n')).not.toMatch(/;\d{1,3}\.\d{3};/);
    await expect
      .poll(() => page.getByTestId('csv-export-status').textContent())
      .toMatch(new RegExp(`^${count} Zeilen als vorgaenge-.*\\.csv exportiert\\.$`));
    await e2e.shot('pipeline-list-csv');
    await page.getByRole('button', { name: 'Tafel' }).click();
  });

  it('exports contacts and projects with their filters, and the outbox', async () => {
    await nav('Kontakte').click();
    const count = async () =>
      Number(
        /^(\d+) Kontakte?$/.exec((await page.getByTestId('contact-count').textContent())!)?.[1],
      );
    await expect.poll(count).toBeGreaterThan(0);
    const all = await count();
    await page.getByLabel('Nach Status filtern').selectOption({ label: 'Kunde' });
    // The count line reads alike before and after the filter: wait for the filtered count.
    await expect.poll(count).toBeLessThan(all);
    const shown = await count();
    expect(shown).toBeGreaterThan(0);
    const contacts = csvLines((await exportCsv()).file);
    expect(contacts[0]).toMatch(/^Name;Vorname;Nachname;Firma;E-Mail;Telefon;Mobil;/);
    expect(contacts.length - 1).toBe(shown);
    expect(contacts.slice(1).every((l) => l.includes(';Kunde;'))).toBe(true);

    await nav('Projekte').click();
    await page.getByTestId('project-list').waitFor();
    const projects = csvLines((await exportCsv()).file);
    const onServer = (await server<{ data: unknown[] }>('/v1/projects?limit=500')).data;
    expect(projects[0]).toMatch(/^Titel;Art;Status;Version;/);
    expect(projects.length - 1).toBe(onServer.length);

    // One change waits (offline): the outbox file has it, in words.
    const open = (await server<{ data: Deal[] }>('/v1/deals?status=open&limit=500')).data;
    const deal = open.find((d) => d.stageId === stages[2]!.id && d.archivedAt === null)!;
    await e2e.setOnline(false);
    await nav('Pipeline').click();
    await page.getByRole('searchbox', { name: 'Vorgänge durchsuchen' }).fill(deal.title);
    await card(deal)
      .getByRole('button', { name: `Aktionen für „${deal.title}“` })
      .click();
    await page.getByRole('menuitem', { name: 'Als gewonnen markieren' }).click();
    await expect.poll(() => notice().textContent()).toContain('als gewonnen markiert');
    await page.getByRole('searchbox', { name: 'Vorgänge durchsuchen' }).fill('');
    await nav(/Ausgang/).click();
    await page.getByTestId('outbox').waitFor();
    const outbox = csvLines((await exportCsv()).file);
    expect(outbox[0]).toBe('Nr.;Änderung;Zustand;Versuche;Angelegt am;Grund');
    expect(outbox.slice(1).some((l) => l.includes('als gewonnen markiert;Wartet;'))).toBe(true);
    await e2e.setOnline(true);
  });
});
