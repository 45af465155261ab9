import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { describeIssues } from '../../shared/api';
import { IpcError, type IpcErrorIssue } from '../../shared/ipc/contract';
import { errorText, issueText } from '../i18n/errors';
import type { TFunction } from 'i18next';

/*
 * The state every create form shares: check the input with the form's schema (errors next to the
 * inputs, nothing sent), save it through the core, and word the core's issues if it refuses.
 * A form schema's own message is a catalogue key under `validation.` (e.g. 'validation.email');
 * zod's built-in checks are worded from their code and bounds like the core's issues.
 */

export type FieldErrors = Record<string, string>;

/** `fields.email` → `email`: the last path segment names the input; the first issue wins. */
export function fieldErrors(t: TFunction, issues: IpcErrorIssue[]): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.split('.').pop() ?? issue.path;
    out[key] ??= issue.message.startsWith('validation.')
      ? t(issue.message, issue.params ?? {})
      : issueText(t, issue);
  }
  return out;
}

/** A form schema's own message: a catalogue key, with its params after a `|` as JSON. */
export const message = (key: string, params?: Record<string, string | number>) =>
  params ? `validation.${key}|${JSON.stringify(params)}` : `validation.${key}`;

function splitMessage(text: string): { message: string; params?: Record<string, string | number> } {
  const bar = text.indexOf('|');
  if (bar < 0) return { message: text };
  return {
    message: text.slice(0, bar),
    params: JSON.parse(text.slice(bar + 1)) as Record<string, string | number>,
  };
}

export function useCreateForm<S extends z.ZodType, R>(
  schema: S,
  save: (checked: z.output<S>) => Promise<R>,
  onSaved: (saved: R) => void,
) {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(input: unknown): Promise<void> {
    setFormError(null);
    const checked = schema.safeParse(input);
    if (!checked.success) {
      const issues = describeIssues(checked.error).map((issue, i) => {
        const original = checked.error.issues[i]?.message ?? '';
        return original.startsWith('validation.') ? { ...issue, ...splitMessage(original) } : issue;
      });
      setErrors(fieldErrors(t, issues));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      onSaved(await save(checked.data));
    } catch (error) {
      // The core validates again; its issues name the same fields.
      if (error instanceof IpcError && error.issues?.length)
        setErrors(fieldErrors(t, error.issues));
      setFormError(errorText(t, error));
    } finally {
      setSaving(false);
    }
  }

  return { errors, formError, saving, submit };
}
