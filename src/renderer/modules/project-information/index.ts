import type { ModuleDefinition } from '../definition';
import { ProjectInfoSection } from './ReportSection';
import { projectInfoStrings } from './strings';
import { projectInfoFigures } from './figures';
import { germanDate } from '../../ui/fields/fields';
import { initialProjectInfo, projectInfoSchema, type ProjectInfo } from './model';
import { ProjectInfoForm } from './ProjectInfoForm';
import { projectInfoOffers } from './flow';

export const projectInfoModule: ModuleDefinition<ProjectInfo> = {
  key: 'project-information',
  schemaVersion: 1,
  schema: projectInfoSchema,
  initial: initialProjectInfo,
  Form: ProjectInfoForm,
  headline: (payload) => {
    const parsed = projectInfoSchema.safeParse(payload);
    if (!parsed.success) return null;
    const { kunde, ortstermin } = parsed.data;
    const date = germanDate(ortstermin);
    return [kunde.name, date].filter(Boolean).join(' · ') || null;
  },
  ReportSection: ProjectInfoSection,
  strings: projectInfoStrings,
  offers: projectInfoOffers,
  figures: projectInfoFigures,
};
