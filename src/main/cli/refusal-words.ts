import { refusalSentences, type RefusalLike, type Words } from '../../shared/api/refusal';
import { refusalWordsDe } from '../../shared/api/refusal-words';
import { formatGermanNumber } from '../../shared/numbers/german-number';

// The app's catalogue, under the key the renderer registers it as: the terminal says what the
// outbox page says.
const catalogue: Record<string, unknown> = { syncWords: { refusal: refusalWordsDe } };

const words: Words = (key, params = {}) => {
  const text = key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown> | undefined)?.[part],
      catalogue,
    );
  if (typeof text !== 'string') return key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
};

/** Why the server refused a write, in German, as the outbox page says it. */
export function refusalInGerman(refusal: RefusalLike): string {
  return refusalSentences(refusal, {
    words,
    // A developer's tool: the field as the API names it (`fields.phone`, `contactId`).
    fieldLabel: (path) => path,
    number: (value) => formatGermanNumber(value, { grouping: true }),
  }).join(' ');
}
