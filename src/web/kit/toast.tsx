import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type ReactNode,
} from 'react';
import { Link } from 'react-router';
import { BusyButton } from '../components/busy-button';
import './kit.css';

export interface Toast {
  message: string;
  /** Where what was made can be seen ("View client"). */
  link?: { to: string; label: string };
  /**
   * A button beside the message ("Undo" after a delete). The toast stays while it runs; when it
   * is done the toast closes, unless the action showed a toast of its own.
   */
  action?: { label: string; run: () => void | Promise<void> };
}

/** How long a toast stays: long enough to read and reach its link. */
export const TOAST_MS = 6000;
/** With an action to take, longer: reading the message and deciding to undo take a moment. */
export const TOAST_ACTION_MS = 10_000;

const ToastContext = createContext<(toast: Toast) => void>(() => {});

/** Shows a short success message in a polite live region; a new one replaces the last. */
export const useToast = () => useContext(ToastContext);

type Shown = Toast & { key: number };

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<Shown | null>(null);
  const counter = useRef(0);
  const show = useCallback((next: Toast) => {
    counter.current += 1;
    setToast({ ...next, key: counter.current });
  }, []);
  // Closes the toast it is given only: one shown since stays.
  const close = useCallback(
    (key: number) => setToast((current) => (current?.key === key ? null : current)),
    [],
  );

  return (
    <ToastContext.Provider value={show}>
      {children}
      <div className="kit-toasts" role="status" aria-live="polite">
        {toast ? <ToastView key={toast.key} toast={toast} onClose={close} /> : null}
      </div>
    </ToastContext.Provider>
  );
}

/**
 * One toast. Its time runs only while the pointer is not over it and the focus is not in it
 * (WCAG 2.2.1: someone reaching for Undo with the keyboard is not timed out), and not while its
 * action runs.
 */
function ToastView({ toast, onClose }: { toast: Shown; onClose: (key: number) => void }) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [running, setRunning] = useState(false);
  const { key, action } = toast;

  useEffect(() => {
    if (hovered || focused || running) return;
    const timer = setTimeout(() => onClose(key), action ? TOAST_ACTION_MS : TOAST_MS);
    return () => clearTimeout(timer);
  }, [hovered, focused, running, key, action, onClose]);

  async function run() {
    if (!action || running) return;
    setRunning(true);
    try {
      await action.run();
    } finally {
      setRunning(false);
      onClose(key);
    }
  }

  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <div
      className="kit-toast"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <span className="kit-toast__message">{toast.message}</span>
      {toast.link ? (
        <Link className="kit-toast__link" to={toast.link.to} onClick={() => onClose(key)}>
          {toast.link.label}
        </Link>
      ) : null}
      {action ? (
        <BusyButton
          type="button"
          className="kit-toast__action"
          busy={running}
          onClick={() => void run()}
        >
          {action.label}
        </BusyButton>
      ) : null}
      <button type="button" className="kit-toast__close" onClick={() => onClose(key)}>
        <span aria-hidden="true">×</span>
        <span className="sr-only">Dismiss</span>
      </button>
    </div>
  );
}
