import { buildUrl, type QueryValue } from '../lib/http-client';

interface Props {
  /** The list's CSV under /api/v1: "/clients.csv". */
  path: string;
  /** What the screen selects (its search and filters), so the file holds exactly that. */
  query: Record<string, QueryValue>;
}

/**
 * "Export CSV": a plain link to the list's CSV. The browser downloads the attachment itself,
 * with the session cookie (a GET needs no XSRF header), streaming as the server writes it; the
 * file takes every page, so paging is not part of the query.
 */
export function ExportLink({ path, query }: Props) {
  return (
    <a className="button button--quiet kit-export" href={buildUrl(path, { query })} download>
      Export CSV
    </a>
  );
}
