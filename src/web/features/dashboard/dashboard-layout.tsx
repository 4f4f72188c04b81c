import { useRef, useState, type ReactNode } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { SkipLink } from '../../components/skip-link';
import { Wordmark } from '../../components/wordmark';
import { pageTitle } from '../../lib/page-title';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PHONE_QUERY, useMediaQuery } from '../../lib/use-media-query';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { logout } from '../../store/session-slice';
import { ScreenActionSlot } from '../../kit/screen-action';
import { ScreenTitleSlot } from '../../kit/screen-title';
import { ToastProvider } from '../../kit/toast';
import { DashboardNav } from './dashboard-nav';
import { screenFor, type DashboardScreen } from './dashboard-screen';
import './dashboard.css';

const NAV_ID = 'dashboard-nav';

interface Props {
  screens: DashboardScreen[];
  /** The palette's button (and its dialog), for the top bar. */
  palette?: ReactNode;
  /** The notifications' bell, beside it. */
  bell?: ReactNode;
  /** The theme's light/dark button, before the bell. */
  themeToggle?: ReactNode;
}

/**
 * Side navigation, a top bar with the screen title, its main action, Search, the theme's button,
 * the notifications' bell and Log out, and the screen itself. Below 960 px, with the navigation
 * out of sight, the bar's first row is the menu button, our name, the action, Search and the bell;
 * the title and Log out take the second. A phone has one row (menu, title, the action's icon,
 * Search, theme, bell): our name and Log out are in the navigation the menu opens.
 */
export function DashboardLayout({ screens, palette, bell, themeToggle }: Props) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const username = useAppSelector((state) => state.session.user?.username);
  // The menu is open only for the path it was opened on, so it closes on every path change.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const [actionSlot, setActionSlot] = useState<HTMLElement | null>(null);
  // A detail screen may name what it shows ("Shop fit-out"), over its group's title.
  const [named, setNamed] = useState<string | null>(null);
  const open = openOn === pathname;
  const phone = useMediaQuery(PHONE_QUERY);
  const menuButton = useRef<HTMLButtonElement>(null);
  const group = screenFor(screens, pathname)?.title ?? 'Dashboard';
  const title = named ?? group;
  useDocumentTitle(named ? pageTitle(named, group, 'Dashboard') : pageTitle(group, 'Dashboard'));

  async function onLogout() {
    if (leaving) return;
    setLeaving(true);
    await dispatch(logout());
    void navigate('/login', { replace: true });
  }

  // One Log out: in the bar, or on a phone (the bar one row) under the navigation's links.
  const logoutButton = (place: string) => (
    <button
      type="button"
      className={`button button--quiet ${place}`}
      aria-disabled={leaving}
      onClick={onLogout}
    >
      Log out
    </button>
  );

  return (
    <div className={open ? 'dash dash--open' : 'dash'}>
      <SkipLink target="dashboard-main" />
      <DashboardNav
        id={NAV_ID}
        screens={screens}
        open={open}
        onCollapse={() => {
          setOpenOn(null);
          // Back where the keyboard opened it from.
          menuButton.current?.focus();
        }}
        footer={phone ? logoutButton('dash__nav-logout') : null}
      />
      <div className="dash__scrim" aria-hidden="true" onClick={() => setOpenOn(null)} />
      <div className="dash__body">
        <header className="dash__topbar">
          <button
            ref={menuButton}
            type="button"
            className="dash__toggle dash__expand"
            aria-controls={NAV_ID}
            aria-expanded={open}
            onClick={() => setOpenOn(pathname)}
          >
            <MenuIcon />
            <span className="sr-only">Open menu</span>
          </button>
          {/* While the navigation, and its wordmark, are out of sight, the bar names us. */}
          <span className="dash__brand-bar">
            <Wordmark />
          </span>
          <h1 className="dash__title">{title}</h1>
          <div ref={setActionSlot} className="dash__action" />
          {palette || bell || themeToggle ? (
            <div className="dash__search">
              {palette}
              {themeToggle}
              {bell}
            </div>
          ) : null}
          {username ? <span className="dash__user">{username}</span> : null}
          {phone ? null : logoutButton('dash__logout')}
        </header>
        <main id="dashboard-main" className="dash__main" tabIndex={-1}>
          <ScreenActionSlot.Provider value={actionSlot}>
            <ScreenTitleSlot.Provider value={setNamed}>
              <ToastProvider>
                <Outlet />
              </ToastProvider>
            </ScreenTitleSlot.Provider>
          </ScreenActionSlot.Provider>
        </main>
      </div>
    </div>
  );
}

/** Three lines: the menu, drawn rather than a character, so it is the same on every phone. */
function MenuIcon() {
  return (
    <svg className="dash__toggle-icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path d="M3 5h14M3 10h14M3 15h14" />
    </svg>
  );
}
