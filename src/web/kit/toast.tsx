import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import './kit.css';

export interface Toast {
  message: string;
  /** Where what was made can be seen ("View client"). */
  link?: { to: string; label: string };
}

/** How long a toast stays: long enough to read and reach its link. */
export const TOAST_MS = 6000;

const ToastContext = createContext<(toast: Toast) => void>(() => {});

/** Shows a short success message in a polite live region; a new one replaces the last. */
export const useToast = () => useContext(ToastContext);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<(Toast & { key: number }) | null>(null);
  const show = useCallback((next: Toast) => setToast({ ...next, key: Date.now() }), []);

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast]);

  return (
    <ToastContext.Provider value={show}>
      {children}
      <div className="kit-toasts" role="status" aria-live="polite">
        {toast ? (
          <div key={toast.key} className="kit-toast">
            <span>{toast.message}</span>
            {toast.link ? (
              <Link className="kit-toast__link" to={toast.link.to} onClick={() => setToast(null)}>
                {toast.link.label}
              </Link>
            ) : null}
            <button type="button" className="kit-toast__close" onClick={() => setToast(null)}>
              <span aria-hidden="true">×</span>
              <span className="sr-only">Dismiss</span>
            </button>
          </div>
        ) : null}
      </div>
    </ToastContext.Provider>
  );
}
