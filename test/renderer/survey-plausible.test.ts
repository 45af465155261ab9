// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { constructionYear } from '../../src/shared/domain/plausible';
import { surveyKey, surveySchema } from '../../src/shared/survey/schema';
import { NumberField } from '../../src/renderer/ui/fields/NumberField';
import { moduleFixture } from './module-fixture';
import { domRoot } from './dom-root';
import { loadScreensAfresh } from './fresh-modules';

/*
 * The survey takes what is typed on site, so a slip of the finger must be named at the field
 * before it reaches the calculators: a construction year that has not come yet, a negative or
 * impossible area, a consumption year still ahead. The bounds are the app's one set of plausible
 * ranges (shared/domain/plausible.ts); a year is written as a year ("2026", never "2.026").
 */

vi.mock('../../src/renderer/api', () => import('./survey-api'));
loadScreensAfresh();
// After the modules' reset: the instance the mocked api of the screens below is.
const { surveyApi } = await import('./survey-api');
const patches = surveyApi.patches;
const { SurveyScreen } = await import('../../src/renderer/features/survey/SurveyScreen');

const survey = surveySchema.parse({
  raeume: [{ id: 'r1', name: 'Wohnzimmer' }],
  verbrauch: [{ id: 'v1' }],
});
const detail = {
  project: { id: 'prj_1', title: 'Sanierung Berger' },
  modules: [moduleFixture('project-information', { [surveyKey]: survey })],
};
surveyApi.detail = detail;
const today = new Date('2026-11-20T10:00:00');

const dom = domRoot();
const field = (id: string) => dom.container().querySelector<HTMLElement>(`[data-testid="${id}"]`)!;
const errorAt = (id: string) => field(id).querySelector('.field-error')?.textContent ?? null;

function typeAndLeave(id: string, text: string) {
  const input = field(id).querySelector<HTMLInputElement>(`#${id}-input`)!;
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  act(() => {
    setter.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  act(() => {
    input.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
  });
}

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(today);
});
afterAll(() => vi.useRealTimers());

beforeEach(async () => {
  patches.length = 0;
  await dom.renderWithQueries(createElement(SurveyScreen, { projectId: 'prj_1' }));
  await vi.waitFor(() => expect(field('survey-gebaeude-baujahr')).toBeTruthy());
});

describe('implausible values in the survey', () => {
  it('a construction year that has not come yet is named at the field and not kept', async () => {
    typeAndLeave('survey-gebaeude-baujahr', '2035');
    expect(errorAt('survey-gebaeude-baujahr')).toBe('Der Wert darf höchstens 2026 sein.');
    typeAndLeave('survey-heizung-baujahr', '1850');
    expect(errorAt('survey-heizung-baujahr')).toBe('Der Wert muss mindestens 1900 sein.');
    typeAndLeave('survey-gebaeude-baujahr', '2026');
    expect(errorAt('survey-gebaeude-baujahr')).toBeNull();
    await vi.waitFor(() => expect(patches.length).toBeGreaterThan(0), { timeout: 3000 });
    const last = surveySchema.parse(patches.at(-1)!.payload![surveyKey]);
    expect(last.gebaeude.baujahr.wert).toBe(2026);
    expect(last.heizung.baujahr.wert).toBeNull();
  });

  it('a negative heated area, a room larger than any room, a consumption year ahead', () => {
    typeAndLeave('survey-gebaeude-beheizteFlaeche', '-95');
    expect(errorAt('survey-gebaeude-beheizteFlaeche')).toBe('Der Wert muss größer als 0 sein.');
    typeAndLeave('survey-raeume-r1-flaeche', '28400');
    expect(errorAt('survey-raeume-r1-flaeche')).toBe('Der Wert darf höchstens 1.000 sein.');
    typeAndLeave('survey-verbrauch-v1-jahr', '2027');
    expect(errorAt('survey-verbrauch-v1-jahr')).toBe('Der Wert darf höchstens 2026 sein.');
    expect(patches).toEqual([]);
  });
});

describe('a year’s bound in an editor’s number field', () => {
  it('reads as a year', () => {
    act(() =>
      dom.root().render(
        createElement(NumberField, {
          label: 'Baujahr',
          value: null,
          onChange: () => undefined,
          ...constructionYear(today),
        }),
      ),
    );
    const input = dom.container().querySelector('input')!;
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    act(() => {
      setter.call(input, '2035');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(dom.container().querySelector('.field-error')?.textContent).toBe(
      'Baujahr: Der Wert darf höchstens 2026 sein.',
    );
  });
});
