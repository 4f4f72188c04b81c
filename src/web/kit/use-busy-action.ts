import { useState } from 'react';

/**
 * One submit at a time, with its failure message: `run` ignores a second call while the first is
 * busy, clears the last error, and shows the message the action returns (nothing on success).
 */
export function useBusyAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  async function run(action: () => Promise<string | undefined>) {
    if (busy) return;
    setBusy(true);
    setError('');
    const failure = await action();
    setBusy(false);
    if (failure) setError(failure);
  }
  return { busy, error, run };
}
