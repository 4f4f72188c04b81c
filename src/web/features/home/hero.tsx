import { Link } from 'react-router';
import { SiteImage } from '../../components/site-image';
import { company } from '../../content/company';
import { CONTACT_PATH } from '../../content/contact';

export function Hero() {
  const { headline, lead, primaryAction, secondaryAction, image, facts } = company.hero;
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__inner">
        <div className="hero__text">
          <p className="hero__eyebrow">{company.tagline}</p>
          <h1 id="hero-title" className="hero__title">
            {headline}
          </h1>
          <p className="hero__lead">{lead}</p>
          <div className="hero__actions">
            <Link className="button button--large" to={CONTACT_PATH}>
              {primaryAction}
            </Link>
            <Link className="button button--secondary button--large" to="/portfolio">
              {secondaryAction}
            </Link>
          </div>
          <dl className="hero__facts">
            {facts.map((fact) => (
              <div key={fact.label} className="hero__fact">
                <dt>{fact.label}</dt>
                <dd className="num">{fact.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="hero__media">
          <SiteImage image={image} className="hero__image" priority />
        </div>
      </div>
    </section>
  );
}
