import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditorFields, useInvalidReport } from './field-context';
import { FieldShell } from './fields';
import { formatGermanNumber, parseGermanNumber } from '../../../shared/numbers/german-number';
import { checkDecimal, formatFixed, type NumberBounds, type NumberProblem } from './number-input';

export interface NumberFieldProps extends NumberBounds {
  label: string;
  /** Shown beside the input and read with the label ("mm", "W/(m·K)", "°C"). */
  unit?: string;
  value: number | null;
  onChange(value: number | null): void;
  /** Text typed that is refused (the value stays as it was, the field names the error). */
  onRefused?(): void;
  /** The field's path for the server's validation messages ('elements.0.area'). */
  path?: string;
  /** A message from the calculation for this field (German). */
  error?: string | null;
  hint?: ReactNode;
  readOnly?: boolean;
  /** Decimals kept when showing a stored value (default 6, i.e. as typed). */
  digits?: number;
  /** In a table row: the label is read out but not shown. */
  hideLabel?: boolean;
  /** In a table whose column header names the unit: no unit beside the input (it is read with the label). */
  unitInHeader?: boolean;
  name?: string;
  /** The id of a text read with the input (a taken value's full source). */
  describedBy?: string;
}

export function problemText(
  t: (key: string, options?: Record<string, unknown>) => string,
  problem: NumberProblem,
  language: string,
  year = false,
): string {
  switch (problem.problem) {
    case 'number':
      return t('moduleEditor.number.number');
    case 'required':
      return t('moduleEditor.number.required');
    default:
      return t(`moduleEditor.number.${problem.problem}`, {
        bound: year
          ? String(problem.bound)
          : formatFixed(problem.bound, problem.bound % 1 === 0 ? 0 : 2, language),
      });
  }
}

/**
 * A number input in the German format ("0,045") with its unit and its error at the field. The
 * text is the user's while typing and while it is not a number (it is never replaced); once the
 * field is left, a number shows as it was read ("1.234" → "1234"). The value is emitted only
 * when valid, and an invalid field keeps the module from being saved.
 */
export function NumberField({
  label,
  unit,
  value,
  onChange,
  onRefused,
  path,
  error,
  hint,
  readOnly,
  digits = 6,
  hideLabel,
  unitInHeader,
  name,
  describedBy,
  ...bounds
}: NumberFieldProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const fields = useEditorFields();
  const [text, setText] = useState(() => formatGermanNumber(value, { maxDecimals: digits }));
  const emitted = useRef<number | null>(value);
  // A value changed from outside (taken from another module, discard, undo): show it.
  useEffect(() => {
    if (value !== emitted.current) {
      emitted.current = value;
      setText(formatGermanNumber(value, { maxDecimals: digits }));
    }
  }, [value, digits]);

  const problem = checkDecimal(text, bounds);
  useInvalidReport(!!problem, label);
  const message =
    (problem && problemText(t, problem, language, bounds.year)) ||
    error ||
    (path ? fields.serverIssues[path] : undefined);
  const locked = readOnly ?? fields.readOnly;

  return (
    <FieldShell
      label={label}
      labelExtra={unit && unitInHeader ? ` (${unit})` : undefined}
      message={message}
      hint={hint}
      hideLabel={hideLabel}
      className="number-field"
    >
      <span className="number-input">
        <input
          name={name}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={text}
          readOnly={locked}
          aria-invalid={!!message}
          aria-describedby={describedBy}
          data-path={path}
          onChange={(e) => {
            const next = e.target.value;
            setText(next);
            if (checkDecimal(next, bounds)) {
              onRefused?.();
              return;
            }
            const parsed = parseGermanNumber(next);
            emitted.current = parsed;
            onChange(parsed);
          }}
          onBlur={() => {
            const read = parseGermanNumber(text);
            if (read !== null && !Number.isNaN(read)) setText(formatGermanNumber(read));
          }}
        />
        {unit && !unitInHeader && <span className="unit">{unit}</span>}
      </span>
    </FieldShell>
  );
}
