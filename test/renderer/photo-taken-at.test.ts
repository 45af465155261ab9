import { describe, expect, it } from 'vitest';
import { localInputOf, timestampOf } from '../../src/renderer/features/photos/taken-at';

describe('the time a photo was taken, typed the German way', () => {
  it('reads "20.11.2026 09:30" as local time and writes it back the same', () => {
    const iso = timestampOf('20.11.2026 09:30')!;
    expect(new Date(iso).getHours()).toBe(9);
    expect(localInputOf(iso)).toBe('20.11.2026 09:30');
    expect(timestampOf('1.2.2026, 7.05')).toBe(new Date(2026, 1, 1, 7, 5).toISOString());
  });

  it('refuses what is no date with a time', () => {
    for (const typed of ['31.02.2026 09:30', '20.11.2026', '2026-11-20T09:30', '20.11.2026 25:00'])
      expect(timestampOf(typed), typed).toBeUndefined();
  });
});
