import type { ReactNode } from 'react';
import { company, contactHref } from '../content/company';

interface Props {
  title: string;
  text: string;
  action: string;
  /** The email's subject line. */
  subject: string;
  children?: ReactNode;
}

/** The closing call to action: email us (with a subject), or call. */
export function ContactCta({ title, text, action, subject, children }: Props) {
  const { phone, hours } = company.contact;
  return (
    <section className="cta-band" aria-labelledby="cta-title">
      <h2 id="cta-title">{title}</h2>
      <p>{text}</p>
      <div className="cta-band__actions">
        <a className="button button--large" href={contactHref(subject)}>
          {action}
        </a>
        {children}
      </div>
      <p>
        Or call <a href={`tel:${phone.replace(/\s+/g, '')}`}>{phone}</a>, {hours}.
      </p>
    </section>
  );
}
