import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button } from './Button';

export interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
  /** The service's words when the confirmed action failed. */
  error?: string | null;
  tone?: 'danger' | 'primary';
}

/**
 * A question that needs an answer before anything happens. A native modal <dialog> where the
 * browser has one (focus stays inside, Escape cancels, the page behind is inert); the safe answer
 * has the focus first.
 */
export function ConfirmDialog({ title, children, confirmLabel, cancelLabel = 'Cancel', onConfirm, onCancel, busy = false, error, tone = 'danger' }: ConfirmDialogProps) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (typeof element.showModal === 'function') {
      if (!element.open) element.showModal();
    } else {
      element.setAttribute('open', '');
    }
    cancel.current?.focus();
    return () => {
      if (typeof element.close === 'function' && element.open) element.close();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      className="dialog"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      onCancel={(event) => {
        // Escape: answer "no" ourselves so React's state and the dialog stay in step.
        event.preventDefault();
        if (!busy) onCancel();
      }}
    >
      <h2 className="dialog__title" id={`${id}-title`}>
        {title}
      </h2>
      <div className="dialog__body" id={`${id}-body`}>
        {children}
      </div>
      {error ? (
        <p className="dialog__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="dialog__actions">
        <Button ref={cancel} variant="secondary" onClick={onCancel} unavailable={busy}>
          {cancelLabel}
        </Button>
        <Button variant={tone} onClick={onConfirm} busy={busy}>
          {confirmLabel}
        </Button>
      </div>
    </dialog>
  );
}
