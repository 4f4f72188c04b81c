import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useDismiss } from '../../kit/use-dismiss';
import { Link } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import {
  fetchNotifications,
  listenForNotifications,
  markNotificationsRead,
} from '../../store/notifications-slice';
import { recordPath } from '../../lib/records';
import { exactTime, timeAgo } from '../../lib/time-ago';
import './notifications.css';

/**
 * The bell in the dashboard's top bar: how many notifications are unread, and a panel of them,
 * each linking to its record. Kept live by the event stream while the dashboard is open. A
 * disclosure, as the New… menu: Escape (back to the bell), a click elsewhere or following a link
 * closes it.
 */
export function NotificationBell() {
  const dispatch = useAppDispatch();
  const { items, unread, loading, error } = useAppSelector((state) => state.notifications);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);

  // The count comes with the stream; the list is asked for when the panel opens.
  useEffect(() => listenForNotifications(dispatch), [dispatch]);
  useEffect(() => {
    if (open) void dispatch(fetchNotifications());
  }, [open, dispatch]);

  useDismiss(open, close, root, button);

  const label = unread ? `Notifications, ${unread} unread` : 'Notifications';
  return (
    <div className="bell" ref={root}>
      <button
        ref={button}
        type="button"
        className="bell__button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={label}
        title={label}
        onClick={() => setOpen((was) => !was)}
      >
        <BellIcon />
        {unread ? (
          <span className="bell__count" aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </button>
      <div id={panelId} className="bell__panel" hidden={!open}>
        <div className="bell__head">
          <h2 className="bell__title">Notifications</h2>
          {unread ? (
            <button
              type="button"
              className="button button--quiet bell__all"
              onClick={() => void dispatch(markNotificationsRead('all'))}
            >
              Mark all as read
            </button>
          ) : null}
        </div>
        {error ? <p className="bell__note">{error}</p> : null}
        {!error && loading && !items.length ? <p className="bell__note">Loading…</p> : null}
        {!error && !loading && !items.length ? (
          <p className="bell__note">Nothing needs you. New ones show here as they come.</p>
        ) : null}
        <ul className="bell__list">
          {items.map((n) => {
            const to = recordPath(n.resource, n.record_id) ?? '/dashboard';
            const read = () => {
              setOpen(false);
              if (!n.read) void dispatch(markNotificationsRead([n.id]));
            };
            return (
              <li key={n.id} className={n.read ? 'bell__item' : 'bell__item bell__item--unread'}>
                <Link to={to} className="bell__link" onClick={read}>
                  {n.read ? null : <span className="sr-only">Unread: </span>}
                  {n.text}
                </Link>
                <time dateTime={n.created_at} title={exactTime(n.created_at)}>
                  {timeAgo(n.created_at)}
                </time>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}

function BellIcon() {
  return (
    <svg className="bell__icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path d="M5 14V9a5 5 0 0 1 10 0v5l1.5 2h-13zM8 17.5a2 2 0 0 0 4 0" />
    </svg>
  );
}
