import { Link } from 'react-router';

export interface Crumb {
  label: string;
  to?: string;
}

/** Home / Section / This page; the last crumb is the current page. */
export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumb">
      <ol>
        {trail.map((crumb, index) =>
          crumb.to && index < trail.length - 1 ? (
            <li key={crumb.label}>
              <Link to={crumb.to}>{crumb.label}</Link>
            </li>
          ) : (
            <li key={crumb.label}>
              <span aria-current="page">{crumb.label}</span>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
