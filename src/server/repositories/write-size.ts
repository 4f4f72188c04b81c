import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/database';
import type { TableName } from '../db/tables';

/** How much of a table a write would touch, measured before it starts. */
export function writeSize(database: Database) {
  const db = database as unknown as Kysely<Record<string, Record<string, unknown>>>;
  return {
    /**
     * The rows of `table` whose `field` is one of `ids`, and the length of their `heavy` columns
     * (an image's bytes, a content's characters): one aggregate, no row read.
     */
    async of(table: TableName, field: string, ids: readonly number[], heavy: readonly string[]) {
      if (ids.length === 0) return { rows: 0, bytes: 0 };
      const lengths = heavy.map(
        (column) => sql<number>`coalesce(sum(length(${sql.ref(column)})), 0)`,
      );
      const bytes = lengths.length ? sql.join(lengths, sql` + `) : sql<number>`0`;
      const row = await db
        .selectFrom(table)
        .select([sql<number>`count(*)`.as('rows'), sql<number>`${bytes}`.as('bytes')])
        .where(field, 'in', ids)
        .executeTakeFirstOrThrow();
      return { rows: Number(row.rows), bytes: Number(row.bytes) };
    },
  };
}
