import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { PRIVACY_PATH } from '../../../shared/public-routes';
import {
  ENQUIRY_HONEYPOT,
  ENQUIRY_MESSAGE_MAX,
  ENQUIRY_NAME_MAX,
  ENQUIRY_SENT,
} from '../../../shared/enquiry-words';
import { BusyButton } from '../../components/busy-button';
import { contactCopy as copy } from '../../content/contact';
import { services } from '../../content/company';
import { http, type FieldErrors } from '../../lib/http-client';
import { FIELD_ORDER, checkContact, fieldMessage, type ContactValues } from './contact-fields';

type Status = 'idle' | 'pending' | 'sent';
const EMPTY: ContactValues = { name: '', email_address: '', service: '', message: '' };

/**
 * The contact form: POST /api/v1/enquiries. Required fields are checked before sending and again
 * by the server, whose 422 names fields the same way; the first field in error takes the focus.
 * The honeypot is out of sight and out of the tab order: only a bot fills it.
 */
export function ContactForm({ service = '' }: { service?: string }) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<ContactValues>({ ...EMPTY, service });
  const [trap, setTrap] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState('');
  const [status, setStatus] = useState<Status>('idle');

  const focusFirst = (found: FieldErrors) => {
    const first = FIELD_ORDER.find((field) => found[field]?.length);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === 'pending') return;
    const found = checkContact(values);
    setErrors(found);
    setFailure('');
    if (Object.keys(found).length) return focusFirst(found);
    setStatus('pending');
    const enquiry = {
      ...values,
      name: values.name.trim(),
      email_address: values.email_address.trim(),
    };
    const result = await http.post<{ message?: string }>(
      '/enquiries',
      { enquiry: { ...enquiry, ...(trap && { [ENQUIRY_HONEYPOT]: trap }) } },
      { expect: [201] },
    );
    if (result.ok) {
      setStatus('sent');
      setValues({ ...EMPTY, service });
      return;
    }
    setStatus('idle');
    setErrors(result.errors ?? {});
    setFailure(result.errors ? copy.fixFields : result.error);
    if (result.errors) focusFirst(result.errors);
  }

  if (status === 'sent') return <Sent onAnother={() => setStatus('idle')} />;

  const field = (name: keyof ContactValues) => {
    const message = fieldMessage(name, errors);
    const errorId = `${id}-${name}-error`;
    return {
      id: `${id}-${name}`,
      name,
      value: values[name],
      'aria-invalid': message ? true : undefined,
      'aria-describedby': message ? errorId : undefined,
      onChange: (e: { target: { value: string } }) =>
        setValues((v) => ({ ...v, [name]: e.target.value })),
      error: (
        <p id={errorId} className="contact-form__error">
          {message}
        </p>
      ),
    };
  };
  const { error: nameError, ...nameProps } = field('name');
  const { error: emailError, ...emailProps } = field('email_address');
  const { error: serviceError, ...serviceProps } = field('service');
  const { error: messageError, ...messageProps } = field('message');

  return (
    <form
      ref={formRef}
      className="contact-form"
      onSubmit={onSubmit}
      noValidate
      aria-label={copy.title}
    >
      <p className="alert alert--error" role="alert">
        {failure}
      </p>
      <div className="field">
        <label htmlFor={nameProps.id}>{copy.name}</label>
        <input
          {...nameProps}
          className="input"
          autoComplete="name"
          required
          maxLength={ENQUIRY_NAME_MAX}
        />
        {nameError}
      </div>
      <div className="field">
        <label htmlFor={emailProps.id}>{copy.email}</label>
        <input
          {...emailProps}
          className="input"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          required
        />
        {emailError}
      </div>
      <div className="field">
        <label htmlFor={serviceProps.id}>{copy.service}</label>
        <select {...serviceProps} className="input">
          {services.map((s) => (
            <option key={s.slug} value={s.slug}>
              {s.name}
            </option>
          ))}
          <option value="">{copy.otherService}</option>
        </select>
        {serviceError}
      </div>
      <div className="field">
        <label htmlFor={messageProps.id}>{copy.message}</label>
        <textarea
          {...messageProps}
          className="input contact-form__message"
          rows={6}
          required
          maxLength={ENQUIRY_MESSAGE_MAX}
          aria-describedby={[messageProps['aria-describedby'], `${id}-message-hint`]
            .filter(Boolean)
            .join(' ')}
        />
        <p id={`${id}-message-hint`} className="contact-form__hint">
          {copy.messageHint}
        </p>
        {messageError}
      </div>
      <div className="contact-form__trap" aria-hidden="true">
        <label htmlFor={`${id}-trap`}>Leave this empty</label>
        <input
          id={`${id}-trap`}
          name={ENQUIRY_HONEYPOT}
          tabIndex={-1}
          autoComplete="off"
          value={trap}
          onChange={(e) => setTrap(e.target.value)}
        />
      </div>
      <BusyButton busy={status === 'pending'} className="button button--large">
        {status === 'pending' ? copy.pending : copy.submit}
      </BusyButton>
      <p className="contact-form__hint">
        {copy.privacy} <Link to={PRIVACY_PATH}>{copy.privacyLink}</Link>
      </p>
    </form>
  );
}

/** The thank-you, in the form's place: its heading takes the focus, so it is read out at once. */
function Sent({ onAnother }: { onAnother: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="contact-sent" role="status">
      <h2 ref={heading} tabIndex={-1}>
        {copy.sentTitle}
      </h2>
      <p>{ENQUIRY_SENT}</p>
      <button type="button" className="button button--secondary" onClick={onAnother}>
        {copy.sendAnother}
      </button>
    </div>
  );
}
