import { useEffect, useRef, useState, type FormEvent } from 'react';
import { BusyButton } from '../../components/busy-button';
import { InlineAlert } from '../../kit/inline-alert';
import { http, UNKNOWN_ERROR } from '../../lib/http-client';
import { pageTitle } from '../../lib/page-title';
import { useDocumentTitle } from '../../lib/use-document-title';
import { LinkField } from './link-field';
import { MailPageCard, NextStep, Outcome } from './mail-page';

/**
 * /forgot-password: a username or an email address, POST /password-resets. The server answers the
 * same 202 whether or not an account matched, so the page cannot tell anyone who has an account.
 */
export function ForgotPasswordPage() {
  useDocumentTitle(pageTitle('Forgot your password?'), 'Ask for a link to choose a new password.');
  const [login, setLogin] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState('');
  const [fieldError, setFieldError] = useState('');
  const [sent, setSent] = useState('');
  const loginRef = useRef<HTMLInputElement>(null);
  useEffect(() => loginRef.current?.focus(), []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setError('');
    setFieldError('');
    const result = await http.post<{ message: string }>(
      '/password-resets',
      { login: login.trim() },
      { expect: 202 },
    );
    setPending(false);
    if (result.ok) {
      setSent(result.data.message);
    } else if (result.errors?.login?.[0]) {
      setFieldError(result.errors.login[0]);
    } else {
      setError(result.error || UNKNOWN_ERROR);
    }
  }

  return (
    <MailPageCard title="Forgot your password?">
      {sent ? (
        <Outcome message={sent}>
          <NextStep to="/login">Back to log in</NextStep>
        </Outcome>
      ) : (
        <>
          <p className="auth__lead">
            Type your username or email address. We send a link to choose a new password to the
            account’s email address.
          </p>
          <form onSubmit={onSubmit} noValidate>
            <LinkField
              label="Username or email address"
              inputRef={loginRef}
              name="login"
              type="text"
              autoComplete="username"
              autoCapitalize="none"
              value={login}
              error={fieldError}
              onChange={(e) => setLogin(e.target.value)}
            />
            <BusyButton busy={pending} className="button auth__submit">
              Send link
            </BusyButton>
          </form>
          <InlineAlert message={error} />
          <NextStep to="/login">Back to log in</NextStep>
        </>
      )}
    </MailPageCard>
  );
}
