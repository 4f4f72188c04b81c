import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { PRIVACY_PATH } from '../../../shared/public-routes';
import { advert } from '../../content/company';
import { http } from '../../lib/http-client';
import { BusyButton } from '../../components/busy-button';

type Status =
  | { kind: 'idle' }
  | { kind: 'pending' }
  | { kind: 'done'; message: string }
  | { kind: 'error'; message: string };

const label = advert.label;

/** "email_address must be …" → "Email address must be …" (the field's own name, for the form). */
function fieldMessage(errors: Record<string, string[]> | undefined, fallback: string) {
  const first = errors?.email_address?.[0];
  return first ? `${label} ${first}` : fallback;
}

/**
 * The release-alert waitlist: POST /api/v1/waitlist {email_address}. 200 whether the address is new
 * or already listed (the server does not tell which), with the server's words to show (a mail to
 * confirm the address is on its way); 422 explains the address, 429 asks to wait. The words are
 * not imported from shared/waitlist.ts: that module brings zod into the homepage.
 */
export function WaitlistForm() {
  const id = useId();
  const inputId = `${id}-email`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const pending = status.kind === 'pending';

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setStatus({ kind: 'pending' });
    const result = await http.post<{ message?: string }>(
      '/waitlist',
      { email_address: email.trim() },
      { expect: [200] },
    );
    if (result.ok) {
      setStatus({ kind: 'done', message: result.data?.message || advert.success });
      setEmail('');
    } else {
      setStatus({ kind: 'error', message: fieldMessage(result.errors, result.error) });
    }
  }

  const error = status.kind === 'error' ? status.message : '';
  return (
    <form className="waitlist" onSubmit={onSubmit} noValidate aria-label="Join the waitlist">
      <div className="waitlist__field">
        <label htmlFor={inputId}>{label}</label>
        <div className="waitlist__row">
          <input
            id={inputId}
            className="input"
            name="email_address"
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            placeholder={advert.placeholder}
            required
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              if (status.kind === 'error') setStatus({ kind: 'idle' });
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${errorId} ${hintId}` : hintId}
          />
          <BusyButton busy={pending} className="button waitlist__submit">
            {pending ? advert.pending : advert.submit}
          </BusyButton>
        </div>
        <p id={errorId} className="waitlist__error" role="alert">
          {error}
        </p>
      </div>
      <p className="waitlist__status" role="status" aria-live="polite">
        {status.kind === 'done' ? status.message : ''}
      </p>
      <p id={hintId} className="waitlist__hint">
        {advert.privacy} <Link to={PRIVACY_PATH}>{advert.privacyLink}</Link>
      </p>
    </form>
  );
}
