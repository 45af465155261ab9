import { formatGermanNumber, parseGermanNumber } from '../../../shared/numbers/german-number';
import { Field } from '../../ui/Field';
import { useTypedText } from '../../ui/fields/typed-text';

/** German decimal comma, up to three decimals: 1134, 1,25. */
const plain = (value: number) => formatGermanNumber(value, { maxDecimals: 3 });

interface Props {
  name: string;
  label: string;
  value: number;
  min: number;
  max: number;
  /** The German sentence for a value out of range, e.g. "muss zwischen 0 und 90 liegen". */
  rangeMessage: string;
  numberMessage: string;
  disabled?: boolean;
  onCommit(value: number): void;
}

/**
 * A number typed German style ("35", "1,25", the app's one rule): checked while typing, with the
 * problem at the field; the value is taken on Enter or when the field is left, and only when it is
 * valid; then the field shows it as it was read ("1.234" → "1234"). What the user types stays until
 * then, even when the value changes meanwhile (a proposal recomputed a moment later).
 */
export function NumberField({
  name,
  label,
  value,
  min,
  max,
  rangeMessage,
  numberMessage,
  disabled,
  onCommit,
}: Props) {
  const { text, type, settle } = useTypedText(plain(value));
  const parsed = parseGermanNumber(text) ?? Number.NaN;
  const error = Number.isNaN(parsed)
    ? numberMessage
    : parsed < min || parsed > max
      ? rangeMessage
      : undefined;
  const commit = () => {
    if (error) return;
    if (parsed !== value) onCommit(parsed);
    settle();
  };
  return (
    <Field name={name} label={label} error={error}>
      <input
        name={name}
        inputMode="decimal"
        value={text}
        disabled={disabled}
        aria-invalid={!!error}
        onChange={(e) => type(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            commit();
          }
        }}
      />
    </Field>
  );
}
