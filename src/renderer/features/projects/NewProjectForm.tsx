import { useTranslation } from 'react-i18next';
import type { Building, Project } from '../../../shared/api';
import { draftKey, useDraft, useDrafts } from '../../stores/drafts';
import { Field } from '../../ui/Field';
import { useCreateForm } from '../../ui/use-create-form';
import { InlineForm } from '../contacts/ContactRecordForms';
import { useCreateProjectMutation } from './mutations';
import { ProjectTitleField, ProjectTypeField } from './ProjectFields';
import { defaultProjectTitle, newProjectSchema, type NewProjectValues } from './project-form';

/** One draft per contact (and building, when started from a building's page). */
export const projectDraftKey = (contactId: string, buildingId?: string) =>
  buildingId ? draftKey('project-new', contactId, buildingId) : draftKey('project-new', contactId);

interface Props {
  contactId: string;
  /** The contact's buildings to choose from; one when started from a building's page. */
  buildings: Building[];
  /** Started from a building's page: that building, no choice. */
  buildingId?: string;
  onDone(project: Project | null): void;
}

/**
 * A new project of a contact's building (Heizungsplanung or Energieausweis), saved on this
 * device at once and sent when online. The title follows the type and the address until edited.
 */
export function NewProjectForm({ contactId, buildings, buildingId, onDone }: Props) {
  const { t } = useTranslation();
  const key = projectDraftKey(contactId, buildingId);
  const draft = useDraft(key);
  const save = useDrafts((s) => s.save);
  const discard = useDrafts((s) => s.discard);
  const stored = draft?.values as Partial<NewProjectValues> | undefined;
  const values: NewProjectValues = {
    buildingId: buildingId ?? stored?.buildingId ?? buildings[0]?.id ?? '',
    type: stored?.type ?? 'heat-planning',
    title: stored?.title ?? null,
  };
  const building = buildings.find((b) => b.id === values.buildingId);
  const title = values.title ?? defaultProjectTitle(t, values.type, building);
  const create = useCreateProjectMutation();
  const { errors, formError, saving, submit } = useCreateForm(
    newProjectSchema,
    (body) => create.mutateAsync({ body: { contactId, ...body } }),
    (project) => {
      discard(key);
      onDone(project);
    },
  );
  const set = (patch: Partial<NewProjectValues>) => save(key, { ...values, ...patch });
  return (
    <InlineForm
      testId="new-project-form"
      action={t('projects.create.submit')}
      saving={saving}
      error={formError}
      onSubmit={() => void submit({ ...values, title })}
      onCancel={() => {
        discard(key);
        onDone(null);
      }}
    >
      <ProjectTypeField
        value={values.type}
        error={errors.type}
        autoFocus
        onChange={(type) => set({ type: type as NewProjectValues['type'] })}
      />
      {!buildingId && (
        <Field name="buildingId" label={t('projects.field.building')} error={errors.buildingId}>
          <select
            name="buildingId"
            value={values.buildingId}
            onChange={(e) => set({ buildingId: e.target.value })}
          >
            {buildings.length === 0 && <option value="">{t('projects.create.noBuilding')}</option>}
            {buildings.map((b) => (
              <option key={b.id} value={b.id}>
                {[b.name, b.street, b.city].filter(Boolean).join(', ')}
              </option>
            ))}
          </select>
        </Field>
      )}
      <ProjectTitleField
        value={title}
        error={errors.title}
        onChange={(next) => set({ title: next })}
      />
    </InlineForm>
  );
}
