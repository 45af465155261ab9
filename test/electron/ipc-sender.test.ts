import { describe, expect, it } from 'vitest';
import { isTrustedSender } from '../../src/main/electron/ipc-sender';

const page = 'app://ortstermin/index.html';

describe('IPC sender check', () => {
  it('answers the main frame of the exact app page', () => {
    expect(isTrustedSender({ url: page, parent: null }, page)).toBe(true);
    expect(isTrustedSender({ url: `${page}#/outbox`, parent: null }, page)).toBe(true);
  });

  it('refuses another file:// page', () => {
    expect(isTrustedSender({ url: 'file:///tmp/dropped.html', parent: null }, page)).toBe(false);
  });

  it('refuses a subframe, even on the app page', () => {
    expect(isTrustedSender({ url: page, parent: { url: page } }, page)).toBe(false);
  });

  it('refuses a missing or destroyed frame', () => {
    expect(isTrustedSender(null, page)).toBe(false);
    expect(isTrustedSender(undefined, page)).toBe(false);
  });
});
