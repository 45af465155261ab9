import { useEffect, useRef } from 'react';
import { useDealNotice } from './deal-notice';

/**
 * Where a deal action's outcome is read out (polite; an alert when it failed), with its undo
 * button when the action has one. The button sits outside the live region, so the text is read
 * once and the button is an ordinary one in the tab order.
 */
export function DealNotice() {
  const { text, failed, undo, tell } = useDealNotice();
  const undoButton = useRef<HTMLButtonElement>(null);
  // A notice belongs to the screen it was made on.
  useEffect(() => () => useDealNotice.setState({ text: null, failed: false, undo: null }), [tell]);
  useEffect(() => {
    if (!undo?.takeFocus) return;
    // The action's dialog may still be open (modal: the rest of the page is inert and refuses
    // the focus) and closes when the action's answer has been rendered, which on a busy machine
    // can be frames later. Try each frame until the focus lands, for about two seconds.
    let frame = 0;
    let tries = 120;
    const take = () => {
      const button = undoButton.current;
      if (!button) return;
      button.focus();
      if (document.activeElement !== button && --tries > 0) frame = requestAnimationFrame(take);
    };
    frame = requestAnimationFrame(take);
    return () => cancelAnimationFrame(frame);
  }, [undo]);
  return (
    <div className="deal-notice-row">
      <p
        className={`deal-notice${failed ? ' form-error' : ''}`}
        role={failed ? 'alert' : 'status'}
        data-testid="deal-notice"
      >
        {text}
      </p>
      {undo && (
        <button ref={undoButton} type="button" data-testid="deal-notice-undo" onClick={undo.run}>
          {undo.label}
        </button>
      )}
    </div>
  );
}
