import { Link } from 'react-router';
import { company } from '../../content/company';
import './home.css';

export function Hero() {
  const { headline, lead, primaryAction, secondaryAction } = company.hero;
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__inner">
        <p className="hero__eyebrow">{company.tagline}</p>
        <h1 id="hero-title" className="hero__title">
          {headline}
        </h1>
        <p className="hero__lead">{lead}</p>
        <div className="hero__actions">
          <Link className="button hero__primary" to="/services">
            {primaryAction}
          </Link>
          <Link className="button button--secondary hero__secondary" to="/portfolio">
            {secondaryAction}
          </Link>
        </div>
      </div>
    </section>
  );
}
