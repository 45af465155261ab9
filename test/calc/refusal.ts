import { expect } from 'vitest';

/** Asserts that `run` throws a RangeError whose message contains every fragment (field, bound). */
export function expectRefusal(run: () => unknown, ...fragments: string[]): void {
  let error: unknown;
  try {
    run();
  } catch (caught) {
    error = caught;
  }
  expect(error, 'expected a RangeError').toBeInstanceOf(RangeError);
  for (const fragment of fragments) expect((error as RangeError).message).toContain(fragment);
}
