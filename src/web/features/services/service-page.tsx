import { Link, useParams } from 'react-router';
import { ContactCta } from '../../components/contact-cta';
import { DetailHeader } from '../../components/detail-header';
import { RelatedLinks } from '../../components/related-links';
import { findService, portfolioCases, services, type Service } from '../../content/company';
import { contactPath } from '../../content/contact';
import { pageTitle } from '../../lib/page-title';
import { useDocumentTitle } from '../../lib/use-document-title';
import { NotFoundPage } from '../../components/not-found-page';
import './services.css';

/** /services/{slug}: what we do, how we work, what you get, and a call to action. */
export function ServicePage() {
  const { slug } = useParams();
  const service = findService(slug);
  if (!service) return <NotFoundPage />;
  return <ServiceDetail key={service.slug} service={service} />;
}

function ServiceDetail({ service }: { service: Service }) {
  useDocumentTitle(pageTitle(service.name, 'Services'), service.lead);
  const cases = portfolioCases.filter((item) => item.services.includes(service.slug));
  const others = services.filter((item) => item.slug !== service.slug);
  return (
    <>
      <DetailHeader
        trail={[
          { label: 'Home', to: '/' },
          { label: 'Services', to: '/services' },
          { label: service.name },
        ]}
        eyebrow="Service"
        title={service.name}
        lead={service.lead}
        image={service.image}
      >
        <div className="detail-header__actions">
          <Link className="button button--large" to={contactPath(service.slug)}>
            {service.cta.action}
          </Link>
        </div>
      </DetailHeader>

      <div className="container section service">
        <div className="service__main">
          <section aria-labelledby="what-we-do" className="service__block prose">
            <h2 id="what-we-do">What we do</h2>
            {service.whatWeDo.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>

          <section aria-labelledby="how-we-work" className="service__block">
            <h2 id="how-we-work">How we work</h2>
            <ol className="steps">
              {service.howWeWork.map((step, index) => (
                <li key={step.title} className="steps__item">
                  <span className="steps__number num" aria-hidden="true">
                    {String(index + 1).padStart(2, '0')}
                  </span>
                  <h3 className="steps__title">{step.title}</h3>
                  <p className="steps__text">{step.text}</p>
                </li>
              ))}
            </ol>
          </section>
        </div>

        <aside className="service__aside" aria-labelledby="what-you-get">
          <h2 id="what-you-get">What you get</h2>
          <ul className="checklist">
            {service.whatYouGet.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          {cases.length > 0 ? (
            <>
              <h3 className="service__aside-title">Related work</h3>
              <ul className="service__links">
                {cases.map((item) => (
                  <li key={item.slug}>
                    <Link to={`/portfolio/${item.slug}`}>{item.name}</Link>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </aside>
      </div>

      <div className="container service__cta">
        <ContactCta
          title={service.cta.title}
          text={service.cta.text}
          action={service.cta.action}
          service={service.slug}
        />
      </div>

      <RelatedLinks
        id="other-services"
        title="Other services"
        links={others.map((item) => ({ to: `/services/${item.slug}`, label: item.name }))}
      />
    </>
  );
}
