import { useTranslation } from 'react-i18next';
import { projectPatchStatuses, projectTypes } from '../../../shared/api';
import { enumLabel } from '../../i18n/labels';
import { Field, TextField } from '../../ui/Field';

/* The project's type and status as inputs, wherever a project is made or changed. */

interface Props {
  value: string;
  error?: string;
  onChange(value: string): void;
  autoFocus?: boolean;
}

export function ProjectTypeField({ value, error, onChange, autoFocus }: Props) {
  const { t } = useTranslation();
  return (
    <Field name="type" label={t('projects.field.type')} error={error}>
      <select
        name="type"
        autoFocus={autoFocus}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        {projectTypes.map((type) => (
          <option key={type} value={type}>
            {enumLabel(t, 'projectType', type)}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** Draft, active, submitted: archiving is its own action (it asks first). */
export function ProjectStatusField({ value, error, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <Field name="status" label={t('projects.field.status')} error={error}>
      <select name="status" value={value} onChange={(e) => onChange(e.target.value)}>
        {projectPatchStatuses.map((s) => (
          <option key={s} value={s}>
            {enumLabel(t, 'projectStatus', s)}
          </option>
        ))}
      </select>
    </Field>
  );
}

export function ProjectTitleField({ value, error, onChange, autoFocus }: Props) {
  const { t } = useTranslation();
  return (
    <TextField
      name="title"
      label={t('projects.field.title')}
      value={value}
      error={error}
      autoFocus={autoFocus}
      onChange={onChange}
    />
  );
}
