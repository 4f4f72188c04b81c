import { CardGrid } from '../../components/card-grid';
import { PageIntro } from '../../components/page-intro';
import { services } from '../../content/company';
import { pageTitle } from '../../lib/page-title';
import { useDocumentTitle } from '../../lib/use-document-title';

const lead = 'Three things, done thoroughly: websites, CCTV and satellite TV.';

/** Placeholder until the services task: the three services from the content module. */
export function ServicesPage() {
  useDocumentTitle(pageTitle('Services'), lead);
  return (
    <>
      <PageIntro title="Services" lead={lead} />
      <section className="section container" aria-label="Our services">
        <CardGrid items={services.map((s) => ({ key: s.slug, title: s.name, body: s.summary }))} />
      </section>
    </>
  );
}
