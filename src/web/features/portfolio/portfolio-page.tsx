import { Link } from 'react-router';
import { Avatar } from '../../components/avatar';
import { ContactCta } from '../../components/contact-cta';
import { PageIntro } from '../../components/page-intro';
import { SiteImage } from '../../components/site-image';
import { Arrow } from '../../components/text-link-arrow';
import { pageCopy, people, portfolioCases } from '../../content/company';
import { pageTitle } from '../../lib/page-title';
import { useDocumentTitle } from '../../lib/use-document-title';
import '../../components/card-grid.css';
import './portfolio.css';

/** /portfolio: the three cases, the people who led them, and a call to action. */
export function PortfolioPage() {
  const copy = pageCopy.portfolio;
  useDocumentTitle(pageTitle(copy.title), copy.lead);
  return (
    <>
      <PageIntro title={copy.title} lead={copy.lead} />
      <section className="section container" aria-label="Cases">
        <ul className="card-grid">
          {portfolioCases.map((item, index) => (
            <li key={item.slug} className="card media-card">
              {/* The first card holds the largest paint above the fold: load it at once. */}
              <SiteImage image={item.image} className="media-card__image" priority={index === 0} />
              <div className="media-card__body">
                <p className="media-card__eyebrow">
                  {item.client} · <span className="num">{item.year}</span>
                </p>
                <h2 className="card__title">
                  <Link className="media-card__link" to={`/portfolio/${item.slug}`}>
                    {item.name}
                  </Link>
                </h2>
                <p className="card__body">{item.summary}</p>
                <span className="media-card__more" aria-hidden="true">
                  Read the case <Arrow />
                </span>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section className="portfolio-team" aria-labelledby="portfolio-team">
        <div className="container">
          <div className="section-head">
            <div>
              <h2 id="portfolio-team">{copy.teamTitle}</h2>
              <p className="section-head__lead">{copy.teamLead}</p>
            </div>
            <Link className="text-link" to="/people">
              Meet the team
              <Arrow />
            </Link>
          </div>
          <ul className="person-list">
            {people.map((person) => (
              <li key={person.slug} className="person-chip">
                <Avatar name={person.name} />
                <span>
                  <Link to={`/people/${person.slug}`} className="person-chip__name">
                    {person.name}
                  </Link>
                  <span className="person-chip__role">{person.role}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <div className="container section">
        <ContactCta {...copy.cta} />
      </div>
    </>
  );
}
