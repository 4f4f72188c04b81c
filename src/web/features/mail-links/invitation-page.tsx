import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PASSWORD_MIN, ROLE_LABELS, type Role } from '../../../shared/accounts';
import type { SessionResponse } from '../../../shared/session';
import { BusyButton } from '../../components/busy-button';
import { InlineAlert } from '../../kit/inline-alert';
import { http, UNKNOWN_ERROR, type FieldErrors } from '../../lib/http-client';
import { pageTitle } from '../../lib/page-title';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useAppDispatch } from '../../store/hooks';
import { setSession } from '../../store/session-slice';
import { LinkField } from './link-field';
import { LinkChecking, LinkFailed, MailPageCard, Outcome } from './mail-page';
import { isDeadLink, tokenPath, useLink } from './use-link';

interface InvitationLink {
  email_address: string;
  role: Role;
}

/**
 * /invitation/{token}: what the invitation is for (GET), then the invitee's own username and
 * password (POST), which create the account and sign it in.
 */
export function InvitationPage() {
  useDocumentTitle(pageTitle('Your invitation'));
  const path = tokenPath('/invitations', useParams().token);
  const { state, retry, die } = useLink<InvitationLink>(path);
  return (
    <MailPageCard title="You're invited">
      {state.kind === 'loading' ? <LinkChecking /> : null}
      {state.kind === 'failed' ? <LinkFailed message={state.message} onRetry={retry} /> : null}
      {state.kind === 'dead' ? (
        <Outcome message={state.message}>
          <p>Ask whoever invited you to send you a new invitation.</p>
        </Outcome>
      ) : null}
      {state.kind === 'ready' ? (
        <>
          <p>
            The invitation is for <strong>{state.data.email_address}</strong>, with the role{' '}
            <strong>{ROLE_LABELS[state.data.role]}</strong>.
          </p>
          <p className="auth__lead">Choose a username and a password to create your account.</p>
          <AcceptForm path={path} onDead={die} />
        </>
      ) : null}
    </MailPageCard>
  );
}

const FIELDS = ['username', 'password'] as const;

function AcceptForm({ path, onDead }: { path: string; onDead: (message: string) => void }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [values, setValues] = useState({ username: '', password: '' });
  const [pending, setPending] = useState(false);
  const [error, setError] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const usernameRef = useRef<HTMLInputElement>(null);
  useEffect(() => usernameRef.current?.focus(), []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setError('');
    setFieldErrors({});
    const body = { username: values.username.trim(), password: values.password };
    const result = await http.post<SessionResponse>(path, body, { expect: 201 });
    setPending(false);
    if (result.ok) {
      dispatch(setSession(result.data));
      void navigate('/dashboard', { replace: true });
    } else if (isDeadLink(result.status)) {
      onDead(result.error);
    } else {
      const errors = result.errors ?? {};
      setFieldErrors(errors);
      // A field's own words are enough; the general message is for what no field explains.
      if (!FIELDS.some((field) => errors[field]?.length)) setError(result.error || UNKNOWN_ERROR);
    }
  }

  const change = (field: (typeof FIELDS)[number]) => (e: { target: { value: string } }) =>
    setValues((old) => ({ ...old, [field]: e.target.value }));
  return (
    <>
      <form onSubmit={onSubmit} noValidate>
        <LinkField
          label="Username"
          inputRef={usernameRef}
          name="username"
          type="text"
          autoComplete="username"
          autoCapitalize="none"
          value={values.username}
          error={fieldErrors.username?.[0]}
          onChange={change('username')}
        />
        <LinkField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          minLength={PASSWORD_MIN}
          hint={`At least ${PASSWORD_MIN} characters.`}
          value={values.password}
          error={fieldErrors.password?.[0]}
          onChange={change('password')}
        />
        <BusyButton busy={pending} className="button auth__submit">
          Create account
        </BusyButton>
      </form>
      <InlineAlert message={error} />
    </>
  );
}
