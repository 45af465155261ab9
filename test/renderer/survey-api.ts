/*
 * The renderer's api as the survey screen's tests give it: `projects.get` answers the project set
 * in `surveyApi.detail`, and every module write is kept in `surveyApi.patches`, as the core
 * would have received it. Used as `vi.mock('../../src/renderer/api', () => import('./survey-api'))`.
 */

type Patch = { payload?: Record<string, unknown> };

export const surveyApi = { detail: null as unknown, patches: [] as Patch[] };

export const api = {
  projects: { get: () => Promise.resolve(surveyApi.detail) },
  modules: {
    patch: (request: { body: Patch }) => {
      surveyApi.patches.push(request.body);
      return Promise.resolve(null);
    },
  },
};
