import type { Database } from '../db/database';

/** Image bytes are read only here, one row at a time: lists never load them. */
export function imagesRepository(db: Database) {
  return {
    find: (table: 'stickers' | 'tools', id: number) =>
      db
        .selectFrom(table)
        .select(['image', 'image_type', 'image_hash'])
        .where('id', '=', id)
        .executeTakeFirst(),
  };
}
