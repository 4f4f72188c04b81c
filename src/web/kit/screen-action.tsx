import { createContext, useContext, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

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
