import { createContext, useContext, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router';

/**
 * The top bar's place for the screen's main action. The dashboard layout renders an element in
 * its top bar and provides it here; screens fill it with <ScreenAction>.
 */
export const ScreenActionSlot = createContext<HTMLElement | null>(null);

/** The screen's main action ("+ Add Client"), shown in the dashboard's top bar beside the title. */
export function ScreenAction({ children }: { children: ReactNode }) {
  const slot = useContext(ScreenActionSlot);
  return slot ? createPortal(children, slot) : null;
}

/** The main action as a link to a New form: its words, or on a phone its icon, named by them. */
export function ScreenActionLink({ to, label }: { to: string; label: string }) {
  return (
    <ScreenAction>
      <Link className="button kit-action" to={to}>
        <ActionFace label={label} />
      </Link>
    </ScreenAction>
  );
}

/** What a main action shows: a plus on a phone, the words elsewhere; its name is the words. */
export function ActionFace({ label }: { label: string }) {
  return (
    <>
      <svg className="kit-action__icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <path d="M10 4v12M4 10h12" />
      </svg>
      <span className="kit-action__text">{label}</span>
    </>
  );
}
