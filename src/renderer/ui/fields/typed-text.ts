import { useState } from 'react';

/*
 * The text of a field the user types into. It shows the stored value until the user types; from
 * then on it shows what they typed, whatever arrives meanwhile (a sync, a result computed a moment
 * later, a proposal recomputed after another edit), until the field takes the text or it is
 * dropped. A value changing under the user's fingers must never replace what they typed: the user
 * decides, by pressing Enter or leaving the field.
 */
export function useTypedText(shown: string) {
  const [typed, setTyped] = useState<string | null>(null);
  return {
    text: typed ?? shown,
    /** What the user typed, kept over any new stored value. */
    type: (text: string) => setTyped(text),
    /** Taken (or nothing to take): the field shows the stored value again. */
    settle: () => setTyped(null),
  };
}
