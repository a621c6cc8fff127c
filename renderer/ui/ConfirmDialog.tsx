import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import { Button } from './Button';
import { messages } from './messages';
import './dialog.css';

const words = messages(
  defineMessages({
    cancel: { id: 'ui.dialog.cancel', defaultMessage: 'Cancel', description: 'Button of a question before an action: do not do it.' },
  }),
);

export interface ConfirmDialogProps {
  /** The question; a name a person typed in it is in `<bdi>`. */
  title: ReactNode;
  children: ReactNode;
  confirmLabel: ReactNode;
  /** "Cancel" unless given. */
  cancelLabel?: ReactNode;
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
 *
 * When it goes away the focus goes back to whatever had it before (the button that opened it),
 * if that is still there; a parent that moves on to another screen removes the opener with it, and
 * the new screen takes the focus. The dialog is closed in a layout effect's cleanup, that is
 * during the same commit that removes it: the page behind stays inert while the modal is open, so
 * a focus() before close(), or in a passive effect that runs first, would be refused.
 */
export function ConfirmDialog({ title, children, confirmLabel, cancelLabel, onConfirm, onCancel, busy = false, error, tone = 'danger' }: ConfirmDialogProps) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);

  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = document.activeElement instanceof HTMLElement && !element.contains(document.activeElement) ? document.activeElement : null;
    if (typeof element.showModal === 'function') {
      if (!element.open) element.showModal();
    } else {
      element.setAttribute('open', '');
    }
    cancel.current?.focus();
    return () => {
      if (typeof element.close === 'function') {
        if (element.open) element.close();
      } else {
        element.removeAttribute('open');
      }
      if (opener?.isConnected) opener.focus();
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
      // Escape answers this question only, never closes what lies behind it too (the Menu).
      onKeyDown={(event) => {
        if (event.key === 'Escape') event.stopPropagation();
      }}
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
          {cancelLabel ?? <FormattedMessage {...words.cancel} />}
        </Button>
        <Button variant={tone} onClick={onConfirm} busy={busy}>
          {confirmLabel}
        </Button>
      </div>
    </dialog>
  );
}
