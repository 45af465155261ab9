/*
 * The time a photo was taken, between the payload (an ISO timestamp) and the form's
 * `datetime-local` input (local time, minutes: "2026-11-20T09:30").
 */

const pad = (n: number) => String(n).padStart(2, '0');

export function localInputOf(iso: string): string {
  const at = new Date(iso);
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** The typed local time as an ISO timestamp; undefined when it is no date with a time. */
export function timestampOf(local: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(local)) return undefined;
  const at = new Date(local);
  return Number.isNaN(at.getTime()) ? undefined : at.toISOString();
}
