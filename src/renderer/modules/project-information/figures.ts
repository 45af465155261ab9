import { surveyOf } from '../../../shared/survey/schema';
import type { ModuleFigures } from '../definition';

/** What the project information gives the project's other screens: what was found on site. */
export const projectInfoFigures: ModuleFigures = {
  survey: (payload) => surveyOf(payload),
};
