import type { FormEvent, ReactNode } from 'react';
import { numberAsRead, type GermanNumberFormat } from '../../shared/numbers/german-number';

interface Props {
  name: string;
  label: string;
  error?: string;
  children: ReactNode;
}

/** A labelled input with its error under it; the error is read out as an alert. */
export function Field({ name, label, error, children }: Props) {
  return (
    <label className={`field${error ? ' invalid' : ''}`}>
      <span>{label}</span>
      {children}
      {error && (
        <span className="field-error" role="alert" data-testid={`error-${name}`}>
          {label}: {error}
        </span>
      )}
    </label>
  );
}

/** The error of the whole form (the core refused, or could not save). */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className="form-error" role="alert">
      {message}
    </p>
  );
}

interface TextFieldProps {
  name: string;
  label: string;
  value: string;
  error?: string;
  onChange(value: string): void;
  type?: 'text' | 'email' | 'tel' | 'url' | 'password';
  inputMode?: 'numeric' | 'decimal';
  /**
   * The text is a number read by the app's German rule: the decimal keyboard, and once the field
   * is left a number shows as it was read ("1.234" → "1234"), in this format.
   */
  number?: GermanNumberFormat | ((value: number) => GermanNumberFormat);
  autoFocus?: boolean;
  autoComplete?: string;
}

/** A labelled text input (every input of the app's forms). */
export function TextField({
  name,
  label,
  value,
  error,
  onChange,
  type,
  inputMode,
  number,
  autoFocus,
  autoComplete,
}: TextFieldProps) {
  return (
    <Field name={name} label={label} error={error}>
      <input
        name={name}
        type={type ?? 'text'}
        inputMode={number ? 'decimal' : inputMode}
        value={value}
        aria-invalid={!!error}
        autoFocus={autoFocus}
        autoComplete={autoComplete}
        onChange={(e) => onChange(e.target.value)}
        onBlur={() => {
          if (number && numberAsRead(value, number) !== value)
            onChange(numberAsRead(value, number));
        }}
      />
    </Field>
  );
}

/** A form's submit handler: the browser's own validation and page load stay out of it. */
export const onSubmit =
  (submit: () => void) =>
  (event: FormEvent): void => {
    event.preventDefault();
    submit();
  };
