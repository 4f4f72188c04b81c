import type { ExportColumn } from '../../shared/exports';
import { csvCell } from '../csv';

/** UTF-8's byte-order mark: spreadsheet programs then read accents and emoji right. */
export const BOM = '\uFEFF';

/** One value as its column writes it; text only is guarded against formulas (csv.ts). */
function cell(column: ExportColumn, value: unknown): string {
  if (value === null || value === undefined) return '';
  switch (column.kind) {
    case 'count':
      return String(Array.isArray(value) ? value.length : 0);
    case 'date':
      // An ISO 8601 string from an answer, or milliseconds from a row.
      return (typeof value === 'number' ? new Date(value).toISOString() : String(value)).slice(
        0,
        10,
      );
    case 'flag':
      return value ? 'yes' : 'no';
    case 'number':
      return String(value);
    default:
      return csvCell(String(value));
  }
}

/** The header row, then a row per record: CRLF-terminated RFC 4180 lines. */
export const csvHeader = (columns: readonly ExportColumn[]) =>
  columns.map((c) => csvCell(c.label)).join(',') + '\r\n';

export function csvRow(columns: readonly ExportColumn[], record: Record<string, unknown>) {
  // Concatenated, not mapped and joined: no array per row in an export of 100 000.
  let line = '';
  for (let i = 0; i < columns.length; i++)
    line += (i ? ',' : '') + cell(columns[i]!, record[columns[i]!.field]);
  return line + '\r\n';
}

/**
 * A CSV document as it is read from the database, batch by batch: the mark and header first, so
 * the first bytes leave before the first query ends. Stops asking for batches once `stopped`
 * says the client has gone, or when the stream it feeds is destroyed (its `return()`); either
 * way `ended` then hears how many rows were written, and whether that was all of them.
 */
export async function* csvDocument(
  columns: readonly ExportColumn[],
  batches: AsyncIterable<readonly Record<string, unknown>[]>,
  stopped: () => boolean,
  ended?: (rows: number, complete: boolean) => void,
): AsyncGenerator<string> {
  let rows = 0;
  let complete = false;
  try {
    yield BOM + csvHeader(columns);
    for await (const batch of batches) {
      if (stopped()) return;
      let chunk = '';
      for (const record of batch) chunk += csvRow(columns, record);
      rows += batch.length;
      yield chunk;
    }
    complete = true;
  } finally {
    ended?.(rows, complete);
  }
}
