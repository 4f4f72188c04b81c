import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { FORGOT_PASSWORD_PATH } from '../../../shared/mail-links';
import { PASSWORD_MIN } from '../../../shared/accounts';
import type { SessionResponse } from '../../../shared/session';
import { BusyButton } from '../../components/busy-button';
import { TwoStepCodeForm } from '../../components/two-step-code-form';
import { InlineAlert } from '../../kit/inline-alert';
import { http, UNKNOWN_ERROR } from '../../lib/http-client';
import { pageTitle } from '../../lib/page-title';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useAppDispatch } from '../../store/hooks';
import { setSession } from '../../store/session-slice';
import { LinkField } from './link-field';
import { LinkChecking, LinkFailed, MailPageCard, NextStep, Outcome } from './mail-page';
import { isDeadLink, tokenPath, useLink } from './use-link';

/**
 * /reset-password/{token}: whose password the link resets (GET), then the new password (POST),
 * which signs in as POST /session does: at once, or after the two-step code.
 */
export function ResetPasswordPage() {
  useDocumentTitle(pageTitle('Choose a new password'));
  const path = tokenPath('/password-resets', useParams().token);
  const { state, retry, die } = useLink<{ username: string }>(path);
  const [needsCode, setNeedsCode] = useState(false);
  const navigate = useNavigate();
  const toDashboard = () => void navigate('/dashboard', { replace: true });

  if (needsCode) {
    return (
      <MailPageCard title="Choose a new password">
        <TwoStepCodeForm onSignedIn={toDashboard} />
      </MailPageCard>
    );
  }
  if (state.kind === 'ready') {
    return (
      <MailPageCard title={`Choose a new password for ${state.data.username}`}>
        <NewPasswordForm
          path={path}
          username={state.data.username}
          onDead={die}
          onSignedIn={toDashboard}
          onNeedsCode={() => setNeedsCode(true)}
        />
      </MailPageCard>
    );
  }
  return (
    <MailPageCard title="Choose a new password">
      {state.kind === 'loading' ? <LinkChecking /> : null}
      {state.kind === 'failed' ? <LinkFailed message={state.message} onRetry={retry} /> : null}
      {state.kind === 'dead' ? (
        <Outcome message={state.message}>
          <NextStep to={FORGOT_PASSWORD_PATH}>Ask for a new link</NextStep>
        </Outcome>
      ) : null}
    </MailPageCard>
  );
}

interface FormProps {
  path: string;
  username: string;
  onDead: (message: string) => void;
  onSignedIn: () => void;
  onNeedsCode: () => void;
}

function NewPasswordForm({ path, username, onDead, onSignedIn, onNeedsCode }: FormProps) {
  const dispatch = useAppDispatch();
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState('');
  const [fieldError, setFieldError] = useState('');
  const passwordRef = useRef<HTMLInputElement>(null);
  useEffect(() => passwordRef.current?.focus(), []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setError('');
    setFieldError('');
    const result = await http.post<SessionResponse>(path, { password }, { expect: 200 });
    setPending(false);
    if (result.ok) {
      // As after POST /session: a two-step account is not signed in until its code is given.
      dispatch(setSession(result.data));
      if (result.data.two_step_required) onNeedsCode();
      else onSignedIn();
    } else if (isDeadLink(result.status)) {
      onDead(result.error);
    } else if (result.errors?.password?.[0]) {
      setFieldError(result.errors.password[0]);
    } else {
      setError(result.error || UNKNOWN_ERROR);
    }
  }

  return (
    <>
      <form onSubmit={onSubmit} noValidate>
        {/* For password managers: the account the new password belongs to. */}
        <input
          type="text"
          name="username"
          autoComplete="username"
          value={username}
          readOnly
          hidden
        />
        <LinkField
          label="New password"
          name="password"
          type="password"
          autoComplete="new-password"
          minLength={PASSWORD_MIN}
          hint={`At least ${PASSWORD_MIN} characters.`}
          inputRef={passwordRef}
          value={password}
          error={fieldError}
          onChange={(e) => setPassword(e.target.value)}
        />
        <BusyButton busy={pending} className="button auth__submit">
          Set password
        </BusyButton>
      </form>
      <InlineAlert message={error} />
    </>
  );
}
