import type { ModuleContext } from '../../../src/renderer/modules/definition';
import { withOffers } from '../../../src/renderer/modules/registry';

/* What the survey tests share: a project whose project-information holds a survey, and HTML as text. */

/** A heat-planning project with the offers of every module, its site survey as given. */
export const surveyContext = (survey: unknown): ModuleContext =>
  projectInfoContext({ gebaeudeaufnahme: survey });

/** The same with the project information's whole payload as given (its survey under its key). */
export const projectInfoContext = (payload: Record<string, unknown>): ModuleContext =>
  withOffers({
    project: { type: 'heat-planning' } as ModuleContext['project'],
    contact: null,
    building: null,
    modules: {
      'project-information': {
        payload,
      } as unknown as ModuleContext['modules'][string],
    },
  });

/** The text of rendered HTML, tags as spaces, spaces folded. */
export const htmlText = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');
