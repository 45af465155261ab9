import { saveFile } from './save-file';

/*
 * Exporting a list: every row its filters match, read from the core a page at a time (the list
 * on screen holds only what was scrolled to), saved through the host's download (save-file.ts).
 */

/** The largest page the core's list channels answer. */
export const exportPageSize = 500;
/** A bound on the loop: 2,000 pages of 500 is a million rows. */
const maxPages = 2_000;

/** A list too long for one file (beyond the bound of `allPages`). */
export class TooManyRowsError extends Error {
  override readonly name = 'TooManyRowsError';
  constructor(readonly max: number) {
    super(`more than ${max} rows`);
  }
}

/** All rows of a paged read, in order; `read(offset, limit)` is one page. */
export async function allPages<Row>(
  read: (offset: number, limit: number) => Promise<{ data: Row[]; hasMore: boolean }>,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 0; page < maxPages; page++) {
    const answer = await read(rows.length, exportPageSize);
    rows.push(...answer.data);
    if (!answer.hasMore || answer.data.length === 0) return rows;
  }
  throw new TooManyRowsError(maxPages * exportPageSize);
}

/** "kontakte-2026-11-25.csv": the list's name and the day, in this computer's time zone. */
export function csvFileName(list: string, now = new Date()): string {
  const day = [now.getFullYear(), now.getMonth() + 1, now.getDate()]
    .map((n) => String(n).padStart(2, '0'))
    .join('-');
  return `${list}-${day}.csv`;
}

/** Saves the CSV text as a download named `fileName`. */
export function saveCsv(fileName: string, text: string): void {
  saveFile(fileName, new Blob([text], { type: 'text/csv;charset=utf-8' }));
}
