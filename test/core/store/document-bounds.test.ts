import { describe, expect, it } from 'vitest';
import { LocalWriteError } from '../../../src/main/core/store';
import { contactSchema } from '../../../src/shared/api';
import { serverContact, testStore } from './fixtures';

/*
 * Documents that would change silently or stall the core are refused with the field
 * and what is wrong: a number beyond the double range (1e400 parsed to Infinity, then stored as
 * a removed key), a `__proto__` key (dropped by any object copy), nesting deeper than the server
 * accepts (3,000 levels stalled the core). The same schema refuses such a document from a server.
 */

const nested = (levels: number): Record<string, unknown> => {
  let document: Record<string, unknown> = { leaf: 1 };
  for (let i = 1; i < levels; i++) document = { a: document };
  return document;
};

function refusal(write: () => unknown): LocalWriteError {
  try {
    write();
  } catch (error) {
    if (error instanceof LocalWriteError) return error;
    throw error;
  }
  throw new Error('the write was accepted');
}

describe('documents the store refuses', () => {
  it('refuses a number beyond the double range at its field', () => {
    const { store } = testStore();
    const body = JSON.parse('{"fields":{"lastName":"Wolf","area":1e400}}') as {
      fields: Record<string, unknown>;
    };
    const error = refusal(() => store.createContact(body));
    expect(error.code).toBe('validation_failed');
    expect(error.issues).toEqual([
      expect.objectContaining({ path: 'fields.area', code: 'not_finite' }),
    ]);
    expect(store.listOutbox()).toEqual([]);
  });

  it('refuses a __proto__ key at its field, at any depth', () => {
    const { store } = testStore();
    const body = JSON.parse('{"fields":{"lastName":"Wolf","x":{"__proto__":{"admin":true}}}}') as {
      fields: Record<string, unknown>;
    };
    const error = refusal(() => store.createContact(body));
    expect(error.issues).toEqual([
      expect.objectContaining({ path: 'fields.x.__proto__', code: 'forbidden_key' }),
    ]);
    expect(store.listOutbox()).toEqual([]);
  });

  it('refuses 3,000 levels at once, and accepts the deepest document the server takes', () => {
    const { store } = testStore();
    const error = refusal(() => store.createContact({ fields: nested(3000) }));
    expect(error.issues).toEqual([
      expect.objectContaining({ path: 'fields', code: 'too_deep', params: { maximum: 63 } }),
    ]);
    // The body is level 1 and the document level 2: 63 levels in fields is 64 in the body.
    expect(store.createContact({ fields: nested(63) }).fields).toEqual(nested(63));
    expect(store.listOutbox()).toHaveLength(1);
  });

  it('refuses such a document in a server answer', () => {
    const answer = JSON.parse(
      JSON.stringify(serverContact('C1', { fields: nested(3000) })),
    ) as unknown;
    const parsed = contactSchema.safeParse(answer);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({ path: ['fields'] });
  });
});
