import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { projectPatchStatuses, projectTypes, type BuildingCreate } from '../../../shared/api';
import type { OutboxEntryView } from '../../../shared/ipc/contract';
import { draftKey, useDraft, useDrafts } from '../../stores/drafts';
import { message, useCreateForm } from '../../ui/use-create-form';
import { BuildingFields } from '../buildings/BuildingForm';
import {
  buildingFormSchema,
  buildingValuesFromBody,
  type BuildingValues,
} from '../buildings/building-form';
import { ContactEditFields } from '../contacts/ContactEditForm';
import { InlineForm } from '../contacts/ContactRecordForms';
import { contactEditSchema, fieldAsText, type ContactEditValues } from '../contacts/contact-patch';
import { ProjectStatusField, ProjectTitleField, ProjectTypeField } from '../projects/ProjectFields';

/*
 * A refused write edited in the same form as the one it was made with (contact, building,
 * project), then sent again as the entry's new body; other writes fall back to raw JSON. The
 * input is a draft per entry (outbox/<seq>), so nothing typed is lost on the way.
 */

type Kind = 'contact' | 'building' | 'project';

/** Which form edits this entry, if any. */
export function entryFormKind(entry: Pick<OutboxEntryView, 'resource' | 'op'>): Kind | null {
  if (entry.resource === 'contacts' && entry.op !== 'archive') return 'contact';
  if (entry.resource === 'buildings' && entry.op === 'create') return 'building';
  if (entry.resource === 'projects' && entry.op !== 'archive') return 'project';
  return null;
}

export const entryDraftKey = (seq: number) => draftKey('outbox', String(seq));

interface Props {
  entry: OutboxEntryView;
  /** Sends the edited body again (outbox.retry with body). */
  send(body: Record<string, unknown>): Promise<unknown>;
  onCancel(): void;
}

export function EntryForm(props: Props) {
  switch (entryFormKind(props.entry)) {
    case 'contact':
      return <ContactEntryForm {...props} />;
    case 'building':
      return <BuildingEntryForm {...props} />;
    case 'project':
      return <ProjectEntryForm {...props} />;
    default:
      return null;
  }
}

/** The original form's inputs in the outbox: "Erneut senden" sends the edited write. */
function Frame({
  children,
  saving,
  error,
  onSend,
  onCancel,
}: {
  children: ReactNode;
  saving: boolean;
  error: string | null;
  onSend(): void;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  return (
    <InlineForm
      testId="entry-form"
      label={t('outbox.formTitle')}
      action={t('outbox.retry')}
      saving={saving}
      error={error}
      grid={false}
      onSubmit={onSend}
      onCancel={onCancel}
    >
      {children}
    </InlineForm>
  );
}

/** The entry's draft values, started from its body. */
function useEntryValues<V extends Record<string, unknown>>(seq: number, initial: () => V) {
  const key = entryDraftKey(seq);
  const draft = useDraft(key);
  const save = useDrafts((s) => s.save);
  const discard = useDrafts((s) => s.discard);
  const values = (draft?.values as V | undefined) ?? initial();
  return { values, set: (next: V) => save(key, next), done: () => discard(key) };
}

function ContactEntryForm({ entry, send, onCancel }: Props) {
  const body = entry.body;
  const parts = {
    status: entry.op === 'create' || 'status' in body,
    assignedTo: 'assignedTo' in body,
    fields: entry.op === 'create' || 'fields' in body,
  };
  const { values, set, done } = useEntryValues<ContactEditValues>(entry.seq, () => {
    const fields: Record<string, string> = {};
    for (const [k, v] of Object.entries((body.fields as Record<string, unknown>) ?? {}))
      fields[k] = fieldAsText(v);
    return {
      status: typeof body.status === 'string' ? body.status : 'lead',
      assignedTo: typeof body.assignedTo === 'string' ? body.assignedTo : '',
      fields,
    };
  });
  const { errors, formError, saving, submit } = useCreateForm(
    contactEditSchema,
    (edited) => {
      const next: Record<string, unknown> = {};
      if (parts.status) next.status = edited.status;
      if (parts.assignedTo) next.assignedTo = edited.assignedTo || null;
      if (parts.fields)
        next.fields = Object.fromEntries(
          Object.entries(edited.fields)
            .map(([k, v]) => [k, v.trim()] as const)
            .filter(([, v]) => v !== ''),
        );
      return send(next);
    },
    done,
  );
  return (
    <Frame saving={saving} error={formError} onSend={() => void submit(values)} onCancel={onCancel}>
      <ContactEditFields values={values} errors={errors} onChange={set} parts={parts} />
    </Frame>
  );
}

function BuildingEntryForm({ entry, send, onCancel }: Props) {
  const body = entry.body as Partial<BuildingCreate>;
  const { values, set, done } = useEntryValues<BuildingValues>(entry.seq, () =>
    buildingValuesFromBody(body),
  );
  const { errors, formError, saving, submit } = useCreateForm(
    buildingFormSchema,
    (checked) => send({ contactId: body.contactId, ...checked }),
    done,
  );
  return (
    <Frame saving={saving} error={formError} onSend={() => void submit(values)} onCancel={onCancel}>
      <div className="form-grid">
        <BuildingFields values={values} errors={errors} onChange={set} autoFocus />
      </div>
    </Frame>
  );
}

const projectEntrySchema = z.object({
  title: z.string().trim().min(1, message('required')).max(200).optional(),
  type: z.enum(projectTypes).optional(),
  status: z.enum(projectPatchStatuses).optional(),
});
type ProjectEntryValues = { title?: string; type?: string; status?: string };

function ProjectEntryForm({ entry, send, onCancel }: Props) {
  const body = entry.body;
  const { values, set, done } = useEntryValues<ProjectEntryValues>(entry.seq, () => ({
    ...(typeof body.title === 'string' ? { title: body.title } : {}),
    ...(typeof body.type === 'string' ? { type: body.type } : {}),
    ...(typeof body.status === 'string' ? { status: body.status } : {}),
  }));
  const { errors, formError, saving, submit } = useCreateForm(
    projectEntrySchema,
    (checked) => send({ ...body, ...checked }),
    done,
  );
  return (
    <Frame saving={saving} error={formError} onSend={() => void submit(values)} onCancel={onCancel}>
      <div className="form-grid">
        {values.title !== undefined && (
          <ProjectTitleField
            value={values.title}
            error={errors.title}
            autoFocus
            onChange={(title) => set({ ...values, title })}
          />
        )}
        {values.type !== undefined && (
          <ProjectTypeField
            value={values.type}
            error={errors.type}
            onChange={(type) => set({ ...values, type })}
          />
        )}
        {values.status !== undefined && (
          <ProjectStatusField
            value={values.status}
            error={errors.status}
            onChange={(status) => set({ ...values, status })}
          />
        )}
      </div>
    </Frame>
  );
}
