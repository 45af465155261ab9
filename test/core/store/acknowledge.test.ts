import { describe, expect, it } from 'vitest';
import { serverContact, testStore } from './fixtures';

/*
 * A replayed create answer (Idempotency-Key) is the server's FIRST answer. When the
 * pull already brought a newer copy (the office edited the record meanwhile), the replay must
 * not replace it: the device would keep the old value for good and its next edit would
 * overwrite the office's with no conflict. An acknowledgement is never older than what was pulled.
 */
describe('acknowledging keeps the newest server copy', () => {
  it('keeps the pulled copy newer than a replayed create answer', () => {
    const { store } = testStore();
    const local = store.createContact({ fields: { lastName: 'Wolf', phone: '0561 1' } });
    const [create] = store.nextPushable();
    store.takeForSending(create!.seq);
    const first = serverContact('C1', {
      fields: { lastName: 'Wolf', phone: '0561 1' },
      updatedAt: '2026-03-01T10:00:00.000Z',
    });
    // The answer was lost; the office changed the phone; the pull brought that copy.
    const edited = { ...first, fields: { ...first.fields, phone: '0561 9' } };
    store.applyServerRecords('contacts', [{ ...edited, updatedAt: '2026-03-01T10:05:00.000Z' }]);
    // The resend with the same key gets the stored first answer.
    store.acknowledge(create!.seq, first);

    expect(store.getContact(local.id)).toBeUndefined();
    expect(store.getContact('C1')!.fields).toEqual({ lastName: 'Wolf', phone: '0561 9' });
    expect(store.getContact('C1')!.updatedAt).toBe('2026-03-01T10:05:00.000Z');
    expect(store.listOutbox()).toEqual([]);
  });

  it('keeps the pulled copy newer than a patch answer, under later pending edits too', () => {
    const { store } = testStore();
    store.applyServerRecords('contacts', [
      serverContact('C1', { fields: { lastName: 'Wolf', phone: '0561 1' } }),
    ]);
    store.patchContact('C1', { fields: { email: 'a@wolf.de' } });
    const [patch] = store.nextPushable();
    store.takeForSending(patch!.seq);
    store.patchContact('C1', { fields: { street: 'Weg 1' } });
    const answered = serverContact('C1', {
      fields: { lastName: 'Wolf', phone: '0561 1', email: 'a@wolf.de' },
      updatedAt: '2026-03-01T10:00:00.000Z',
    });
    // A newer copy (the office's phone) arrived before the answer was recorded.
    store.applyServerRecords('contacts', [
      {
        ...answered,
        fields: { ...answered.fields, phone: '0561 9' },
        updatedAt: '2026-03-01T10:05:00.000Z',
      },
    ]);
    store.acknowledge(patch!.seq, answered);

    expect(store.serverCopy('contacts', 'C1')!.fields).toEqual({
      lastName: 'Wolf',
      phone: '0561 9',
      email: 'a@wolf.de',
    });
    expect(store.getContact('C1')!.fields).toEqual({
      lastName: 'Wolf',
      phone: '0561 9',
      email: 'a@wolf.de',
      street: 'Weg 1',
    });
  });
});
