import { Link } from 'react-router';
import { ContactCta } from '../../components/contact-cta';
import { PageIntro } from '../../components/page-intro';
import { SiteImage } from '../../components/site-image';
import { Arrow } from '../../components/text-link-arrow';
import { pageCopy, services } from '../../content/company';
import { pageTitle } from '../../lib/page-title';
import { useDocumentTitle } from '../../lib/use-document-title';
import '../../components/card-grid.css';
import './services.css';

/** /services: the three services, each linking to its own page. */
export function ServicesPage() {
  const { title, lead } = pageCopy.services;
  useDocumentTitle(pageTitle(title), lead);
  return (
    <>
      <PageIntro title={title} lead={lead} />
      <section className="section container" aria-label="Our services">
        <ul className="card-grid">
          {services.map((service, index) => (
            <li key={service.slug} className="card media-card">
              {/* The first card holds the largest paint above the fold: load it at once. */}
              <SiteImage
                image={service.image}
                className="media-card__image"
                priority={index === 0}
              />
              <div className="media-card__body">
                <h2 className="card__title">
                  <Link className="media-card__link" to={`/services/${service.slug}`}>
                    {service.name}
                  </Link>
                </h2>
                <p className="card__body">{service.summary}</p>
                <ul className="service-card__points">
                  {service.whatYouGet.slice(0, 2).map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
                <span className="media-card__more" aria-hidden="true">
                  Details <Arrow />
                </span>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <div className="container section services-cta">
        <ContactCta {...pageCopy.services.cta}>
          <Link className="button button--secondary button--large" to="/portfolio">
            See our work
          </Link>
        </ContactCta>
      </div>
    </>
  );
}
