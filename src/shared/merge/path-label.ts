/*
 * A key path of a record (a conflict's or a change's, as the merge gives it) in the user's words,
 * one rule for the outbox page and the CLI: a leading segment that only holds a document (a
 * contact's `fields`, a module's `payload`, a PV plan's `document`) has no label of its own and
 * is dropped unless it stands alone; a list index is an item numbered from 1; every other key
 * goes through the caller's labels; the parts are joined with " › ".
 */

const containers = new Set(['fields', 'payload', 'document']);

export interface PathWords {
  /** A key's label; null when the caller has none (the key is shown as it is). */
  label(key: string): string | null;
  /** A list item, numbered from 1 ("Eintrag 3"). */
  item(n: number): string;
}

/** The path's label, and whether any of its keys had one (else it says no more than the path). */
export function keyPathLabel(
  segments: readonly string[],
  words: PathWords,
): { text: string; labelled: boolean } {
  const shown = segments.filter((s, i) => !(i === 0 && containers.has(s)) || segments.length === 1);
  let labelled = false;
  const parts = shown.map((segment) => {
    if (/^\d+$/.test(segment)) return words.item(Number(segment) + 1);
    const label = words.label(segment);
    if (label === null) return segment;
    labelled = true;
    return label;
  });
  return { text: parts.join(' › '), labelled };
}
