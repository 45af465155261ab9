import type { ReactNode } from 'react';
import { useEditorFields } from './field-context';

/* Text, choice and date inputs of the editors: read-only from the host, server messages at the field. */

interface Common {
  label: string;
  path?: string;
  error?: string | null;
  hint?: ReactNode;
  hideLabel?: boolean;
  readOnly?: boolean;
}

function FieldShell({
  label,
  message,
  hint,
  hideLabel,
  children,
}: {
  label: string;
  message?: string | null;
  hint?: ReactNode;
  hideLabel?: boolean;
  children: ReactNode;
}) {
  return (
    <label className={`field${message ? ' invalid' : ''}`}>
      <span className={hideLabel ? 'me-sr-only' : undefined}>{label}</span>
      {children}
      {hint && !message && <span className="field-hint">{hint}</span>}
      {message && (
        <span className="field-error" role="alert">
          {label}: {message}
        </span>
      )}
    </label>
  );
}

export function TextInput({
  value,
  onChange,
  multiline,
  type,
  ...common
}: Common & {
  value: string;
  onChange(value: string): void;
  multiline?: boolean;
  type?: 'text' | 'date';
}) {
  const fields = useEditorFields();
  const message = common.error || (common.path ? fields.serverIssues[common.path] : undefined);
  const readOnly = common.readOnly ?? fields.readOnly;
  return (
    <FieldShell
      label={common.label}
      message={message}
      hint={common.hint}
      hideLabel={common.hideLabel}
    >
      {multiline ? (
        <textarea
          value={value}
          rows={3}
          readOnly={readOnly}
          aria-invalid={!!message}
          onChange={(e) => onChange(e.target.value)}
        />
      ) : (
        <input
          type={type ?? 'text'}
          value={value}
          readOnly={readOnly}
          aria-invalid={!!message}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </FieldShell>
  );
}

export function SelectInput<T extends string>({
  value,
  onChange,
  options,
  ...common
}: Common & {
  value: T;
  onChange(value: T): void;
  options: ReadonlyArray<{ value: T; label: string }>;
}) {
  const fields = useEditorFields();
  const message = common.error || (common.path ? fields.serverIssues[common.path] : undefined);
  const readOnly = common.readOnly ?? fields.readOnly;
  return (
    <FieldShell
      label={common.label}
      message={message}
      hint={common.hint}
      hideLabel={common.hideLabel}
    >
      <select
        value={value}
        disabled={readOnly}
        aria-invalid={!!message}
        onChange={(e) => onChange(e.target.value as T)}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

export function CheckboxInput({
  label,
  checked,
  onChange,
  readOnly,
}: {
  label: string;
  checked: boolean;
  onChange(checked: boolean): void;
  readOnly?: boolean;
}) {
  const fields = useEditorFields();
  return (
    <label className="checkbox-field">
      <input
        type="checkbox"
        checked={checked}
        disabled={readOnly ?? fields.readOnly}
        onChange={(e) => onChange(e.target.checked)}
      />
      <span>{label}</span>
    </label>
  );
}
