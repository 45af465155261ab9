import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  consultantProfileTextFields,
  profileProblems,
  type ConsultantProfile,
} from '../../../shared/domain/consultant-profile';
import { IpcError } from '../../../shared/ipc/contract';
import { api } from '../../api';
import { errorText } from '../../i18n/errors';
import { FormError, TextField, onSubmit } from '../../ui/Field';
import { logoDataUri } from './logo-image';
import { settingsKeys, settingsQueries } from './queries';
import './profile.css';

type Problems = ReturnType<typeof profileProblems>;

const inputType = { email: 'email', phone: 'tel' } as const;

/**
 * The consultant's profile of the active workspace, printed in the report's header. Each field
 * shows the stored value until the consultant types in it, then what they typed, whatever is
 * stored meanwhile (a save from another window, a refetch), until it is saved: the same rule as
 * `useTypedText`. The settings screen mounts the form once per workspace, so what was typed
 * for one workspace's profile is never saved into another's.
 */
export function ConsultantProfileForm() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const stored = useQuery(settingsQueries.profile());
  const [typed, setTyped] = useState<Partial<ConsultantProfile>>({});
  const [problems, setProblems] = useState<Problems>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const save = useMutation({ mutationFn: (p: ConsultantProfile) => api.profile.set(p) });

  if (!stored.data)
    return stored.isError ? <FormError message={errorText(t, stored.error)} /> : null;
  const values: ConsultantProfile = { ...stored.data, ...typed };
  const problem = (field: keyof Problems) => {
    const code = problems[field];
    return code ? t(`visit.profile.problems.${code}`) : undefined;
  };
  const change = (patch: Partial<ConsultantProfile>) => {
    setSaved(false);
    setTyped((before) => ({ ...before, ...patch }));
  };
  /** Saved: what was sent is stored now; a field typed in again meanwhile keeps its text. */
  const settle = (sent: ConsultantProfile, answer: ConsultantProfile) => {
    client.setQueryData(settingsKeys.profile, answer);
    setTyped((before) => {
      const still: Partial<ConsultantProfile> = {};
      for (const [field, value] of Object.entries(before) as [keyof ConsultantProfile, string][])
        if (value !== sent[field]) Object.assign(still, { [field]: value });
      return still;
    });
  };

  return (
    <form
      className="inline-form"
      data-testid="consultant-profile"
      noValidate
      onSubmit={onSubmit(() => {
        const found = profileProblems(values);
        setProblems(found);
        setFormError(null);
        if (Object.keys(found).length) return;
        save
          .mutateAsync(values)
          .then((answer) => {
            settle(values, answer);
            setSaved(true);
          })
          .catch((error: unknown) => {
            if (error instanceof IpcError && error.issues?.length) {
              const next: Problems = {};
              for (const issue of error.issues)
                next[issue.path as keyof Problems] =
                  (issue.params?.problem as Problems[keyof Problems]) ?? 'tooLong';
              setProblems(next);
            }
            setFormError(errorText(t, error));
          });
      })}
    >
      <p className="muted">{t('visit.profile.hint')}</p>
      <div className="form-grid">
        {consultantProfileTextFields.map((field) => (
          <TextField
            key={field}
            name={`profile-${field}`}
            label={t(`visit.profile.${field}`)}
            type={field === 'email' || field === 'phone' ? inputType[field] : 'text'}
            autoComplete={autoComplete[field]}
            value={values[field]}
            error={problem(field)}
            onChange={(value) => change({ [field]: value })}
          />
        ))}
      </div>
      <fieldset className="logo-field">
        <legend>{t('visit.profile.logo')}</legend>
        {values.logo ? (
          <img
            src={values.logo}
            alt={t('visit.profile.logoAlt', { company: values.company || values.name })}
            data-testid="profile-logo"
            style={{ maxWidth: '12rem', maxHeight: '4rem' }}
          />
        ) : (
          <p className="muted">{t('visit.profile.logoNone')}</p>
        )}
        <label className="button-like">
          {t('visit.profile.logoChoose')}
          <input
            type="file"
            className="visually-hidden-input"
            accept="image/png,image/jpeg,image/webp,image/gif,image/svg+xml"

            data-testid="profile-logo-file"
            aria-invalid={!!problems.logo}
            aria-describedby={problems.logo ? 'profile-logo-error' : undefined}
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (!file) return;
              void logoDataUri(file).then((result) => {
                if (result === 'logoFormat' || result === 'logoSize')
                  setProblems({ ...problems, logo: result });
                else {
                  setProblems({ ...problems, logo: undefined });
                  change({ logo: result });
                }
              });
            }}
          />
        </label>
        {values.logo && (
          <button type="button" onClick={() => change({ logo: null })}>
            {t('visit.profile.logoRemove')}
          </button>
        )}
        {problems.logo && (
          <p className="field-error" id="profile-logo-error" role="alert">
            {problem('logo')}
          </p>
        )}
      </fieldset>
      <FormError message={formError} />
      <div className="actions start">
        <button type="submit" className="primary" disabled={save.isPending}>
          {t('visit.profile.save')}
        </button>
        {saved && (
          <span className="ok" role="status">
            {t('visit.profile.saved')}
          </span>
        )}
      </div>
    </form>
  );
}

const autoComplete: Record<(typeof consultantProfileTextFields)[number], string> = {
  name: 'name',
  company: 'organization',
  street: 'street-address',
  postalCode: 'postal-code',
  city: 'address-level2',
  phone: 'tel',
  email: 'email',
};
