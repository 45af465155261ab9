import { describe, expect, it } from 'vitest';
import { merge3, type MergeConflict } from '../../../src/main/core/store/merge';
import { patchBodyFor } from '../../../src/main/core/store/overlay';

/* The merge rule of docs/architecture.md ("No silent overwrite"), case by case. */

describe('three-way merge by key', () => {
  it('takes the side that changed; both sides changing different keys both survive', () => {
    const conflicts: MergeConflict[] = [];
    const merged = merge3(
      { email: 'a', phone: '1', city: 'Kassel' },
      { email: 'a', phone: '2', city: 'Kassel' },
      { email: 'b', phone: '1' },
      [],
      conflicts,
    );
    expect(merged).toEqual({ email: 'b', phone: '2' });
    expect(conflicts).toEqual([]);
  });

  it('calls the same key changed to different values a conflict, at any depth', () => {
    const conflicts: MergeConflict[] = [];
    merge3(
      { rooms: { bath: { t: 24 } }, layers: [1, 2] },
      { rooms: { bath: { t: 22 } }, layers: [1, 2, 3] },
      { rooms: { bath: { t: 20 } }, layers: [2] },
      ['payload'],
      conflicts,
    );
    expect(conflicts.map((c) => [c.path, c.base, c.mine, c.theirs])).toEqual([
      ['payload.rooms.bath.t', 24, 22, 20],
      ['payload.layers', [1, 2], [1, 2, 3], [2]],
    ]);
  });

  it('is no conflict when both sides made the same change', () => {
    const conflicts: MergeConflict[] = [];
    expect(merge3({ a: 1 }, { a: 2 }, { a: 2 }, [], conflicts)).toEqual({ a: 2 });
    expect(conflicts).toEqual([]);
  });

  it('sends only the contact fields that differ from the server, keys removed by the merge as null', () => {
    // The server merges `fields` key by key: re-sending `email` (read a moment ago) would overwrite
    // an office edit made between that read and the PATCH; it is left out.
    const { body, conflicts } = patchBodyFor(
      'contacts',
      { body: { fields: { name: 'A' } }, base: { fields: { name: 'A', phone: '1' } } },
      { fields: { name: 'A', phone: '1', email: 'new@x.de' } },
    );
    expect(conflicts).toEqual([]);
    expect(body).toEqual({ fields: { phone: null } });
    const changed = patchBodyFor(
      'contacts',
      { body: { fields: { name: 'B', phone: '1' } }, base: { fields: { name: 'A', phone: '1' } } },
      { fields: { name: 'A', phone: '1', email: 'new@x.de' } },
    );
    expect(changed.body).toEqual({ fields: { name: 'B' } });
  });

  it('a deal moved on the server and renamed here: both survive; moved on both sides: conflict', () => {
    const theirs = { title: 'WP', stageId: 's2', archivedAt: null };
    expect(
      patchBodyFor('deals', { body: { title: 'WP Wolf' }, base: { title: 'WP' } }, theirs),
    ).toEqual({ body: { title: 'WP Wolf' }, conflicts: [] });
    const moved = patchBodyFor(
      'deals',
      { body: { stageId: 's3' }, base: { stageId: 's1' } },
      theirs,
    );
    expect(moved.conflicts).toMatchObject([
      { path: 'stageId', base: 's1', mine: 's3', theirs: 's2' },
    ]);
  });
});
