import { useEffect, useId, useRef, type ReactNode } from 'react';

interface Props {
  title: string;
  children: ReactNode;
  /** Esc, the backdrop's cancel, or a button: the caller unmounts the dialog. */
  onClose(): void;
  /**
   * The buttons. The element marked `data-autofocus` (a field in the body, or the safe button)
   * gets the focus when the dialog opens; without one, the browser's rule: the first focusable.
   */
  actions: ReactNode;
  testId?: string;
}

/*
 * A modal dialog on the native <dialog> element: showModal() makes the rest of the page inert,
 * traps the focus, and Esc fires `cancel`. Focus returns to the element that opened it.
 */
export function Dialog({ title, children, onClose, actions, testId }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement as HTMLElement | null;
    if (!dialog.open) dialog.showModal();
    // React's autoFocus runs while the dialog is still closed, and showModal() then focuses the
    // first focusable element: a destructive first button would take Enter. The marked one wins.
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    const cancel = (event: Event) => {
      event.preventDefault();
      close.current();
    };
    dialog.addEventListener('cancel', cancel);
    return () => {
      dialog.removeEventListener('cancel', cancel);
      // Something outside took the focus on purpose while the dialog closed (an undo button
      // after the action): closing must not take it away again, as the browser's close() would.
      const active = document.activeElement;
      const movedOn =
        active instanceof HTMLElement && active !== document.body && !dialog.contains(active);
      if (dialog.open) dialog.close();
      (movedOn ? active : opener)?.focus?.();
    };
  }, []);
  return (
    <dialog ref={ref} className="dialog" aria-labelledby={titleId} data-testid={testId}>
      <h2 id={titleId}>{title}</h2>
      <div className="dialog-body">{children}</div>
      <div className="actions">{actions}</div>
    </dialog>
  );
}
