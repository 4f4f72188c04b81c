import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { FORGOT_PASSWORD_PATH } from '../../../shared/mail-links';
import { pageTitle } from '../../lib/page-title';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useAppDispatch } from '../../store/hooks';
import { login, preloadLogin } from '../../store/session-slice';
import { BusyButton } from '../../components/busy-button';
import { TwoStepCodeForm } from '../../components/two-step-code-form';
import '../../components/auth.css';

/** /login: one identifier field (username or email address) and a password (product.md §2, §5). */
export function LoginPage() {
  useDocumentTitle(pageTitle('Log in'), 'Staff sign-in to the dashboard.');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState('');
  // The password was right and the account has two-step sign-in on: ask for the code.
  const [needsCode, setNeedsCode] = useState(false);
  const identifierRef = useRef<HTMLInputElement>(null);

  // The first field takes the focus. Fetch the credentials rule (and zod) while the visitor
  // types, not after they submit.
  useEffect(() => {
    identifierRef.current?.focus();
    void preloadLogin();
  }, []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setError('');
    const result = await dispatch(login({ identifier, password }));
    setPending(false);
    if (login.fulfilled.match(result) && result.payload.two_step_required) {
      setNeedsCode(true);
    } else if (login.fulfilled.match(result)) {
      void navigate('/dashboard', { replace: true });
    } else {
      setError(result.payload ?? result.error.message ?? 'An unknown error occured');
    }
  }

  return (
    <section className="auth container" aria-labelledby="login-title">
      <div className="auth__card">
        <h1 id="login-title">Log in</h1>
        {needsCode ? (
          <TwoStepCodeForm onSignedIn={() => void navigate('/dashboard', { replace: true })} />
        ) : null}
        <p className="auth__lead" hidden={needsCode}>
          Sign in to manage clients, projects and pages.
        </p>
        <form onSubmit={onSubmit} noValidate hidden={needsCode}>
          <div className="field">
            <label htmlFor="login-identifier">Username or email address</label>
            <input
              id="login-identifier"
              ref={identifierRef}
              className="input"
              name="identifier"
              type="text"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              required
              value={identifier}
              onChange={(e) => setIdentifier(e.target.value)}
            />
          </div>
          <div className="field">
            <label htmlFor="login-password">Password</label>
            <input
              id="login-password"
              className="input"
              name="password"
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </div>
          <BusyButton busy={pending} className="button auth__submit">
            Log in
          </BusyButton>
        </form>
        <div role="alert" className="auth__error" hidden={needsCode}>
          {error ? <p className="alert alert--error">{error}</p> : null}
        </div>
        <p className="auth__switch" hidden={needsCode}>
          <Link to={FORGOT_PASSWORD_PATH}>Forgot your password?</Link>
        </p>
      </div>
    </section>
  );
}
