import { XLSX_MEDIA_TYPE } from '../../../src/shared/imports';
import { API, type ApiClient } from './api';

/** A CSV file's text from rows of cells, quoted as the export quotes them. */
export const csvText = (rows: readonly (readonly string[])[]) =>
  rows.map((row) => row.map((cell) => `"${cell.replace(/"/g, '""')}"`).join(',')).join('\r\n') +
  '\r\n';

/** POST /{list}/import with a file as the body (CSV text, or XLSX bytes). */
export function sendImport(
  c: ApiClient,
  list: string,
  file: string | Buffer,
  query: Record<string, string> = {},
  type = typeof file === 'string' ? 'text/csv' : XLSX_MEDIA_TYPE,
) {
  const search = new URLSearchParams(query).toString();
  return c.send({
    method: 'POST',
    url: `${API}/${list}/import${search ? `?${search}` : ''}`,
    payload: file,
    headers: { 'content-type': type },
  });
}
