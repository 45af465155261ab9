// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { photosModuleKey, photosPayloadKey } from '../../src/shared/photos/photo-entry';
import { moduleFixture } from './module-fixture';
import { domRoot } from './dom-root';
import { loadScreensAfresh } from './fresh-modules';

/*
 * The ways a photo comes into a project besides the file dialog (the photos journey takes that
 * one): dropped onto the photo area, or taken with the device's camera through a file input
 * that asks for it (`capture`). A locked project information takes none and says why.
 */

const added = vi.hoisted(() => [] as { names: string[]; category: string }[]);
vi.mock('../../src/renderer/features/photos/add-photos', () => ({
  addPhotos: (_projectId: string, files: File[], options: { category: string }) => {
    added.push({ names: files.map((f) => f.name), category: options.category });
    return Promise.resolve({ done: files.length, total: files.length, refused: [] });
  },
}));
const state = vi.hoisted(() => ({ status: 'draft', lockedReason: null as string | null }));
vi.mock('../../src/renderer/api', () => ({
  api: {
    projects: {
      get: () =>
        Promise.resolve({
          project: { id: 'prj_1', title: 'Sanierung Berger' },
          modules: [
            {
              ...moduleFixture(
                photosModuleKey,
                { [photosPayloadKey]: { f1: entry } },
                state.status,
              ),
              lockedReason: state.lockedReason,
            },
          ],
        }),
    },
    photos: { list: () => Promise.resolve([]) },
    settings: { get: () => Promise.resolve({ photoLocation: false }) },
  },
}));

loadScreensAfresh();
const { ProjectPhotos } = await import('../../src/renderer/features/photos/ProjectPhotos');

const entry = {
  beschriftung: 'Typenschild Gaskessel',
  kategorie: 'typenschild-waermeerzeuger',
  aufgenommenAm: '2026-11-20T09:30:00.000+01:00',
  zeitQuelle: 'exif',
  raumBauteil: 'Heizraum',
  reihenfolge: 0,
  vorschau: 'data:image/jpeg;base64,AAAA',
  breite: 400,
  hoehe: 300,
};

const dom = domRoot();
const section = () => dom.container().querySelector<HTMLElement>('[data-testid="project-photos"]')!;
const button = (name: string) =>
  [...section().querySelectorAll('button')].find((b) => b.textContent === name);
const jpeg = (name: string) =>
  new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: 'image/jpeg' });

async function show() {
  await dom.renderWithQueries(createElement(ProjectPhotos, { projectId: 'prj_1' }));
  await vi.waitFor(() => expect(section().textContent).toContain('Typenschild Gaskessel'));
}

beforeEach(() => {
  added.length = 0;
  state.status = 'draft';
  state.lockedReason = null;
});

describe('adding photos to a project', () => {
  it('takes photos dropped onto the photo area, in the category chosen for new photos', async () => {
    await show();
    const category = section().querySelector<HTMLSelectElement>(
      '[data-testid="photo-new-category"]',
    )!;
    await act(async () => {
      category.value = 'zaehler';
      category.dispatchEvent(new Event('change', { bubbles: true }));
    });
    const drop = section().querySelector<HTMLElement>('[data-testid="photo-drop"]')!;
    const files = [jpeg('IMG_0101.jpg'), jpeg('IMG_0102.jpg')];
    const event = new Event('drop', { bubbles: true, cancelable: true });
    Object.defineProperty(event, 'dataTransfer', { value: { files, types: ['Files'] } });
    await act(async () => drop.dispatchEvent(event));
    expect(added).toEqual([{ names: ['IMG_0101.jpg', 'IMG_0102.jpg'], category: 'zaehler' }]);
    // The browser must not open the dropped file in place of the app.
    expect(event.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(section().textContent).toContain('2 Fotos hinzugefügt.'));
  });

  it('takes a photo from the camera through an input that asks the device for it', async () => {
    await show();
    const camera = section().querySelector<HTMLInputElement>('[data-testid="photo-camera-input"]')!;
    expect(camera.getAttribute('accept')).toBe('image/*');
    expect(camera.hasAttribute('capture')).toBe(true);
    const opened = vi.fn();
    camera.addEventListener('click', opened);
    await act(async () => button('Mit der Kamera aufnehmen')!.click());
    expect(opened).toHaveBeenCalledOnce();
    Object.defineProperty(camera, 'files', { value: [jpeg('camera.jpg')], configurable: true });
    await act(async () => camera.dispatchEvent(new Event('change', { bubbles: true })));
    expect(added).toEqual([{ names: ['camera.jpg'], category: 'sonstiges' }]);
  });

  it('a locked project information takes no photo and says so, with its reason', async () => {
    state.status = 'locked';
    state.lockedReason = 'Der Antrag ist eingereicht.';
    await show();
    const note = section().querySelector('[data-testid="photos-locked"]')!;
    expect(note.textContent).toBe(
      'Die Projektinformationen sind gesperrt: Fotos können nicht hinzugefügt, geändert oder ' +
        'entfernt werden. Der Antrag ist eingereicht.',
    );
    expect(section().querySelector('[data-testid="photo-drop"]')).toBeNull();
    for (const name of ['Fotos auswählen', 'Mit der Kamera aufnehmen', 'Bearbeiten', 'Entfernen'])
      expect(button(name)).toBeUndefined();
    // Still viewed large: looking changes nothing.
    expect(button('Groß ansehen')).toBeDefined();
  });
});
