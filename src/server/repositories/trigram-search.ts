import { type Expression, type RawBuilder, sql } from 'kysely';

/**
 * Substring search through the trigram indexes of migration 003, for lists whose searched column
 * has one: [table, searched column] → SQLite's FTS5 trigram table over it. PostgreSQL's pg_trgm
 * GIN index is on lower(column) and needs no name.
 */
const INDEXED: Record<string, string> = {
  'clients.organization_name': 'clients_search',
  'projects.name': 'projects_search',
};

export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** lower(column) LIKE '%text%', with %, _ and \ in the text taken literally. */
export const containsLower = (column: Expression<unknown>, text: string) =>
  sql<boolean>`lower(${column}) like ${`%${escapeLike(text)}%`} escape '\\'`;

/**
 * q cut into three-character pieces end to end, the last one overlapping the one before when q's
 * length is not a multiple of three ("abcdefgh" → abc, def, fgh); in characters, not UTF-16 units.
 * Every row containing q contains each piece. Asking the index for these few trigrams, not all of
 * q's, is what keeps a long query cheap: each trigram costs a read of its posting list, and common
 * ones (" gr", "ltd") grow with the table (measured at 100 000 clients, a 36-character name: 1.5 →
 * 0.55 ms on SQLite's FTS5, 9 → 1.5 ms on pg_trgm). Fewer than three characters: no pieces.
 */
export function trigramPieces(q: string): string[] {
  const chars = [...q];
  const pieces = new Set<string>();
  for (let i = 0; i + 3 <= chars.length; i += 3) pieces.add(chars.slice(i, i + 3).join(''));
  if (chars.length >= 3 && chars.length % 3) pieces.add(chars.slice(-3).join(''));
  return [...pieces];
}

/** An FTS5 query requiring every piece: each a phrase in double quotes, its own quotes doubled. */
export const ftsAllOf = (pieces: readonly string[]) =>
  pieces.map((piece) => `"${piece.replace(/"/g, '""')}"`).join(' AND ');

/**
 * The conditions that let the index find q's candidates in `table` (the exact rule, lower(column)
 * LIKE '%q%', is added by the caller and decides), or undefined when the list has no trigram
 * index or q is under three characters: then the exact rule alone scans.
 * SQLite: the ids an FTS5 query of the pieces finds. PostgreSQL: one LIKE per piece, each a GIN
 * key of a single trigram, which the index intersects far faster than the one key of all q's
 * trigrams that the exact rule is (its recheck then keeps the exact rule).
 */
export function trigramCandidates(
  table: string,
  column: string,
  q: string,
  sqlite: boolean,
): RawBuilder<boolean>[] | undefined {
  const fts = INDEXED[`${table}.${column}`];
  const pieces = trigramPieces(q);
  if (!fts || pieces.length === 0) return undefined;
  if (sqlite) {
    const t = sql.table(fts);
    return [
      sql<boolean>`${sql.ref(`${table}.id`)} in (select rowid from ${t} where ${t} match ${ftsAllOf(pieces)})`,
    ];
  }
  // A single piece is q itself: the exact rule is that key already.
  return pieces.length > 1
    ? pieces.map((piece) => containsLower(sql.ref(`${table}.${column}`), piece))
    : [];
}
