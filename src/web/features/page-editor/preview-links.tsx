import { useState } from 'react';
import { BusyButton } from '../../components/busy-button';
import { useConfirm } from '../../kit/confirm-dialog';
import { useToast } from '../../kit/toast';
import { http } from '../../lib/http-client';
import type { PreviewLink } from '../../../shared/previews';

/**
 * "Preview link": a link that shows this page, draft or not, to whoever has it for 7 days,
 * shown with Copy; "Revoke links" ends every link of the page at once (after a confirm).
 */
export function PreviewLinks({ id }: { id: number }) {
  const toast = useToast();
  const [confirm, dialog] = useConfirm();
  const [link, setLink] = useState<PreviewLink | null>(null);
  const [busy, setBusy] = useState<'make' | 'revoke' | null>(null);
  const [error, setError] = useState('');

  async function make() {
    setBusy('make');
    setError('');
    const result = await http.post<PreviewLink>(`/pages/${id}/preview`);
    setBusy(null);
    if (result.ok) setLink(result.data);
    else setError(result.error);
  }

  async function revoke() {
    const sure = await confirm({
      title: 'Revoke every preview link?',
      message: 'Everyone with a preview link of this page loses access to it at once.',
      confirmLabel: 'Revoke links',
      danger: true,
    });
    if (!sure) return;
    setBusy('revoke');
    setError('');
    const result = await http.delete<{ revoked: number }>(`/pages/${id}/preview`);
    setBusy(null);
    if (!result.ok) return setError(result.error);
    setLink(null);
    const n = result.data.revoked;
    toast({ message: n === 1 ? '1 preview link revoked' : `${n} preview links revoked` });
  }

  async function copy() {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link.url);
      toast({ message: 'Preview link copied' });
    } catch {
      setError('Could not copy: select the link and copy it.');
    }
  }

  return (
    // A plain card, not a region: the form's own "Preview" region keeps its name to itself.
    <div className="editor-card preview-links">
      <h2 className="editor-card__title">Preview links</h2>
      <div className="preview-links__tools" role="group" aria-label="Preview links">
        <BusyButton
          busy={busy === 'make'}
          type="button"
          className="button button--secondary"
          onClick={make}
        >
          Preview link
        </BusyButton>
        <BusyButton
          busy={busy === 'revoke'}
          type="button"
          className="button button--danger"
          onClick={revoke}
        >
          Revoke links
        </BusyButton>
      </div>
      {link ? (
        <div className="preview-links__link">
          <label htmlFor={`preview-url-${id}`}>
            Anyone with this link sees the page until {new Date(link.expires_at).toLocaleString()}
          </label>
          <div className="preview-links__row">
            <input
              id={`preview-url-${id}`}
              className="input"
              readOnly
              value={link.url}
              onFocus={(e) => e.currentTarget.select()}
            />
            <button type="button" className="button button--secondary" onClick={copy}>
              Copy
            </button>
          </div>
        </div>
      ) : null}
      <div role="alert">{error ? <p className="alert alert--error">{error}</p> : null}</div>
      {dialog}
    </div>
  );
}
