/*
 * The time a photo was taken, between the payload (an ISO timestamp) and the form, where it is
 * typed the German way in local time: "20.11.2026 09:30" (a datetime-local input shows the
 * operating system's format, "11/20/2026, 09:30 AM" on an English system).
 */

const pad = (n: number) => String(n).padStart(2, '0');

export function localInputOf(iso: string): string {
  const at = new Date(iso);
  return `${pad(at.getDate())}.${pad(at.getMonth() + 1)}.${at.getFullYear()} ${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** The typed local time as an ISO timestamp; undefined when it is no date with a time. */
export function timestampOf(typed: string): string | undefined {
  const parts = /^\s*(\d{1,2})\.(\d{1,2})\.(\d{4}),?\s+(\d{1,2})[:.](\d{2})\s*$/.exec(typed);
  if (!parts) return undefined;
  const [day, month, year, hours, minutes] = parts.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const at = new Date(year, month - 1, day, hours, minutes);
  // 31.02. rolls over into March: not a date that was typed.
  if (at.getDate() !== day || at.getMonth() !== month - 1 || hours > 23) return undefined;
  return at.toISOString();
}
