import { Link } from 'react-router';
import { Arrow } from './text-link-arrow';
import './related-links.css';

/** A titled row of links to sibling pages, at the foot of a detail page ("Other services"). */
export function RelatedLinks({
  id,
  title,
  links,
}: {
  id: string;
  title: string;
  links: { to: string; label: string }[];
}) {
  return (
    <nav className="container section related-links" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <Link className="text-link" to={link.to}>
              {link.label}
              <Arrow />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
