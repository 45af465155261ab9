import { useEffect } from 'react';
import { useDealNotice } from './deal-notice';

/** Where a deal action's outcome is read out (polite; an alert when it failed). */
export function DealNotice() {
  const { text, failed, tell } = useDealNotice();
  // A notice belongs to the screen it was made on.
  useEffect(() => () => useDealNotice.setState({ text: null, failed: false }), [tell]);
  return (
    <p
      className={`deal-notice${failed ? ' form-error' : ''}`}
      role={failed ? 'alert' : 'status'}
      data-testid="deal-notice"
    >
      {text}
    </p>
  );
}
