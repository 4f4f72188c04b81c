import { Link } from 'react-router';
import './kit.css';

/** The one way back from a detail or form screen to its list. */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link className="kit-back" to={to}>
      <span aria-hidden="true">←</span> {children}
    </Link>
  );
}
