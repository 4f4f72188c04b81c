import { Link } from 'react-router';
import { Avatar } from '../../components/avatar';
import { PageIntro } from '../../components/page-intro';
import { pageCopy, people } from '../../content/company';
import { pageTitle } from '../../lib/page-title';
import { useDocumentTitle } from '../../lib/use-document-title';
import './people.css';

/** /people: the team, each linking to a profile. */
export function PeoplePage() {
  const { title, lead } = pageCopy.people;
  useDocumentTitle(pageTitle(title), lead);
  return (
    <>
      <PageIntro title={title} lead={lead} />
      <section className="section container" aria-label="Team">
        <ul className="people">
          {people.map((person) => (
            <li key={person.slug} className="person-card">
              <Avatar name={person.name} />
              <div className="person-card__body">
                <h2 className="person-card__name">
                  <Link to={`/people/${person.slug}`}>{person.name}</Link>
                </h2>
                <p className="person-card__role">{person.role}</p>
                <p className="person-card__bio">{person.bio}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
