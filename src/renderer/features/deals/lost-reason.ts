/*
 * Marking a deal lost asks why; the answer goes into the deal's notes (the interface has no field
 * for it), as a dated line under what was there, so the reason syncs and stays with the deal.
 */

/** The longest reason taken: a sentence or two, not a report. */
export const lostReasonMaxLength = 500;

/** What is wrong with a typed reason, or null when it can be saved. */
export function lostReasonProblem(reason: string): 'required' | 'tooLong' | null {
  const trimmed = reason.trim();
  if (!trimmed) return 'required';
  return trimmed.length > lostReasonMaxLength ? 'tooLong' : null;
}

/** The notes with the reason's line appended (a blank line after earlier notes). */
export function notesWithLostReason(notes: string | null, line: string): string {
  const before = notes?.trimEnd() ?? '';
  return before ? `${before}\n\n${line}` : line;
}
