// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { DealSyncMark } from '../../src/renderer/features/deals/DealSyncMark';
import { domRoot } from './dom-root';

/*
 * A deal whose change waits in a conflict says "Konflikt" on its card, its table row and its
 * page, the word the contacts and projects lists use, not "nicht synchronisiert": a conflict is
 * also unsent, but what the user must do is choose in the outbox.
 */

const dom = domRoot();
const shown = async (pending: boolean, inConflict: boolean) => {
  await act(async () => dom.root().render(createElement(DealSyncMark, { pending, inConflict })));
  return dom.container().textContent;
};

describe('a deal’s sync mark', () => {
  it('says "Konflikt" while its change waits for the user’s choice', async () => {
    expect(await shown(true, true)).toBe('Konflikt');
    expect(dom.container().querySelector('[data-testid="conflict-mark"]')).not.toBeNull();
  });

  it('says "nicht synchronisiert" while a change only waits to be sent, nothing once sent', async () => {
    expect(await shown(true, false)).toBe('nicht synchronisiert');
    expect(await shown(false, false)).toBe('');
  });
});
