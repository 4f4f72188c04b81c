import { type Expression, type RawBuilder, sql } from 'kysely';

/**
 * The lists whose searched column has a trigram index (migration 003): [table, searched column] →
 * SQLite's FTS5 trigram table over it. PostgreSQL's pg_trgm GIN index is on lower(column) and
 * needs no name.
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
 * 0.55 ms on SQLite's FTS5, the phrase of all its trigrams against the pieces). Fewer than three
 * characters: no pieces.
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
 * The conditions of a search for q (already lower case) in `table`.`column`: a row matches when
 * lower(column) contains q, case-insensitively by lower() on both sides, with %, _ and \ literal.
 * `indexed` tells whether a trigram index finds the candidates (q of 3 characters or more on a
 * list that has one); otherwise the rule alone scans.
 * - SQLite: the ids an FTS5 query of the pieces finds, then lower(column) LIKE '%q%'.
 * - PostgreSQL: one LIKE per piece of three letters or digits, each a GIN key of one trigram, then
 *   strpos(lower(column), q), the same rule. Written as a LIKE, the rule would be a GIN key too,
 *   of all q's trigrams, and cost most of the search (measured at 100 000 clients, a 36-character
 *   name: 9 ms against 0.7 with strpos, which the index cannot serve and the heap recheck
 *   applies). pg_trgm pads words at spaces and punctuation, so a piece with one (" de") asks for
 *   common word-start trigrams ("  d"): left out. With no such piece, the LIKE is the index's key.
 */
export function searchConditions(
  table: string,
  column: string,
  q: string,
  sqlite: boolean,
): { conditions: RawBuilder<boolean>[]; indexed: boolean } {
  const col = sql.ref(`${table}.${column}`);
  const fts = INDEXED[`${table}.${column}`];
  const pieces = fts ? trigramPieces(q) : [];
  if (pieces.length === 0) return { conditions: [containsLower(col, q)], indexed: false };
  if (sqlite) {
    const t = sql.table(fts!);
    const ids = sql<boolean>`${sql.ref(`${table}.id`)} in (select rowid from ${t} where ${t} match ${ftsAllOf(pieces)})`;
    return { conditions: [ids, containsLower(col, q)], indexed: true };
  }
  const words = pieces.filter((piece) => /^[\p{L}\p{N}]{3}$/u.test(piece));
  if (words.length === 0) return { conditions: [containsLower(col, q)], indexed: true };
  return {
    conditions: [
      ...words.map((piece) => containsLower(col, piece)),
      sql<boolean>`strpos(lower(${col}), ${q}) > 0`,
    ],
    indexed: true,
  };
}
