import { CardGrid } from '../../components/card-grid';
import { PageIntro } from '../../components/page-intro';
import { portfolioCases } from '../../content/company';
import { pageTitle } from '../../lib/page-title';
import { useDocumentTitle } from '../../lib/use-document-title';

const lead = 'Installations and software we have delivered, and what they changed.';

/** Placeholder until the portfolio task: the cases from the content module. */
export function PortfolioPage() {
  useDocumentTitle(pageTitle('Portfolio'), lead);
  return (
    <>
      <PageIntro title="Portfolio" lead={lead} />
      <section className="section container" aria-label="Cases">
        <CardGrid
          items={portfolioCases.map((c) => ({
            key: c.slug,
            eyebrow: c.client,
            title: c.name,
            body: c.summary,
          }))}
        />
      </section>
    </>
  );
}
