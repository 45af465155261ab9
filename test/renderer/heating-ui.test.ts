import { describe, expect, it, vi } from 'vitest';
import { statusChoices } from '../../src/renderer/features/module-editors/status-choices';
import { splitCapacity } from '../../src/renderer/ui/figures/LoadChart';

// The status menu asks the module registry, whose order forms save through the api; no call here.
vi.mock('../../src/renderer/api', () => ({ api: {} }));

const offered = (key: string, current: string) =>
  statusChoices(key, current)
    .filter((c) => c.offered)
    .map((c) => c.status);

describe('module status menu', () => {
  it('offers what a consultant does, never the server’s statuses', () => {
    expect(offered('raumweise', 'draft')).toEqual(['draft', 'ready', 'completed']);
    for (const server of ['calculating', 'failed', 'locked'])
      expect(offered('raumweise', server)).not.toContain(server);
  });

  it('offers Eingereicht where the work is handed in', () => {
    expect(offered('foerderservice', 'ready')).toContain('submitted');
    expect(offered('waermepumpe', 'ready')).not.toContain('submitted');
  });

  it('shows a server status the module has, first and not offered', () => {
    expect(statusChoices('jaz', 'calculating')[0]).toEqual({
      status: 'calculating',
      offered: false,
    });
    expect(statusChoices('jaz', 'not_started')[0]).toEqual({
      status: 'not_started',
      offered: false,
    });
  });
});

describe('heat pump chart', () => {
  it('draws the capacity beyond the test points as its own (dashed) series, joined to the rest', () => {
    const rows = [
      { temperature: -14, load: 10, capacity: 4, extrapolated: true },
      { temperature: -13, load: 9, capacity: 4.5, extrapolated: true },
      { temperature: -7, load: 7, capacity: 6, extrapolated: false },
      { temperature: 2, load: 4, capacity: 8, extrapolated: false },
    ];
    const split = splitCapacity(rows);
    expect(split.map((r) => r.capacity)).toEqual([null, null, 6, 8]);
    expect(split.map((r) => r.capacityExtrapolated)).toEqual([4, 4.5, 6, null]);
  });
});
