import { useQuery } from '@tanstack/react-query';
import { beforeLeaving, openItemCount } from '../../../shared/survey/before-leaving';
import { surveyOf } from '../../../shared/survey/schema';
import { projectQueries } from '../projects/queries';
import { pvPlanQueries } from '../pv-planner/queries';
import { settingsQueries } from '../settings/queries';
import { surveyModuleKey } from './use-survey';

/** The before-you-leave list of a project, from what this device holds (works offline). */
export function useBeforeLeaving(projectId: string) {
  const detail = useQuery(projectQueries.detail(projectId));
  const profile = useQuery(settingsQueries.profile());
  const plans = useQuery(pvPlanQueries.byProject(projectId));
  if (!detail.data || !profile.data) return null;
  const module = detail.data.modules.find((m) => m.moduleKey === surveyModuleKey);
  const documents = beforeLeaving({
    projectType: detail.data.project.type,
    survey: surveyOf(module?.payload ?? null),
    profile: profile.data,
    pvPlanCount: plans.data?.data.length ?? 0,
  });
  return { project: detail.data.project, documents, open: openItemCount(documents) };
}
