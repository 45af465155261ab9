import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { numberAsRead } from '../../../shared/numbers/german-number';
import { useEditorFields, useInvalidReport } from './field-context';

/* Text, choice and date inputs of the editors: read-only from the host, server messages at the field. */

interface Common {
  label: string;
  path?: string;
  error?: string | null;
  hint?: ReactNode;
  hideLabel?: boolean;
  readOnly?: boolean;
}

/** A field's label, its input, and under it a hint or its error (read out as an alert). */
export function FieldShell({
  label,
  labelExtra,
  message,
  hint,
  hideLabel,
  className,
  children,
}: {
  label: string;
  /** Read with the label but not part of the error text (a unit named in the table header). */
  labelExtra?: string;
  message?: string | null;
  hint?: ReactNode;
  hideLabel?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <label className={`field${className ? ` ${className}` : ''}${message ? ' invalid' : ''}`}>
      <span className={hideLabel ? 'me-sr-only' : undefined}>
        {label}
        {labelExtra}
      </span>
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

/** The message to show at a field (its own, else the server's) and whether it is read-only. */
function useFieldState(common: Common): { message: string | null | undefined; readOnly: boolean } {
  const fields = useEditorFields();
  return {
    message: common.error || (common.path ? fields.serverIssues[common.path] : undefined),
    readOnly: common.readOnly ?? fields.readOnly,
  };
}

export function TextInput({
  value,
  onChange,
  multiline,
  type,
  number,
  ...common
}: Common & {
  value: string;
  onChange(value: string): void;
  multiline?: boolean;
  /** 'date' gives the browser's date input (an ISO date); DateInput is the German one. */
  type?: 'text' | 'date';
  /** A number kept as typed text: the decimal keyboard, and once left it shows as it was read. */
  number?: boolean;
}) {
  const { message, readOnly } = useFieldState(common);
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
          inputMode={number ? 'decimal' : undefined}
          aria-invalid={!!message}
          onChange={(e) => onChange(e.target.value)}
          onBlur={() => {
            if (number && numberAsRead(value) !== value) onChange(numberAsRead(value));
          }}
        />
      )}
    </FieldShell>
  );
}

export function SelectInput<T extends string>({
  value,
  onChange,
  options,
  describedBy,
  className,
  ...common
}: Common & {
  value: T;
  onChange(value: T): void;
  /** `group` heads consecutive options in the open list (a maker), so each label stays short. */
  options: ReadonlyArray<{ value: T; label: string; group?: string }>;
  /** The id of a text read with the choice (where its value was taken from). */
  describedBy?: string;
  className?: string;
}) {
  const { message, readOnly } = useFieldState(common);
  const option = (o: { value: T; label: string }) => (
    <option key={o.value} value={o.value}>
      {o.label}
    </option>
  );
  return (
    <FieldShell
      label={common.label}
      message={message}
      hint={common.hint}
      hideLabel={common.hideLabel}
      className={className}
    >
      <select
        value={value}
        disabled={readOnly}
        aria-invalid={!!message}
        aria-describedby={describedBy}
        onChange={(e) => onChange(e.target.value as T)}
      >
        {optionRuns(options).map((run) =>
          run.group === undefined ? (
            run.options.map(option)
          ) : (
            <optgroup key={`${run.group}:${run.options[0]!.value}`} label={run.group}>
              {run.options.map(option)}
            </optgroup>
          ),
        )}
      </select>
    </FieldShell>
  );
}

/** Consecutive options of the same group together, in their order. */
function optionRuns<O extends { group?: string }>(
  options: readonly O[],
): Array<{ group?: string; options: O[] }> {
  const runs: Array<{ group?: string; options: O[] }> = [];
  for (const o of options) {
    const last = runs[runs.length - 1];
    if (last && last.group === o.group) last.options.push(o);
    else runs.push({ group: o.group, options: [o] });
  }
  return runs;
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

/** "22.11.2026" ↔ "2026-11-22"; null for text that is not a real date, '' for empty. */
export function parseGermanDate(text: string): string | null {
  const s = text.trim();
  if (s === '') return '';
  const m = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(s);
  if (!m) return null;
  const [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d)
    return null;
  return `${y}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

export const germanDate = (iso: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(iso) ? iso.split('-').reverse().join('.') : iso;

/** A date typed the German way (TT.MM.JJJJ), stored as an ISO date. */
export function DateInput({
  value,
  onChange,
  ...common
}: Common & { value: string; onChange(value: string): void }) {
  const { t } = useTranslation();
  const state = useFieldState(common);
  const [text, setText] = useState(() => germanDate(value));
  const emitted = useRef(value);
  useEffect(() => {
    if (value !== emitted.current) {
      emitted.current = value;
      setText(germanDate(value));
    }
  }, [value]);
  const invalid = parseGermanDate(text) === null;
  useInvalidReport(invalid, common.label);
  const message = (invalid ? t('moduleEditor.date') : null) || state.message;
  return (
    <FieldShell
      label={common.label}
      message={message}
      hint={common.hint}
      hideLabel={common.hideLabel}
    >
      <input
        type="text"
        inputMode="numeric"
        placeholder="TT.MM.JJJJ"
        value={text}
        readOnly={state.readOnly}
        aria-invalid={!!message}
        onChange={(e) => {
          setText(e.target.value);
          const iso = parseGermanDate(e.target.value);
          if (iso === null) return;
          emitted.current = iso;
          onChange(iso);
        }}
      />
    </FieldShell>
  );
}
