import { CardGrid } from '../../components/card-grid';
import { PageIntro } from '../../components/page-intro';
import { people } from '../../content/company';
import { pageTitle } from '../../lib/page-title';
import { useDocumentTitle } from '../../lib/use-document-title';

const lead = 'The engineers who plan, install and support every job.';

/** Placeholder until the people task: the team from the content module. */
export function PeoplePage() {
  useDocumentTitle(pageTitle('People'), lead);
  return (
    <>
      <PageIntro title="People" lead={lead} />
      <section className="section container" aria-label="Team">
        <CardGrid
          items={people.map((p) => ({ key: p.slug, eyebrow: p.role, title: p.name, body: p.bio }))}
        />
      </section>
    </>
  );
}
