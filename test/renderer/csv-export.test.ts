import { describe, expect, it } from 'vitest';
import { allPages, csvFileName, TooManyRowsError } from '../../src/renderer/ui/csv-export';

describe('reading a whole list for its export', () => {
  it('reads page after page until the last, each from where the last ended', async () => {
    const asked: [number, number][] = [];
    const rows = await allPages(async (offset, limit) => {
      asked.push([offset, limit]);
      const all = Array.from({ length: 1_234 }, (_, i) => i);
      return { data: all.slice(offset, offset + limit), hasMore: offset + limit < all.length };
    });
    expect(rows).toHaveLength(1_234);
    expect(rows.at(-1)).toBe(1_233);
    expect(asked).toEqual([
      [0, 500],
      [500, 500],
      [1_000, 500],
    ]);
  });

  it('stops at an empty page that claims more, and refuses a list without end', async () => {
    expect(await allPages(async () => ({ data: [], hasMore: true }))).toEqual([]);
    await expect(allPages(async () => ({ data: [1], hasMore: true }))).rejects.toBeInstanceOf(
      TooManyRowsError,
    );
  });

  it('names the file after the list and the day', () => {
    expect(csvFileName('kontakte', new Date(2026, 10, 5, 23, 59))).toBe('kontakte-2026-11-05.csv');
  });
});
