import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCore } from '../../src/main/core';
import { imageSize } from '../../src/shared/photos/image-size';
import { photoEntriesOf, photosModuleKey } from '../../src/shared/photos/photo-entry';
import { projectPhotos } from '../../src/shared/photos/photo-list';
import { withExif } from '../photos/jpeg-exif';
import { generatedImage } from './generated-image';
import { haveChromium, useE2E } from './harness';

/*
 * Photos of the site visit, in Chromium: offline, three generated JPEGs (one turned by
 * its EXIF orientation, all with a DateTimeOriginal) are added through the file dialog, captioned,
 * reordered by keyboard and by mouse, one removed; they survive a crash of the core and a
 * reload. Back online the server holds the captions and thumbnails in the project-information payload, and a
 * second local database (another device) sees them, without originals.
 */

/** A landscape JPEG made by the page's canvas. */
const generatedJpeg = (page: Page, label: string, width = 400, height = 300) =>
  generatedImage(page, label, { width, height });

describe.skipIf(!haveChromium)('photos of the site visit', () => {
  const e2e = useE2E();
  let page: Page;
  let dir: string;
  let projectId: string;
  beforeAll(() => {
    page = e2e.page;
    dir = mkdtempSync(join(tmpdir(), 'ortstermin-photos-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const cards = () => page.getByTestId('photo-card');
  const captions = () => page.getByTestId('photo-caption').allTextContents();

  it('adds, captions, reorders and removes photos offline; they survive a crash and a reload', async () => {
    await page.goto(e2e.app.appUrl);
    const core = e2e.core();
    await expect
      .poll(() => core.store.dump().modules.length, { timeout: 30_000 })
      .toBeGreaterThan(0);
    const module = core.store
      .dump()
      .modules.find(
        (m) =>
          m.moduleKey === photosModuleKey &&
          m.status !== 'locked' &&
          Object.keys(photoEntriesOf(m.payload)).length === 0 &&
          core.store.getProject(m.projectId)?.status !== 'archived',
      )!;
    projectId = module.projectId;

    const files = [
      {
        name: 'IMG_0001.jpg',
        label: 'Kessel',
        exif: { orientation: 6, dateTimeOriginal: '2026:11:20 09:30:00' },
      },
      {
        name: 'IMG_0002.jpg',
        label: 'Zähler',
        exif: { orientation: 1, dateTimeOriginal: '2026:11:20 09:41:00' },
      },
      {
        name: 'IMG_0003.jpg',
        label: 'Fassade',
        exif: { orientation: 1, dateTimeOriginal: '2026:11:20 10:02:00' },
      },
    ];
    const paths: string[] = [];
    for (const file of files) {
      const path = join(dir, file.name);
      // The last one larger than the downscaled copy's 1,280 px.
      const [width, height] = file.name === 'IMG_0003.jpg' ? [1600, 1200] : [400, 300];
      const jpeg = await generatedJpeg(page, file.label, width, height);
      writeFileSync(path, withExif(jpeg, file.exif));
      paths.push(path);
    }

    await e2e.setOnline(false);
    await page.evaluate(`location.hash = ${JSON.stringify(`#/projects/${projectId}`)}`);
    const section = page.getByTestId('project-photos');
    await section.waitFor();
    await section.getByTestId('photo-new-category').selectOption({ label: 'Heizraum' });
    await section.getByTestId('photo-file-input').setInputFiles(paths);
    await section.getByText('3 Fotos hinzugefügt.').waitFor({ timeout: 30_000 });
    await expect.poll(() => cards().count()).toBe(3);

    // Each original is in the attachment store exactly as the camera wrote it (the page sent the
    // file itself); the entry has the upright size of the whole picture.
    const handlers = e2e.app.manager.handlers;
    const stored = await handlers['photos.list']({ projectId });
    expect(stored.map((p) => p.fileName).sort()).toEqual(files.map((f) => f.name));
    for (const photo of stored) {
      const original = await handlers['photos.image']({ id: photo.id, kind: 'original' });
      const onDisk = readFileSync(join(dir, photo.fileName)).toString('base64');
      expect(original?.dataUri).toBe(`data:image/jpeg;base64,${onDisk}`);
    }
    const turned = stored.find((p) => p.fileName === 'IMG_0001.jpg')!;
    expect([turned.entry.breite, turned.entry.hoehe]).toEqual([300, 400]);
    // The downscaled copy of the large one: long edge 1,280 px; the entry keeps the whole size.
    const large = stored.find((p) => p.fileName === 'IMG_0003.jpg')!;
    expect([large.entry.breite, large.entry.hoehe]).toEqual([1600, 1200]);
    const copy = await handlers['photos.image']({ id: large.id, kind: 'scaled' });
    const copyBytes = Buffer.from(copy!.dataUri.split(',')[1]!, 'base64');
    expect(imageSize(copyBytes)).toEqual({ width: 1280, height: 960 });

    // The EXIF orientation 6 stands the landscape picture upright; EXIF time and category shown.
    const first = cards().first();
    const size = await first
      .locator('img')
      .evaluate((img: { naturalWidth: number; naturalHeight: number }) => [
        img.naturalWidth,
        img.naturalHeight,
      ]);
    expect(size[1]).toBeGreaterThan(size[0]!);
    expect(Math.max(...size)).toBe(320);
    await first.getByText('Aufgenommen 20.11.2026, 09:30').waitFor();
    await first.getByText('Heizraum', { exact: true }).waitFor();
    expect(await first.getByTestId('photo-caption').textContent()).toBe('Ohne Beschriftung');

    // Caption, category and room.
    await first.getByRole('button', { name: 'Bearbeiten' }).click();
    const edit = page.getByTestId('photo-edit');
    await edit.getByLabel('Beschriftung').fill('Typenschild Gaskessel');
    await edit.getByLabel('Kategorie').selectOption({ label: 'Typenschild Wärmeerzeuger' });
    await edit.getByLabel('Raum oder Bauteil').fill('Heizraum Keller');
    expect(await edit.getByLabel('Aufnahmezeit').inputValue()).toBe('20.11.2026 09:30');
    await edit.getByLabel('Aufnahmezeit').fill('31.02.2026 09:30');
    await edit.getByRole('button', { name: 'Speichern' }).click();
    await edit.getByText('Aufnahmezeit: muss ein Datum mit Uhrzeit sein').waitFor();
    await edit.getByLabel('Aufnahmezeit').fill('20.11.2026 09:35');
    await edit.getByLabel('Im Bericht zeigen').check();
    await e2e.expectAccessible('Foto bearbeiten');
    await e2e.shot('photo-edit');
    await edit.getByRole('button', { name: 'Speichern' }).click();
    await edit.waitFor({ state: 'detached' });
    await first.getByText('Typenschild Wärmeerzeuger · Heizraum Keller').waitFor();
    await first.getByText('Aufgenommen 20.11.2026, 09:35').waitFor();
    await cards().nth(1).getByRole('button', { name: 'Bearbeiten' }).click();
    await page.getByTestId('photo-edit').getByLabel('Beschriftung').fill('Gaszähler');
    await page.getByTestId('photo-edit').getByRole('button', { name: 'Speichern' }).click();
    await cards().nth(2).getByRole('button', { name: 'Bearbeiten' }).click();
    await page.getByTestId('photo-edit').getByLabel('Beschriftung').fill('Fassade Süd');
    await page.getByTestId('photo-edit').getByRole('button', { name: 'Speichern' }).click();
    await expect.poll(captions).toEqual(['Typenschild Gaskessel', 'Gaszähler', 'Fassade Süd']);

    // Reorder by keyboard: the third photo to the front.
    const handle = page.getByRole('button', { name: 'Foto 3 verschieben' });
    await handle.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => handle.getAttribute('aria-pressed')).toBe('true');
    // The grid holds two or three photos a row (a scrollbar can take the width while the page
    // settles), so each key follows the layout as it is now: left within the front's row, up
    // from the row below; the next once the drag is where the last one left it.
    const announced = page.getByText(/^Über Position \d+\.$/).last();
    const where = async () => ((await announced.count()) ? await announced.textContent() : null);
    for (let step = 0; step < 4 && (await where()) !== 'Über Position 1.'; step++) {
      const [front, moving] = [
        await cards().nth(0).boundingBox(),
        await cards().nth(2).boundingBox(),
      ];
      const before = await where();
      await page.keyboard.press(Math.abs(front!.y - moving!.y) < 40 ? 'ArrowLeft' : 'ArrowUp');
      await expect.poll(where).not.toBe(before);
    }
    await page.getByText('Über Position 1.', { exact: true }).waitFor({ state: 'attached' });
    await page.keyboard.press('Space');
    await expect.poll(captions).toEqual(['Fassade Süd', 'Typenschild Gaskessel', 'Gaszähler']);

    // View large: the downscaled copy from this device.
    await cards().nth(1).getByRole('button', { name: 'Groß ansehen' }).click();
    const view = page.getByTestId('photo-view');
    await view.getByTestId('photo-large').and(page.locator('[data-full="scaled"]')).waitFor();
    await e2e.expectAccessible('Foto groß');
    await view.getByRole('button', { name: 'Schließen' }).click();

    // Remove, after a confirmation that says what happens.
    await cards().nth(2).getByRole('button', { name: 'Entfernen' }).click();
    const confirm = page.getByTestId('photo-remove');
    await confirm.getByText('Das Foto „Gaszähler“ wird aus dem Projekt entfernt').waitFor();
    // The safe choice has the focus: Enter right away keeps the photo.
    await expect
      .poll(() => page.evaluate<string | null>('document.activeElement?.textContent ?? null'))
      .toBe('Abbrechen');
    await page.keyboard.press('Enter');
    await confirm.waitFor({ state: 'detached' });
    expect(await captions()).toEqual(['Fassade Süd', 'Typenschild Gaskessel', 'Gaszähler']);
    await cards().nth(2).getByRole('button', { name: 'Entfernen' }).click();
    await confirm.getByRole('button', { name: 'Foto entfernen' }).click();
    await expect.poll(captions).toEqual(['Fassade Süd', 'Typenschild Gaskessel']);
    // The removed photo's row is gone from this device too.
    const left = await handlers['photos.list']({ projectId });
    expect(left.map((p) => p.entry.beschriftung).sort()).toEqual([
      'Fassade Süd',
      'Typenschild Gaskessel',
    ]);
    await e2e.expectAccessible('Fotos des Projekts');
    await section.scrollIntoViewIfNeeded();
    await e2e.shot('project-photos');
    if (process.env.ORTSTERMIN_SCREENSHOTS)
      await section.screenshot({
        path: join(process.env.ORTSTERMIN_SCREENSHOTS, 'project-photos-section.png'),
        caret: 'hide',
      });

    // A crash of the core and a reload of the window: the photos are still there, in order.
    await e2e.coreWorker().terminate();
    await page.reload();
    await page.getByTestId('project-photos').waitFor();
    await expect
      .poll(captions, { timeout: 20_000 })
      .toEqual(['Fassade Süd', 'Typenschild Gaskessel']);

    // The report prints the photo chosen for it, with its caption.
    await page.evaluate(`location.hash = ${JSON.stringify(`#/projects/${projectId}/report`)}`);
    const part = page.getByTestId('report-photos');
    await part.getByText('Typenschild Gaskessel').waitFor();
    expect(await part.getByRole('img').count()).toBe(1);
    await e2e.shot('report-photos');
  });

  it('keys pressed while the page is busy are read in order: pick up, one on, drop', async () => {
    await page.evaluate(`location.hash = ${JSON.stringify(`#/projects/${projectId}`)}`);
    await page.getByTestId('project-photos').waitFor();
    await expect.poll(captions).toEqual(['Fassade Süd', 'Typenschild Gaskessel']);
    const handle = page.getByRole('button', { name: 'Foto 1 verschieben' });
    await handle.focus();
    // While the page is busy (the grid drawn again after a save or a sync, a slow machine) the
    // user's keys wait in the browser's queue and come in one right after the other: sent so
    // here. The second photo sits right of the first in a row of two or three.
    await Promise.all(['Space', 'ArrowRight', 'Space'].map((key) => page.keyboard.press(key)));
    await page
      .getByText('Foto an Position 2 abgelegt.', { exact: true })
      .waitFor({ state: 'attached' });
    await expect.poll(captions).toEqual(['Typenschild Gaskessel', 'Fassade Süd']);
    // Saved in that order: the same after a reload.
    await page.reload();
    await page.getByTestId('project-photos').waitFor();
    await expect
      .poll(captions, { timeout: 20_000 })
      .toEqual(['Typenschild Gaskessel', 'Fassade Süd']);

    // By mouse: the second photo's handle held and carried onto the first photo, let go once
    // the page says where it is.
    const grip = page.getByRole('button', { name: 'Foto 2 verschieben' });
    // In the middle of the window: near its edge dnd-kit scrolls the page under the pointer.
    await cards()
      .first()
      .evaluate((card: { scrollIntoView(options: object): void }) =>
        card.scrollIntoView({ block: 'center' }),
      );
    const from = (await grip.boundingBox())!;
    const onto = (await cards().first().boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 - 10, from.y + from.height / 2, { steps: 3 });
    await page.mouse.move(onto.x + onto.width / 2, onto.y + onto.height / 2, { steps: 8 });
    await page.getByText('Über Position 1.', { exact: true }).waitFor({ state: 'attached' });
    await page.mouse.up();
    await page
      .getByText('Foto an Position 1 abgelegt.', { exact: true })
      .waitFor({ state: 'attached' });
    await expect.poll(captions).toEqual(['Fassade Süd', 'Typenschild Gaskessel']);
  });

  it('online: the server holds captions and thumbnails; a second device sees them', async () => {
    await e2e.setOnline(true);
    await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/ipc/sync.now'), { timeout: 30_000 }),
      page.getByRole('button', { name: 'Jetzt synchronisieren' }).click(),
    ]);
    type Module = { moduleKey: string; payload: unknown };
    const serverEntries = async () => {
      const modules = (await e2e.onServer('GET', `/v1/projects/${projectId}/modules`)) as {
        data: Module[];
      };
      return photoEntriesOf(modules.data.find((m) => m.moduleKey === photosModuleKey)?.payload);
    };
    await expect
      .poll(
        async () =>
          Object.values(await serverEntries())
            .map((e) => e.beschriftung)
            .sort(),
        {
          timeout: 30_000,
        },
      )
      .toEqual(['Fassade Süd', 'Typenschild Gaskessel']);
    const entries = Object.values(await serverEntries());
    for (const entry of entries) {
      expect(entry.vorschau).toMatch(/^data:image\/jpeg;base64,/);
      expect(entry.vorschau.length).toBeLessThanOrEqual(40_000);
    }
    expect(entries.find((e) => e.beschriftung === 'Typenschild Gaskessel')).toMatchObject({
      kategorie: 'typenschild-waermeerzeuger',
      raumBauteil: 'Heizraum Keller',
      zeitQuelle: 'exif',
    });

    // Another device: a second local database of the same workspace.
    const other = openCore({
      dbPath: join(dir, 'other-device.sqlite'),
      baseUrl: e2e.demo().url!,
      apiKey: e2e.demo().apiKey,
    });
    try {
      await other.engine.sync({ sweep: true });
      const seen = projectPhotos(
        other.store.getModule(projectId, photosModuleKey)?.payload,
        other.photos.list(projectId),
      );
      // In the order the mouse left them.
      expect(seen.map((p) => [p.entry.beschriftung, p.onDevice])).toEqual([
        ['Fassade Süd', false],
        ['Typenschild Gaskessel', false],
      ]);
    } finally {
      await other.close();
    }
  });
});
