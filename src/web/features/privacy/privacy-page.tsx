import { PageIntro } from '../../components/page-intro';
import { contactHref } from '../../content/company';
import { privacy } from '../../content/privacy';
import { pageTitle } from '../../lib/page-title';
import { useDocumentTitle } from '../../lib/use-document-title';
import './privacy.css';

/** /privacy: what the waitlist keeps, why, for how long and how to be removed from it. */
export function PrivacyPage() {
  useDocumentTitle(pageTitle(privacy.title), privacy.lead);
  return (
    <>
      <PageIntro title={privacy.title} lead={privacy.lead} />
      <div className="section container">
        <div className="prose privacy">
          {privacy.sections.map((section) => (
            <section key={section.title} aria-labelledby={idOf(section.title)}>
              <h2 id={idOf(section.title)}>{section.title}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </section>
          ))}
          <p>
            <a className="button" href={contactHref(privacy.removeSubject)}>
              Ask to be removed
            </a>
          </p>
        </div>
      </div>
    </>
  );
}

const idOf = (title: string) => `privacy-${title.toLowerCase().replace(/\W+/g, '-')}`;
