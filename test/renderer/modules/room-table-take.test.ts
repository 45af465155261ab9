import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../src/renderer/i18n';
import type { ModuleContext } from '../../../src/renderer/modules/definition';
import { roomsInputsSchema } from '../../../src/renderer/modules/raumweise/model';
import { RoomsForm } from '../../../src/renderer/modules/raumweise/RoomsForm';
import { withOffers } from '../../../src/renderer/modules/registry';
import { demoVisitSurvey } from '../../../src/server/seed/demo-survey';
import { moduleFixture } from '../module-fixture';

// The registry brings every module's form; the offers need none of the core.
vi.mock('../../../src/renderer/api', () => ({ api: {} }));

/*
 * In the room table's area cell (a number wide) the choice of a value to take showed only "Wer"
 * of "Wert übernehmen aus …": it shows a short text that fits, and says in full what it is to
 * screen readers; the sources it offers are named in full when it opens.
 */

const context: ModuleContext = withOffers({
  project: { type: 'heat-planning' } as ModuleContext['project'],
  contact: null,
  building: null,
  modules: {
    'project-information': moduleFixture('project-information', {
      gebaeudeaufnahme: demoVisitSurvey,
    }),
  },
});

describe('taking a surveyed value in the room table', () => {
  beforeAll(() => void initI18n('de'));

  it('the choice in the narrow area cell shows a short text, its name says it in full', () => {
    const html = renderToStaticMarkup(
      createElement(RoomsForm, {
        onChange: () => undefined,
        readOnly: false,
        context,
        value: roomsInputsSchema.parse({
          rooms: [{ id: 'r1', name: 'Wohnen', area: 30, areaFrom: null }],
        }),
      } as never),
    );
    const select = html.match(/<select class="take-select"[^>]*>(.*?)<\/select>/);
    expect(select).toBeTruthy();
    expect(select![0]).toContain(
      'aria-label="Fläche von Wohnen: Wert aus einem anderen Modul übernehmen"',
    );
    const options = [...select![1]!.matchAll(/<option[^>]*>([^<]*)<\/option>/g)].map((m) => m[1]);
    // What shows while nothing is chosen: short enough for the cell.
    expect(options[0]).toBe('Aus …');
    expect(options.slice(1)).toContain('Gebäudeaufnahme: Wohnzimmer (gemessen) (32,4)');
  });
});
