import { isAppPage } from './navigation-policy';

/** The part of Electron's WebFrameMain the check reads (`parent` is null for a main frame). */
export interface SenderFrameLike {
  readonly url: string;
  readonly parent: unknown;
}

/**
 * Whether an IPC call is answered: it must come from the main frame of the exact app page. A
 * subframe, another page, or a frame that is gone (null) gets no answer.
 */
export function isTrustedSender(
  frame: SenderFrameLike | null | undefined,
  appPage: string,
): boolean {
  return !!frame && frame.parent === null && isAppPage(frame.url, appPage);
}
