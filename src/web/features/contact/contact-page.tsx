import { useSearchParams } from 'react-router';
import { PageIntro } from '../../components/page-intro';
import { company, findService } from '../../content/company';
import { contactCopy } from '../../content/contact';
import { pageTitle } from '../../lib/page-title';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ContactForm } from './contact-form';
import './contact.css';

/**
 * /contact: the form every "Order a service" and "Start a project" leads to, with the service
 * of ?service=<slug> chosen (an unknown slug chooses none), and the phone for who prefers it.
 */
export function ContactPage() {
  useDocumentTitle(pageTitle(contactCopy.title), contactCopy.lead);
  const [params] = useSearchParams();
  const service = findService(params.get('service') ?? undefined)?.slug ?? '';
  const { phone, hours, email } = company.contact;
  return (
    <>
      <PageIntro title={contactCopy.title} lead={contactCopy.lead} />
      <div className="section container contact">
        <ContactForm key={service} service={service} />
        <aside className="contact__aside" aria-labelledby="contact-other">
          <h2 id="contact-other">Rather call?</h2>
          <p>
            <a href={`tel:${phone.replace(/\s+/g, '')}`}>{phone}</a>, {hours}.
          </p>
          <p>
            Or write to <a href={`mailto:${email}`}>{email}</a>.
          </p>
        </aside>
      </div>
    </>
  );
}
