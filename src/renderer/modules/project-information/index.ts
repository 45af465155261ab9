import type { ModuleEditorDef } from '../definition';
import { germanDate } from '../../ui/fields/fields';
import { initialProjectInfo, projectInfoSchema, type ProjectInfo } from './model';
import { ProjectInfoForm } from './ProjectInfoForm';

export const projectInfoEditor: ModuleEditorDef<ProjectInfo> = {
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
};
