import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { SkeletonLines } from '../../components/skeleton';
import { InlineAlert } from '../../kit/inline-alert';
import '../../components/auth.css';

/** The sign-in screen's card around each page a mail links to, with its heading. */
export function MailPageCard({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className="auth container" aria-labelledby={titleId}>
      <div className="auth__card">
        <h1 id={titleId}>{title}</h1>
        {children}
      </div>
    </section>
  );
}

/**
 * What replaces a form once it is done, or a link that no longer works: the server's words. It
 * takes the focus, because the button that was pressed is gone and a screen reader would be lost.
 */
export function Outcome({ message, children }: { message: string; children?: ReactNode }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <>
      <p ref={ref} role="status" tabIndex={-1}>
        {message}
      </p>
      {children}
    </>
  );
}

/** The way on from an outcome: one link. */
export function NextStep({ to, children }: { to: string; children: ReactNode }) {
  return (
    <p className="auth__switch">
      <Link to={to}>{children}</Link>
    </p>
  );
}

/** While the page asks what its link is for. */
export function LinkChecking() {
  return (
    <div aria-busy="true">
      <p className="sr-only" role="status">
        Checking the link…
      </p>
      <SkeletonLines lines={3} />
    </div>
  );
}

/** The server could not say what the link is for (offline, busy): say why, and try again. */
export function LinkFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <>
      <InlineAlert message={message} />
      <button type="button" className="button auth__submit" onClick={onRetry}>
        Try again
      </button>
    </>
  );
}
