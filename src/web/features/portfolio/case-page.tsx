import { Link, useParams } from 'react-router';
import { Avatar } from '../../components/avatar';
import { ContactCta } from '../../components/contact-cta';
import { DetailHeader } from '../../components/detail-header';
import { RelatedLinks } from '../../components/related-links';
import {
  findCase,
  findPerson,
  findService,
  pageCopy,
  portfolioCases,
  type PortfolioCase,
} from '../../content/company';
import { pageTitle } from '../../lib/page-title';
import { useDocumentTitle } from '../../lib/use-document-title';
import { NotFoundPage } from '../../components/not-found-page';
import './portfolio.css';

/** /portfolio/{slug}: one case, or the 404 view for an unknown one. */
export function CasePage() {
  const { slug } = useParams();
  const item = findCase(slug);
  if (!item) return <NotFoundPage />;
  return <CaseDetail key={item.slug} item={item} />;
}

function CaseDetail({ item }: { item: PortfolioCase }) {
  useDocumentTitle(pageTitle(item.name, 'Portfolio'), `${item.client}: ${item.summary}`);
  const lead = findPerson(item.lead);
  const used = item.services.map(findService).filter((service) => service !== undefined);
  const others = portfolioCases.filter((other) => other.slug !== item.slug);
  return (
    <>
      <DetailHeader
        trail={[
          { label: 'Home', to: '/' },
          { label: 'Portfolio', to: '/portfolio' },
          { label: item.name },
        ]}
        eyebrow={
          <>
            {item.client} · <span className="num">{item.year}</span>
          </>
        }
        title={item.name}
        lead={item.summary}
        image={item.image}
      />

      <section className="case-results" aria-label="Results">
        <dl className="container case-results__list">
          {item.results.map((metric) => (
            <div key={metric.label} className="case-results__item">
              <dt>{metric.label}</dt>
              <dd className="num">{metric.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <div className="container section case">
        <div className="case__main">
          <section aria-labelledby="case-challenge" className="prose">
            <h2 id="case-challenge">The challenge</h2>
            <p>{item.challenge}</p>
          </section>
          <section aria-labelledby="case-approach" className="case__approach">
            <h2 id="case-approach">What we did</h2>
            <ol className="case__steps">
              {item.approach.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </section>
          <figure className="case__quote">
            <blockquote>
              <p>“{item.quote.text}”</p>
            </blockquote>
            <figcaption>{`${item.quote.by}, ${item.client.replace(/^A /, 'a ')}`}</figcaption>
          </figure>
        </div>

        <aside className="case__aside" aria-label="About this job">
          {lead ? (
            <div className="case__lead">
              <h2 className="case__aside-title">Led by</h2>
              <div className="person-chip">
                <Avatar name={lead.name} />
                <span>
                  <Link to={`/people/${lead.slug}`} className="person-chip__name">
                    {lead.name}
                  </Link>
                  <span className="person-chip__role">{lead.role}</span>
                </span>
              </div>
            </div>
          ) : null}
          <h2 className="case__aside-title">Services used</h2>
          <ul className="case__links">
            {used.map((service) => (
              <li key={service.slug}>
                <Link to={`/services/${service.slug}`}>{service.name}</Link>
              </li>
            ))}
          </ul>
        </aside>
      </div>

      <div className="container">
        <ContactCta {...pageCopy.portfolio.cta} service={item.services[0]} />
      </div>

      <RelatedLinks
        id="other-cases"
        title="More work"
        links={[
          ...others.map((other) => ({ to: `/portfolio/${other.slug}`, label: other.name })),
          { to: '/portfolio', label: 'All work' },
        ]}
      />
    </>
  );
}
