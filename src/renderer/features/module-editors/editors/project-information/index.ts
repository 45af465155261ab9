import type { ModuleEditorDef } from '../../editor-def';
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
    const date = /^\d{4}-\d{2}-\d{2}$/.test(ortstermin)
      ? ortstermin.split('-').reverse().join('.')
      : '';
    return [kunde.name, date].filter(Boolean).join(' · ') || null;
  },
};
