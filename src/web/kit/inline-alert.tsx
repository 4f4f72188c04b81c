import { useId } from 'react';
import './kit.css';

/**
 * The in-page alert for a failure (product.md §8's "alert with the message"): announced by screen
 * readers, styled with the page, and dismissible. Renders nothing without a message.
 */
export function InlineAlert({ message, onDismiss }: { message: string; onDismiss?: () => void }) {
  const id = useId();
  if (!message) return null;
  return (
    <div className="kit-alert" role="alert" aria-labelledby={id}>
      <p id={id} className="kit-alert__text">
        {message}
      </p>
      {onDismiss ? (
        <button type="button" className="kit-alert__close" onClick={onDismiss}>
          <span aria-hidden="true">×</span>
          <span className="sr-only">Dismiss</span>
        </button>
      ) : null}
    </div>
  );
}
