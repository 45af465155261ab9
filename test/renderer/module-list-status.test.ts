// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { ModuleList } from '../../src/renderer/features/module-editors/ModuleList';
import {
  shownStatus,
  statusChoices,
} from '../../src/renderer/features/module-editors/status-choices';
import { moduleFixture } from './module-fixture';
import { domRoot } from './dom-root';

/*
 * A module's status is the consultant's own, but a module that holds what was entered is at
 * least begun: the project's module list must not say "Nicht begonnen" beside its result
 * ("Förderrechner · Zuschuss 16.500 €"). It reads "Entwurf" until the consultant sets another
 * status; a module nobody has entered anything in still says "Nicht begonnen".
 */

const dom = domRoot();
const statusOf = (key: string) =>
  dom.container().querySelector(`[data-module-key="${key}"] .tag`)?.textContent;

describe('the status in the project’s module list', () => {
  it('says "Entwurf" for a module with content nobody set a status for', async () => {
    const modules = [
      moduleFixture('foerderrechner', { kosten: 30000, foerdersatz: 55 }, 'not_started'),
      moduleFixture('jaz', null, 'not_started'),
      moduleFixture('raumweise', {}, 'not_started'),
      moduleFixture('waermepumpe', { heizlast: 9.5 }, 'ready'),
      moduleFixture('u-wert', { schichten: [] }, 'calculating'),
    ];
    await act(async () =>
      dom.root().render(createElement(ModuleList, { projectId: 'prj_1', modules })),
    );
    expect(statusOf('foerderrechner')).toBe('Entwurf');
    expect(statusOf('jaz')).toBe('Nicht begonnen');
    expect(statusOf('raumweise')).toBe('Nicht begonnen');
    expect(statusOf('waermepumpe')).toBe('Bereit');
    expect(statusOf('u-wert')).toBe('Wird berechnet');
  });

  it('shows the same in the editor’s status menu, where "Entwurf" is one of the choices', () => {
    const begun = moduleFixture('foerderrechner', { kosten: 30000 }, 'not_started');
    expect(shownStatus(begun)).toBe('draft');
    expect(statusChoices('foerderrechner', shownStatus(begun)).map((c) => c.status)).toEqual([
      'draft',
      'ready',
      'completed',
      'submitted',
    ]);
    expect(shownStatus(moduleFixture('jaz', null, 'not_started'))).toBe('not_started');
  });
});
