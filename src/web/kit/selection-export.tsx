import { exportIdsParam } from '../../shared/exports';
import { buildUrl, type QueryValue } from '../lib/http-client';
import { countOf } from './count';
import type { Selection } from './use-selection';

interface Props {
  /** The list's CSV under /api/v1: "/clients.csv". */
  path: string;
  /** The list's search and filters. */
  query: Record<string, QueryValue>;
  selection: Selection;
  /** How many the list matches. */
  total: number;
  noun: readonly [one: string, other: string];
}

/**
 * The bulk bar's "Export CSV": the list's CSV narrowed to the picked records (`?ids=`), in the
 * list's order; after "Select all N matching", the list's own search and filters instead, so the
 * file holds every match, even past the most one bulk action takes. The ids are digits and commas,
 * written as they are: escaped, each comma would take three characters of a long address.
 */
export function SelectionExport({ path, query, selection, total, noun }: Props) {
  const { matching, selected } = selection;
  const href = matching
    ? buildUrl(path, { query })
    : `${buildUrl(path)}?ids=${exportIdsParam(selected)}`;
  const what = matching
    ? `all ${countOf(total, ...noun)} that match`
    : `the ${countOf(selected.size, ...noun)} selected`;
  return (
    <a
      className="button button--quiet kit-export"
      href={href}
      download
      aria-label={`Export CSV of ${what}`}
    >
      Export CSV
    </a>
  );
}
