import { describe, expect, it } from 'vitest';
import {
  defaultRoute,
  formatRoute,
  parseRoute,
  renameInRoute,
  type Route,
} from '../../src/renderer/app/routes';

describe('hash routes', () => {
  const routes: [string, Route][] = [
    ['#/contacts', { screen: 'contacts' }],
    ['#/contacts/new', { screen: 'contacts', creating: true }],
    ['#/contacts/con_1', { screen: 'contacts', id: 'con_1' }],
    ['#/contacts/local%3Aabc', { screen: 'contacts', id: 'local:abc' }],
    ['#/pipeline', { screen: 'pipeline' }],
    ['#/deals/new', { screen: 'deals', creating: true }],
    ['#/deals/deal_7', { screen: 'deals', id: 'deal_7' }],
    ['#/deals/local%3Ad1', { screen: 'deals', id: 'local:d1' }],
    ['#/projects', { screen: 'projects' }],
    ['#/projects/prj_1', { screen: 'projects', id: 'prj_1' }],
    [
      '#/projects/prj_1/modules/u-wert-rechner',
      { screen: 'projects', id: 'prj_1', moduleKey: 'u-wert-rechner' },
    ],
    ['#/projects/prj_1/report', { screen: 'projects', id: 'prj_1', report: true }],
    ['#/projects/local%3Ap/report', { screen: 'projects', id: 'local:p', report: true }],
    ['#/projects/prj_1/survey', { screen: 'projects', id: 'prj_1', visit: 'survey' }],
    [
      '#/projects/prj_1/survey/survey-bauteile-c1-uWert',
      { screen: 'projects', id: 'prj_1', visit: 'survey', focus: 'survey-bauteile-c1-uWert' },
    ],
    [
      '#/projects/prj_1/before-leaving',
      { screen: 'projects', id: 'prj_1', visit: 'before-leaving' },
    ],
    ['#/outbox', { screen: 'outbox' }],
    ['#/settings', { screen: 'settings' }],
    ['#/pv-plans/pvp_1', { screen: 'pvPlans', id: 'pvp_1' }],
    ['#/pv-plans/local%3Aabc', { screen: 'pvPlans', id: 'local:abc' }],
    ['#/buildings/bld_1', { screen: 'buildings', id: 'bld_1' }],
    ['#/buildings/local%3Ab', { screen: 'buildings', id: 'local:b' }],
  ];

  it.each(routes)('%s ⇄ route', (hash, route) => {
    expect(parseRoute(hash)).toEqual(route);
    expect(formatRoute(route)).toBe(hash);
  });

  it('an empty, unknown or token hash is the contact list', () => {
    expect(parseRoute('')).toEqual(defaultRoute);
    expect(parseRoute('#/nowhere/5')).toEqual(defaultRoute);
    expect(parseRoute('#/pv-plans')).toEqual(defaultRoute);
    expect(parseRoute('#token=abc')).toEqual(defaultRoute);
    expect(parseRoute('#/buildings')).toEqual(defaultRoute);
  });

  it('a renamed id moves the route to the server id, module included', () => {
    expect(renameInRoute({ screen: 'contacts', id: 'local:c1' }, { 'local:c1': 'con_9' })).toEqual({
      screen: 'contacts',
      id: 'con_9',
    });
    expect(
      renameInRoute(
        { screen: 'projects', id: 'local:p', moduleKey: 'jaz' },
        { 'local:p': 'prj_3' },
      ),
    ).toEqual({ screen: 'projects', id: 'prj_3', moduleKey: 'jaz' });
    expect(renameInRoute({ screen: 'pvPlans', id: 'local:v' }, { 'local:v': 'pvp_2' })).toEqual({
      screen: 'pvPlans',
      id: 'pvp_2',
    });
    expect(renameInRoute({ screen: 'deals', id: 'local:d1' }, { 'local:d1': 'deal_9' })).toEqual({
      screen: 'deals',
      id: 'deal_9',
    });
    expect(
      renameInRoute({ screen: 'projects', id: 'local:p', report: true }, { 'local:p': 'prj_3' }),
    ).toEqual({ screen: 'projects', id: 'prj_3', report: true });
    const untouched: Route = { screen: 'contacts', id: 'con_1' };
    expect(renameInRoute(untouched, { 'local:x': 'con_x' })).toBe(untouched);
  });
});
