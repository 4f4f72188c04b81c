import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import './confirm-dialog.css';

export interface ConfirmOptions {
  title: string;
  message?: string;
  /** The button that goes ahead ("Delete", "Leave"). */
  confirmLabel: string;
  cancelLabel?: string;
  /** A destructive action gets the danger style. */
  danger?: boolean;
}

type Pending = ConfirmOptions & { resolve: (ok: boolean) => void };

/**
 * An in-page confirmation (role="alertdialog"): focus moves into it and stays there, Escape
 * cancels, and focus returns to where it was. `confirm()` resolves true when the user goes ahead.
 */
export function useConfirm() {
  const [pending, setPending] = useState<Pending | null>(null);
  const confirm = useCallback(
    (options: ConfirmOptions) =>
      new Promise<boolean>((resolve) => setPending({ ...options, resolve })),
    [],
  );
  const close = (ok: boolean) => {
    pending?.resolve(ok);
    setPending(null);
  };
  const dialog = pending ? <ConfirmDialog options={pending} onClose={close} /> : null;
  return [confirm, dialog] as const;
}

function ConfirmDialog({
  options,
  onClose,
}: {
  options: ConfirmOptions;
  onClose: (ok: boolean) => void;
}) {
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    // The safe choice takes the focus: Enter never destroys by accident.
    cancel.current?.focus();
    return () => opener?.focus?.();
  }, []);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose(false);
      return;
    }
    if (event.key !== 'Tab' || !box.current) return;
    const focusable = box.current.querySelectorAll<HTMLElement>('button');
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  }

  return (
    <div className="kit-dialog__backdrop" onMouseDown={() => onClose(false)}>
      <div
        ref={box}
        className="kit-dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={options.message ? `${id}-message` : undefined}
        onKeyDown={onKeyDown}
        onMouseDown={(event) => event.stopPropagation()}
      >
        <h2 id={`${id}-title`} className="kit-dialog__title">
          {options.title}
        </h2>
        {options.message ? <p id={`${id}-message`}>{options.message}</p> : null}
        <div className="kit-dialog__actions">
          <button
            ref={cancel}
            type="button"
            className="button button--quiet"
            onClick={() => onClose(false)}
          >
            {options.cancelLabel ?? 'Cancel'}
          </button>
          <button
            type="button"
            className={options.danger ? 'button button--danger' : 'button'}
            onClick={() => onClose(true)}
          >
            {options.confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
