import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import './confirm-dialog.css';

const FOCUSABLE = 'button, input, select, textarea, a[href]';

/** The controls that can take the focus, in order: a disabled one cannot (Tab skips it). */
const focusable = (box: HTMLElement) =>
  [...box.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !(element as HTMLButtonElement).disabled,
  );

interface Props {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** A class on the backdrop, for a dialog laid out otherwise (the palette's sheet). */
  className?: string;
}

/**
 * A small in-page dialog (role="dialog"), as the confirmation is: focus moves to its first
 * control and stays inside, Escape or a click outside closes it, and focus goes back to where it
 * was.
 */
export function Modal({ title, onClose, children, className }: Props) {
  const id = useId();
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    if (box.current) focusable(box.current)[0]?.focus();
    // Unless what closed it moved the focus on (a screen it opened took it for its first field).
    return () => {
      const now = document.activeElement;
      if (!now || now === document.body) opener?.focus?.();
    };
  }, []);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !box.current) return;
    const controls = focusable(box.current);
    const first = controls[0];
    const last = controls[controls.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  }

  return (
    <div
      className={className ? `kit-dialog__backdrop ${className}` : 'kit-dialog__backdrop'}
      onMouseDown={onClose}
    >
      <div
        ref={box}
        className="kit-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        onKeyDown={onKeyDown}
        onMouseDown={(event) => event.stopPropagation()}
      >
        <h2 id={`${id}-title`} className="kit-dialog__title">
          {title}
        </h2>
        {children}
      </div>
    </div>
  );
}
