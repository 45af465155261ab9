import { useState } from 'react';
import type { z } from 'zod';
import { IpcError } from '../../shared/ipc/contract';

/** `fields.email: must be…` → { email: 'must be…' }; the last path segment names the input. */
export function fieldErrors(issues: { path: string; message: string }[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.split('.').pop() ?? issue.path;
    out[key] ??= issue.message;
  }
  return out;
}

/**
 * The state every create form shares: check the draft with the form's schema (errors next to the
 * inputs, nothing sent), save it through the core, and show the core's own issues if it refuses.
 * The form's schema words its own messages ("is required"); they are shown as written.
 */
export function useCreateForm<S extends z.ZodType, R>(
  schema: S,
  save: (checked: z.output<S>) => Promise<R>,
  onSaved: (saved: R) => void,
) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(draft: unknown): Promise<void> {
    setFormError(null);
    const checked = schema.safeParse(draft);
    if (!checked.success) {
      setErrors(
        fieldErrors(
          checked.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
        ),
      );
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      onSaved(await save(checked.data));
    } catch (error) {
      // The core validates again; its issues name the same fields.
      if (error instanceof IpcError && error.issues?.length) setErrors(fieldErrors(error.issues));
      setFormError(error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  }

  return { errors, formError, saving, submit };
}
