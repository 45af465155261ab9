import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IpcError } from '../../../shared/ipc/contract';
import { errorText } from '../../i18n/errors';
import { FormError, TextField, onSubmit } from '../../ui/Field';
import { fieldErrors, type FieldErrors } from '../../ui/use-create-form';
import { ConnectionResult } from './ConnectionResult';
import { useAddWorkspace, useTestConnection } from './mutations';

const empty = { name: '', baseUrl: '', apiKey: '' };

/** Name, base URL and key of a real workspace; test the connection before or after adding. */
export function AddWorkspaceForm() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const add = useAddWorkspace();
  const test = useTestConnection();

  const fail = (error: unknown) => {
    if (error instanceof IpcError && error.issues?.length) setErrors(fieldErrors(t, error.issues));
    setFormError(errorText(t, error));
  };

  if (!open)
    return (
      <div className="actions start">
        <button onClick={() => setOpen(true)}>{t('settings.add')}</button>
        {done && (
          <span className="ok" role="status">
            {done}
          </span>
        )}
      </div>
    );

  return (
    <form
      className="inline-form"
      data-testid="add-workspace-form"
      noValidate
      onKeyDown={(e) => {
        if (e.key === 'Escape') setOpen(false);
      }}
      onSubmit={onSubmit(() => {
        setErrors({});
        setFormError(null);
        add
          .mutateAsync(values)
          .then((answer) => {
            setValues(empty);
            setOpen(false);
            setDone(
              [
                t('settings.added', { name: answer.workspace.name }),
                answer.warning ? t(`settings.warning.${answer.warning}`) : '',
              ].join(' '),
            );
          })
          .catch(fail);
      })}
    >
      <div className="form-grid">
        <TextField
          name="name"
          label={t('settings.name')}
          value={values.name}
          error={errors.name}
          autoFocus
          onChange={(name) => setValues({ ...values, name })}
        />
        <TextField
          name="baseUrl"
          type="url"
          label={t('settings.baseUrl')}
          value={values.baseUrl}
          error={errors.baseUrl}
          onChange={(baseUrl) => setValues({ ...values, baseUrl })}
        />
        <TextField
          name="apiKey"
          type="password"
          autoComplete="off"
          label={t('settings.apiKey')}
          value={values.apiKey}
          error={errors.apiKey}
          onChange={(apiKey) => setValues({ ...values, apiKey })}
        />
      </div>
      {test.data && <ConnectionResult result={test.data} />}
      {test.isPending && <p role="status">{t('settings.testing')}</p>}
      <FormError message={formError} />
      <div className="actions">
        <button type="button" onClick={() => setOpen(false)}>
          {t('app.cancel')}
        </button>
        <button
          type="button"
          disabled={test.isPending}
          onClick={() => {
            setErrors({});
            setFormError(null);
            test.mutateAsync({ baseUrl: values.baseUrl, apiKey: values.apiKey }).catch(fail);
          }}
        >
          {t('settings.test')}
        </button>
        <button type="submit" className="primary" disabled={add.isPending}>
          {t('settings.add')}
        </button>
      </div>
    </form>
  );
}
