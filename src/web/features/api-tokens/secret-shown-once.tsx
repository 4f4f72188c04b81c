import { useState } from 'react';
import { useToast } from '../../kit/toast';
import './api-tokens.css';

interface Props {
  name: string;
  secret: string;
  onDone: () => void;
}

/**
 * A new token's secret, shown this once: the server keeps only its hash, so it is in no list and
 * no reload. Gone when its owner says Done (or leaves the screen).
 */
export function SecretShownOnce({ name, secret, onDone }: Props) {
  const toast = useToast();
  const [error, setError] = useState('');

  async function copy() {
    try {
      await navigator.clipboard.writeText(secret);
      setError('');
      toast({ message: 'Token copied' });
    } catch {
      setError('Could not copy: select the token and copy it.');
    }
  }

  return (
    <div className="api-tokens-secret" role="status">
      <p>
        Your new token <strong>{name}</strong>. Copy it now: it will not be shown again.
      </p>
      <p>
        <code className="api-tokens-secret__value" aria-label="New API token">
          {secret}
        </code>
      </p>
      {error ? <p className="api-tokens-error">{error}</p> : null}
      <div className="api-tokens-actions">
        <button type="button" className="button button--secondary" onClick={() => void copy()}>
          Copy
        </button>
        <button type="button" className="button button--quiet" onClick={onDone}>
          Done
        </button>
      </div>
    </div>
  );
}
