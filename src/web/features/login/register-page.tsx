import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { SessionResponse } from '../../../shared/session';
import { SkeletonLines } from '../../components/skeleton';
import { http, UNKNOWN_ERROR, type FieldErrors } from '../../lib/http-client';
import { pageTitle } from '../../lib/page-title';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useAppDispatch } from '../../store/hooks';
import { setSession } from '../../store/session-slice';
import { BusyButton } from '../../components/busy-button';
import '../../components/auth.css';

type Availability = 'checking' | 'open' | 'closed';

/**
 * /register for a signed-out visitor (the route redirects a signed-in one to /dashboard). When
 * registration is open (GET /api/v1/registration), a form that creates an ordinary account and
 * signs in; otherwise it says accounts are created by an administrator.
 */
export function RegisterPage() {
  useDocumentTitle(pageTitle('Register'), 'Create an account, or find out how to get one.');
  const [availability, setAvailability] = useState<Availability>('checking');

  useEffect(() => {
    const controller = new AbortController();
    void http
      .get<{ open?: boolean }>('/registration', { signal: controller.signal })
      .then((result) => {
        if (controller.signal.aborted) return;
        setAvailability(result.ok && result.data?.open === true ? 'open' : 'closed');
      });
    return () => controller.abort();
  }, []);

  return (
    <section className="auth container" aria-labelledby="register-title">
      <div className="auth__card">
        <h1 id="register-title">Register</h1>
        {availability === 'checking' ? (
          <div aria-busy="true">
            <p className="sr-only" role="status">
              Checking whether registration is open…
            </p>
            <SkeletonLines lines={3} />
          </div>
        ) : null}
        {availability === 'closed' ? <Closed /> : null}
        {availability === 'open' ? (
          <RegisterForm onClosed={() => setAvailability('closed')} />
        ) : null}
      </div>
    </section>
  );
}

function Closed() {
  return (
    <>
      <p>Accounts are created by an administrator. Ask yours to set one up for you.</p>
      <p>
        Already have an account? <Link to="/login">Log in</Link>
      </p>
    </>
  );
}

const FIELDS = [
  { name: 'username', label: 'Username', type: 'text', autoComplete: 'username' },
  { name: 'email_address', label: 'Email address', type: 'email', autoComplete: 'email' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
] as const;

type FieldName = (typeof FIELDS)[number]['name'];
type Values = Record<FieldName, string>;

function RegisterForm({ onClosed }: { onClosed: () => void }) {
  const id = useId();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [values, setValues] = useState<Values>({ username: '', email_address: '', password: '' });
  const [pending, setPending] = useState(false);
  const [error, setError] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setError('');
    setFieldErrors({});
    const result = await http.post<SessionResponse>(
      '/registration',
      {
        username: values.username.trim(),
        email_address: values.email_address.trim(),
        password: values.password,
      },
      { expect: 201 },
    );
    setPending(false);
    if (result.ok) {
      dispatch(setSession(result.data));
      void navigate('/dashboard', { replace: true });
      return;
    }
    if (result.status === 403) {
      onClosed();
      return;
    }
    setError(result.error || UNKNOWN_ERROR);
    setFieldErrors(result.errors ?? {});
  }

  return (
    <>
      <p className="auth__lead">Create an account to follow your projects.</p>
      <form onSubmit={onSubmit} noValidate>
        {FIELDS.map((field) => {
          const inputId = `${id}-${field.name}`;
          const message = fieldErrors[field.name]?.[0];
          return (
            <div className="field" key={field.name}>
              <label htmlFor={inputId}>{field.label}</label>
              <input
                id={inputId}
                className="input"
                name={field.name}
                type={field.type}
                autoComplete={field.autoComplete}
                autoCapitalize={
                  field.type === 'text' || field.type === 'email' ? 'none' : undefined
                }
                spellCheck={false}
                required
                minLength={field.name === 'password' ? 8 : undefined}
                value={values[field.name]}
                onChange={(e) => setValues((old) => ({ ...old, [field.name]: e.target.value }))}
                aria-invalid={message ? true : undefined}
                aria-describedby={message ? `${inputId}-error` : undefined}
              />
              {message ? (
                <p id={`${inputId}-error`} className="field__error">
                  {field.label} {message}
                </p>
              ) : null}
            </div>
          );
        })}
        <BusyButton busy={pending} className="button auth__submit">
          Create account
        </BusyButton>
      </form>
      <div role="alert" className="auth__error">
        {error ? <p className="alert alert--error">{error}</p> : null}
      </div>
      <p className="auth__switch">
        Already have an account? <Link to="/login">Log in</Link>
      </p>
    </>
  );
}
