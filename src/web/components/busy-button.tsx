import type { ButtonHTMLAttributes } from 'react';

type Props = ButtonHTMLAttributes<HTMLButtonElement> & { busy: boolean };

/**
 * A button whose action may take a moment: a spinner while busy, and aria-disabled rather than
 * disabled, so it keeps focus and screen readers hear it is busy. The caller ignores a second press.
 */
export function BusyButton({
  busy,
  type = 'submit',
  className = 'button',
  children,
  ...rest
}: Props) {
  return (
    <button type={type} className={className} aria-disabled={busy} aria-busy={busy} {...rest}>
      {busy ? <span className="spinner" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
