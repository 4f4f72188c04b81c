import { Link, useParams } from 'react-router';
import { Avatar } from '../../components/avatar';
import { DetailHeader } from '../../components/detail-header';
import { Arrow } from '../../components/text-link-arrow';
import { findPerson, portfolioCases, type Person } from '../../content/company';
import { pageTitle } from '../../lib/page-title';
import { useDocumentTitle } from '../../lib/use-document-title';
import { NotFoundPage } from '../../components/not-found-page';
import './people.css';

/** /people/{slug}: a profile with a link back to /people, or the 404 view. */
export function PersonPage() {
  const { slug } = useParams();
  const person = findPerson(slug);
  if (!person) return <NotFoundPage />;
  return <Profile key={person.slug} person={person} />;
}

function Profile({ person }: { person: Person }) {
  useDocumentTitle(
    pageTitle(person.name, 'People'),
    `${person.name}, ${person.role}. ${person.bio}`,
  );
  const cases = portfolioCases.filter((item) => item.lead === person.slug);
  return (
    <>
      <DetailHeader
        trail={[
          { label: 'Home', to: '/' },
          { label: 'People', to: '/people' },
          { label: person.name },
        ]}
        eyebrow={person.role}
        title={person.name}
        lead={person.bio}
        aside={<Avatar name={person.name} size="lg" />}
      />
      <div className="container section profile">
        <section aria-labelledby="profile-about" className="prose">
          <h2 id="profile-about">About</h2>
          {person.about.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
        <aside className="profile__aside" aria-label={`${person.name} at work`}>
          <h2 className="profile__aside-title">Focus</h2>
          <ul className="profile__focus">
            {person.focus.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          {cases.length > 0 ? (
            <>
              <h2 className="profile__aside-title">Work led</h2>
              <ul className="profile__cases">
                {cases.map((item) => (
                  <li key={item.slug}>
                    <Link to={`/portfolio/${item.slug}`}>{item.name}</Link>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </aside>
      </div>
      <p className="container profile__back">
        <Link className="text-link" to="/people">
          All people
          <Arrow />
        </Link>
      </p>
    </>
  );
}
