import type { RecordPieces } from '../read-cache/record-pieces';
import type { RowData } from '../repositories/table-repository';

type Page = { rows: RowData[]; total: number; next?: string | undefined };
/** Rows and, in the same order, their entities. */
type Whole = { rows: RowData[]; entities: unknown[] };
type Reads = {
  /** The page read whole. */
  page(): Promise<Page & Whole>;
  /** The page with each row's id and version only. */
  keys(): Promise<Page>;
  /** The records of these ids, read whole (in any order). */
  records(ids: number[]): Promise<Whole>;
};

/**
 * A list's page as its records' pieces (their JSON), in the page's order. While the list's
 * pieces are warm, only its keys are read, and the records with no kept piece at their version
 * are read whole (one statement for all of them, and their embed's) and made into pieces; a
 * record changed after the keys were read comes as it is now, under its new version, and one
 * deleted since is left out, as a list read a moment later would show it. Otherwise the page is
 * read whole and every record made into a piece.
 */
export async function listPieces(reads: Reads, pieces: RecordPieces) {
  if (!pieces.warm) {
    const { rows, entities, total, next } = await reads.page();
    return { pieces: pieces.make(rows, entities), total, next };
  }
  const { rows, total, next } = await reads.keys();
  const found = rows.map((row) => pieces.kept(row));
  const missing = rows.filter((_, i) => found[i] === undefined).map((row) => row.id);
  if (missing.length) {
    const whole = await reads.records(missing);
    const made = pieces.make(whole.rows, whole.entities);
    const byId = new Map(whole.rows.map((row, i) => [row.id, made[i]!]));
    rows.forEach((row, i) => (found[i] ??= byId.get(row.id)));
  }
  return { pieces: found.filter((piece) => piece !== undefined), total, next };
}
