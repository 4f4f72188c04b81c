import { Link } from 'react-router';
import { SiteImage } from '../../components/site-image';
import { Arrow } from '../../components/text-link-arrow';
import { company, homeCopy, services } from '../../content/company';
import { useDocumentTitle } from '../../lib/use-document-title';
import type { ReactNode } from 'react';
import { Hero } from './hero';
import { LatestPosts } from './latest-posts';
import '../../components/card-grid.css';
import './home.css';

/**
 * The homepage: hero, the release-alert advert (another feature, so the routes pass it in), the
 * three services and the latest posts.
 */
export function HomePage({ advert }: { advert?: ReactNode }) {
  useDocumentTitle(`${company.name} · ${company.hero.headline}`, company.description);
  return (
    <>
      <Hero />
      {advert}
      <section className="section container home-services" aria-labelledby="home-services">
        <div className="section-head">
          <div>
            <h2 id="home-services">{homeCopy.servicesTitle}</h2>
            <p className="section-head__lead">{homeCopy.servicesLead}</p>
          </div>
        </div>
        <ul className="card-grid">
          {services.map((service) => (
            <li key={service.slug} className="card media-card">
              <SiteImage image={service.image} className="media-card__image" />
              <div className="media-card__body">
                <h3 className="card__title">
                  <Link className="media-card__link" to={`/services/${service.slug}`}>
                    {service.name}
                  </Link>
                </h3>
                <p className="card__body">{service.summary}</p>
              </div>
            </li>
          ))}
        </ul>
        <p className="home-services__more">
          <Link className="text-link" to="/services">
            {homeCopy.allServices}
            <Arrow />
          </Link>
          <Link className="text-link" to="/portfolio">
            {homeCopy.portfolio}
            <Arrow />
          </Link>
        </p>
      </section>
      <LatestPosts />
    </>
  );
}
