// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { surveyKey, surveyOf, surveySchema } from '../../src/shared/survey/schema';
import { moduleFixture } from './module-fixture';
import { domRoot } from './dom-root';
import { loadScreensAfresh } from './fresh-modules';

/*
 * "Raum entfernen" in the survey: a room with what was taken on site (its area, its radiators)
 * is asked for first, naming the room and its radiators; "Abbrechen" keeps it; confirming removes the room and its radiators and puts the
 * cursor on the next room. A room with nothing taken yet goes at once.
 */

vi.mock('../../src/renderer/api', () => import('./survey-api'));
loadScreensAfresh();
// After the modules' reset: the instance the mocked api of the screens below is.
const { surveyApi } = await import('./survey-api');
const patches = surveyApi.patches;
const { SurveyScreen } = await import('../../src/renderer/features/survey/SurveyScreen');

const radiator = (id: string, watt: number) => ({
  id,
  typ: { wert: 'plattenheizkoerper', herkunft: 'gemessen', quelle: null },
  normleistung: { wert: watt, herkunft: 'unterlagen', quelle: null },
});
const survey = surveySchema.parse({
  raeume: [
    {
      id: 'r1',
      name: 'Wohnzimmer',
      flaeche: { wert: 24.5, herkunft: 'gemessen', quelle: null },
      heizkoerper: [radiator('h1', 1200), radiator('h2', 900)],
    },
    { id: 'r2', name: 'Bad', heizkoerper: [radiator('h3', 600)] },
    { id: 'r3', name: '' },
  ],
});
const detail = {
  project: { id: 'prj_1', title: 'Sanierung Berger' },
  modules: [moduleFixture('project-information', { [surveyKey]: survey })],
};
surveyApi.detail = detail;

const dom = domRoot();
const rooms = () => [...dom.container().querySelectorAll('[data-testid^="raum-"]')];
const roomNames = () =>
  rooms().map((r) => r.querySelector<HTMLInputElement>('input[id$="-name"]')!.value);
const removeButton = (index: number) =>
  [...rooms()[index]!.querySelectorAll('button')].find((b) => b.textContent === 'Raum entfernen')!;
const dialog = () => dom.container().querySelector<HTMLDialogElement>('dialog');
const dialogButton = (name: string) =>
  [...dialog()!.querySelectorAll('button')].find((b) => b.textContent === name)!;
const click = (element: HTMLElement) => act(() => element.click());

beforeEach(async () => {
  patches.length = 0;
  await dom.renderWithQueries(createElement(SurveyScreen, { projectId: 'prj_1' }));
  await vi.waitFor(() => expect(rooms()).toHaveLength(3));
});

describe('removing a surveyed room', () => {
  it('asks first, naming the room and its radiators, and keeps it on "Abbrechen"', async () => {
    click(removeButton(0));
    expect(dialog()?.open).toBe(true);
    expect(dialog()!.querySelector('h2')!.textContent).toBe(
      'Raum „Wohnzimmer“ mit 2 Heizkörpern entfernen?',
    );
    expect(dialog()!.textContent).toContain('Heizkörper mit Typ, Maßen und Normleistung');
    expect(roomNames()).toEqual(['Wohnzimmer', 'Bad', '']);
    // The safe answer has the focus: Enter right after the click keeps the room.
    expect(document.activeElement).toBe(dialogButton('Abbrechen'));

    click(dialogButton('Abbrechen'));
    expect(dialog()).toBeNull();
    expect(roomNames()).toEqual(['Wohnzimmer', 'Bad', '']);
    // The focus going back to "Raum entfernen" is the browser's part (<dialog>): the visit
    // journey checks it in Chromium, by keyboard.
    expect(patches).toEqual([]);
  });

  it('names one radiator in the singular', () => {
    click(removeButton(1));
    expect(dialog()!.querySelector('h2')!.textContent).toBe(
      'Raum „Bad“ mit 1 Heizkörper entfernen?',
    );
  });

  it('removes the room with its radiators when confirmed, the cursor on the next room', async () => {
    click(removeButton(0));
    click(dialogButton('Raum entfernen'));
    expect(dialog()).toBeNull();
    expect(roomNames()).toEqual(['Bad', '']);
    expect(document.activeElement?.id).toBe('survey-raeume-r2-name');
    // Written like every change: the stored survey has neither the room nor its radiators.
    await vi.waitFor(() => expect(patches).toHaveLength(1), { timeout: 3000 });
    const saved = surveyOf(patches[0]!.payload);
    expect(saved.raeume.map((r) => r.name)).toEqual(['Bad', '']);
    expect(saved.raeume.flatMap((r) => r.heizkoerper.map((h) => h.id))).toEqual(['h3']);
  });

  it('removes a room with nothing taken yet at once', () => {
    removeButton(2).focus();
    click(removeButton(2));
    expect(dialog()).toBeNull();
    expect(roomNames()).toEqual(['Wohnzimmer', 'Bad']);
    // The last room gone: the cursor waits on "Raum hinzufügen".
    expect(document.activeElement?.textContent).toBe('Raum hinzufügen');
  });
});
