import { useEffect, useRef, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { Wordmark } from '../../components/wordmark';
import { navScreens, type DashboardScreen } from './dashboard-screen';

interface Props {
  id: string;
  screens: DashboardScreen[];
  /** Opened by the menu button (below 960 px): the keyboard's focus moves into it. */
  open: boolean;
  onCollapse: () => void;
  /** Under the links: on a phone, where the top bar has no room for it, Log out. */
  footer?: ReactNode;
}

/** The 250 px side navigation; on narrow screens it slides in from -250px. */
export function DashboardNav({ id, screens, open, onCollapse, footer }: Props) {
  const collapse = useRef<HTMLButtonElement>(null);
  // The drawer comes before the bar in the page: without this, Tab from the menu button would
  // walk on into the screen and never reach the links it just showed.
  useEffect(() => {
    if (open) collapse.current?.focus();
  }, [open]);
  return (
    <aside
      id={id}
      className="dash__nav"
      onKeyDown={(event) => {
        if (open && event.key === 'Escape') onCollapse();
      }}
    >
      <div className="dash__brand">
        <Link to="/" className="dash__home" aria-label="Northwire Systems: back to the website">
          <Wordmark tone="light" />
        </Link>
        {/* A compact control, so the drawer's 250 px hold it beside the wordmark. */}
        <button
          ref={collapse}
          type="button"
          className="dash__toggle dash__collapse"
          onClick={onCollapse}
        >
          <span aria-hidden="true">✕</span>
          <span className="sr-only">Collapse</span>
        </button>
      </div>
      <nav aria-label="Dashboard">
        <ul className="dash__links">
          {navScreens(screens).map((screen) => (
            <li key={screen.path}>
              <NavLink to={`/dashboard/${screen.path}`}>{screen.title}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {footer ? <div className="dash__nav-footer">{footer}</div> : null}
    </aside>
  );
}
