// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { demoVisitSurvey } from '../../src/server/seed/demo-survey';
import { domRoot } from './dom-root';
import { surveyContext } from './modules/survey-context';

// The registry brings every module's form; taking rooms needs none of the core.
vi.mock('../../src/renderer/api', () => ({ api: {} }));
import {
  roomsInputsSchema,
  type Room,
  type RoomsInputs,
} from '../../src/renderer/modules/raumweise/model';
import { RoomsForm } from '../../src/renderer/modules/raumweise/RoomsForm';

/*
 * "Räume aus der Gebäudeaufnahme übernehmen" on a room list the consultant already has (the
 * demo's Wohnzimmer, Küche, Bad EG): a room of the same name becomes the surveyed room instead of
 * standing twice in the list, a room taken from the survey before is taken again, and nothing the
 * consultant typed is dropped: a typed area stays (the field names the surveyed one beside it),
 * typed radiators stay, rooms the survey does not know stay.
 * The demo survey: Wohnzimmer 32,4 m² (2 radiators: 2.380 and 1.700 W), Küche 12,1 m² (1.360 W),
 * Bad 8,3 m² at 24 °C, Schlafzimmer 16,8 m².
 */

const context = surveyContext(demoVisitSurvey);
const dom = domRoot();

/** The rooms after clicking "… Räume aus der Gebäudeaufnahme übernehmen" on these rooms. */
async function takeSurveyedRooms(rooms: Partial<Room>[]): Promise<Room[]> {
  const changes: RoomsInputs[] = [];
  await act(async () =>
    dom.root().render(
      createElement(RoomsForm, {
        value: roomsInputsSchema.parse({ designOutdoorTemperature: -12, rooms }),
        onChange: (next: RoomsInputs) => changes.push(next),
        readOnly: false,
        context,
        serverIssues: {},
      }),
    ),
  );
  const button = [...dom.container().querySelectorAll('button')].find((b) =>
    /aus der Gebäudeaufnahme übernehmen/.test(b.textContent ?? ''),
  );
  expect(button, 'the take-over button').toBeTruthy();
  act(() => button!.click());
  expect(changes).toHaveLength(1);
  return changes[0]!.rooms;
}

const typed = (id: string, name: string, patch: Partial<Room> = {}): Partial<Room> => ({
  id,
  name,
  use: 'living',
  indoorTemperature: 20,
  area: null,
  height: 2.5,
  airChangeRate: 0.5,
  ...patch,
});

describe('taking the survey’s rooms into a room list that has rooms', () => {
  it('a room of the same name is the surveyed room; no name stands twice; typed rooms stay', async () => {
    const rooms = await takeSurveyedRooms([
      typed('r-wohnen', ' wohnzimmer ', { area: 30, height: 2.7 }),
      typed('r-kueche', 'Küche'),
      typed('r-bad', 'Bad EG', { indoorTemperature: 24, area: 6.8 }),
    ]);
    expect(rooms.map((r) => r.name)).toEqual([
      ' wohnzimmer ',
      'Küche',
      'Bad EG',
      'Bad',
      'Schlafzimmer',
    ]);
    const [wohnen, kueche, badEg, bad] = rooms;
    // The typed 30 m² stays, now named beside the surveyed 32,4 m² (the field offers to follow it).
    expect(wohnen).toMatchObject({ id: 'r-wohnen', area: 30, height: 2.7 });
    expect(wohnen!.areaFrom).toBe('survey:raum:demo-wohnen:flaeche');
    expect(wohnen!.radiators.map((r) => r.ratedOutput)).toEqual([2380, 1700]);
    // An empty area takes the surveyed one.
    expect(kueche).toMatchObject({ id: 'r-kueche', area: 12.1 });
    expect(kueche!.areaFrom).toBe('survey:raum:demo-kueche:flaeche');
    expect(kueche!.radiators.map((r) => r.ratedOutput)).toEqual([1360]);
    // "Bad EG" is not "Bad": kept as typed, the surveyed Bad added with its 24 °C.
    expect(badEg).toMatchObject({ id: 'r-bad', area: 6.8, radiators: [] });
    expect(badEg!.areaFrom ?? null).toBeNull();
    expect(bad).toMatchObject({ area: 8.3, indoorTemperature: 24 });
  });

  it('radiators typed in a room of the same name stay, without the surveyed ones beside them', async () => {
    const own = { id: 'hk-own', kind: 'panel', ratedOutput: 2000 };
    const rooms = await takeSurveyedRooms([
      typed('r-wohnen', 'Wohnzimmer', { radiators: [own] as unknown as Room['radiators'] }),
    ]);
    expect(rooms[0]!.radiators).toMatchObject([{ id: 'hk-own', ratedOutput: 2000 }]);
    expect(rooms[0]).toMatchObject({ area: 32.4, areaFrom: 'survey:raum:demo-wohnen:flaeche' });
  });

  it('a room taken from the survey before, whose surveyed room was made anew, is taken again', async () => {
    const rooms = await takeSurveyedRooms([
      typed('r-wohnen', 'Wohnzimmer', {
        area: 31,
        areaFrom: 'survey:raum:removed-on-site:flaeche',
        height: 2.65,
        radiators: [
          { id: 'hk-old', kind: 'panel', ratedOutput: 2300, ratedOutputFrom: 'survey:raum:x:hk' },
        ] as unknown as Room['radiators'],
      }),
    ]);
    expect(rooms.filter((r) => r.name === 'Wohnzimmer')).toHaveLength(1);
    // Its area was the survey's, not typed: the survey's area now, with the height typed kept.
    expect(rooms[0]).toMatchObject({
      id: 'r-wohnen',
      area: 32.4,
      areaFrom: 'survey:raum:demo-wohnen:flaeche',
      height: 2.65,
    });
    expect(rooms[0]!.radiators.map((r) => r.ratedOutput)).toEqual([2300]);
  });

  it('a room still taken from its surveyed room is left as it is and not added again', async () => {
    const rooms = await takeSurveyedRooms([
      typed('r-wohnen', 'Wohnen EG', {
        area: 33,
        areaFrom: 'survey:raum:demo-wohnen:flaeche',
      }),
    ]);
    expect(rooms.map((r) => r.name)).toEqual(['Wohnen EG', 'Küche', 'Bad', 'Schlafzimmer']);
    expect(rooms[0]).toMatchObject({ area: 33, areaFrom: 'survey:raum:demo-wohnen:flaeche' });
  });
});
