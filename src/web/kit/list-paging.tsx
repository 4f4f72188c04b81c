import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { PAGE_SIZES } from './use-resource-list';

interface Props {
  page: number;
  pages: number;
  size: number;
  pageSearch: (page: number) => string;
  setSize: (size: number) => void;
  /** The sizes offered, when the API allows fewer than every list's (the outbox: 100 at most). */
  sizes?: readonly number[];
}

/** The one paging control: Previous, "Page 2 of 5", Next, and how many rows a page holds. */
export function ListPaging({ page, pages, size, pageSearch, setSize, sizes = PAGE_SIZES }: Props) {
  const sizeId = useId();
  return (
    <nav className="kit-paging" aria-label="Pages">
      <PageLink to={pageSearch(page - 1)} enabled={page > 1} rel="prev">
        Previous
      </PageLink>
      <span aria-current="page">
        Page {page} of {pages}
      </span>
      <PageLink to={pageSearch(page + 1)} enabled={page < pages} rel="next">
        Next
      </PageLink>
      <span className="kit-paging__size">
        <label htmlFor={sizeId}>Per page</label>
        <select
          id={sizeId}
          className="input"
          value={size}
          onChange={(e) => setSize(Number(e.target.value))}
        >
          {sizes.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </span>
    </nav>
  );
}

function PageLink(props: { to: string; enabled: boolean; rel: string; children: ReactNode }) {
  if (!props.enabled) {
    return (
      <span className="button button--quiet" aria-disabled="true">
        {props.children}
      </span>
    );
  }
  return (
    <Link className="button button--quiet" to={{ search: props.to }} rel={props.rel}>
      {props.children}
    </Link>
  );
}
