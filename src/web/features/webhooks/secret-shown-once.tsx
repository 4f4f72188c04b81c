import { useEffect, useId, useRef, useState } from 'react';

/**
 * The signing secret, shown only here, the once the server answers it: it is in no list, no
 * reload and no store. The field takes the focus so that a screen reader reads it first.
 */
export function SecretShownOnce({ secret }: { secret: string }) {
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  useEffect(() => field.current?.focus(), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied('yes');
    } catch {
      setCopied('failed');
      field.current?.select();
    }
  }

  return (
    <div className="webhook-secret">
      <p id={`${id}-words`}>
        Copy this signing secret now: it will not be shown again. Verify each delivery’s
        webhook-signature with it (Standard Webhooks).
      </p>
      <label htmlFor={id}>Signing secret</label>
      <div className="webhook-secret__row">
        <input
          ref={field}
          id={id}
          className="input webhook-secret__value"
          readOnly
          value={secret}
          aria-describedby={`${id}-words`}
          onFocus={(e) => e.currentTarget.select()}
        />
        <button type="button" className="button button--secondary" onClick={() => void copy()}>
          Copy
        </button>
      </div>
      <p className="webhook-secret__copied" role="status">
        {copied === 'yes'
          ? 'Copied.'
          : copied === 'failed'
            ? 'Could not copy: the secret is selected, copy it with your keyboard.'
            : ''}
      </p>
    </div>
  );
}
