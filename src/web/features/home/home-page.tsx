import { Link } from 'react-router';
import { company, services } from '../../content/company';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Hero } from './hero';
import '../../components/card-grid.css';

/** The homepage. The advert, images and Latest Posts arrive with later tasks. */
export function HomePage() {
  useDocumentTitle(`${company.name} · ${company.hero.headline}`, company.description);
  return (
    <>
      <Hero />
      <section className="section container home-services" aria-labelledby="home-services">
        <h2 id="home-services">What we install</h2>
        <ul className="card-grid">
          {services.map((service, index) => (
            <li key={service.slug} className="card home-service">
              <span className="home-service__index num" aria-hidden="true">
                0{index + 1}
              </span>
              <h3 className="card__title">{service.name}</h3>
              <p className="card__body">{service.summary}</p>
            </li>
          ))}
        </ul>
        <p className="home-services__more">
          <Link to="/services">All services</Link>
        </p>
      </section>
    </>
  );
}
