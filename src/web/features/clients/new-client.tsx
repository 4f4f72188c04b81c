import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { UNKNOWN_ERROR } from '../../lib/http-client';
import { useAppDispatch } from '../../store/hooks';
import { fieldErrorsOf } from '../../store/create-resource-slice';
import { resources } from '../../store/resources';
import {
  EMPTY_CLIENT,
  clientFieldErrors,
  type ClientFieldName,
  type ClientValues,
} from './client-fields';
import { ClientFormFields } from './client-form-fields';

const clients = resources.clients.actions;

/** /dashboard/clients/new ("Add client"): Save posts {client:{…}} and returns to the list. */
export function NewClient() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<ClientValues>(EMPTY_CLIENT);
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<ClientFieldName, string>>>({});
  const [error, setError] = useState('');

  function onChange(name: ClientFieldName, value: string) {
    setValues((prev) => ({ ...prev, [name]: value }));
    setErrors((prev) => ({ ...prev, [name]: undefined }));
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setError('');
    setErrors({});
    const result = await dispatch(clients.create(values));
    if (clients.create.fulfilled.match(result)) {
      void navigate('/dashboard/clients');
      return;
    }
    setPending(false);
    const message = result.payload ?? result.error.message ?? UNKNOWN_ERROR;
    const byField = clientFieldErrors(fieldErrorsOf(result));
    const first = Object.keys(byField)[0];
    if (first) {
      setErrors(byField);
      formRef.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
    } else {
      setError(message);
    }
  }

  return (
    <section className="client-card" aria-labelledby="new-client-title">
      <div className="client-card__head">
        <h2 id="new-client-title" className="client-card__title">
          Add client
        </h2>
        <Link className="button button--quiet" to="/dashboard/clients">
          Back to clients
        </Link>
      </div>
      <form ref={formRef} className="client-form" noValidate onSubmit={(e) => void onSubmit(e)}>
        <ClientFormFields values={values} onChange={onChange} errors={errors} />
        <div className="client-form__actions">
          <button type="submit" className="button" aria-disabled={pending}>
            {pending ? 'Saving…' : 'Save'}
          </button>
        </div>
        <div role="alert" className={error ? 'alert alert--error' : undefined}>
          {error}
        </div>
      </form>
    </section>
  );
}
