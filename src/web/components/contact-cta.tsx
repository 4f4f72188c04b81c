import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { company } from '../content/company';
import { contactPath } from '../content/contact';

interface Props {
  title: string;
  text: string;
  action: string;
  /** The service the contact form opens with chosen (a slug), if any. */
  service?: string;
  children?: ReactNode;
}

/** The closing call to action: the contact form (with a service chosen), or call. */
export function ContactCta({ title, text, action, service, children }: Props) {
  const { phone, hours } = company.contact;
  return (
    <section className="cta-band" aria-labelledby="cta-title">
      <h2 id="cta-title">{title}</h2>
      <p>{text}</p>
      <div className="cta-band__actions">
        <Link className="button button--large" to={contactPath(service)}>
          {action}
        </Link>
        {children}
      </div>
      <p>
        Or call <a href={`tel:${phone.replace(/\s+/g, '')}`}>{phone}</a>, {hours}.
      </p>
    </section>
  );
}
