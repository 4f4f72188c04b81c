import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { eventRows } from './outbox';
import { insertAtCommit } from './insert-at-commit';

const dir = mkdtempSync(join(tmpdir(), 'insert-at-commit-'));
let db: Database;
beforeAll(async () => {
  db = openDatabase(`sqlite:${join(dir, 'app.db')}`).db;
  await migrateToLatest(db);
});
afterAll(async () => {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

const event = (n: number) =>
  eventRows([{ type: `clients.updated`, webhookIds: [n, n + 1], body: `{"n":${n}}` }], 1000 + n);
/** A write that queues events with its group's commit; answers what it saw of them meanwhile. */
const write = (rows: ReturnType<typeof event>) =>
  db.transaction().execute(async (trx) => {
    expect(insertAtCommit(trx, 'outbox', rows)).toBe(true);
    return (await trx.selectFrom('outbox').select('id').execute()).length;
  });
const outbox = () =>
  db
    .selectFrom('outbox')
    .select(['subject', 'body', 'recipient', 'payload', 'created_at', 'state'])
    .orderBy('id')
    .execute();

describe('insertAtCommit', () => {
  it("writes each group's rows with its commit, every value in its own column", async () => {
    // Two groups of three rows, then one of two: the second statement of three reuses the text.
    for (const batch of [
      [1, 2, 3],
      [4, 5, 6],
      [7, 8],
    ]) {
      const seen = await Promise.all(batch.map((n) => write(event(n))));
      expect(seen.every((count) => count === batch[0]! - 1)).toBe(true); // not before the commit
    }
    const rows = await outbox();
    expect(rows).toHaveLength(8);
    expect(rows[4]).toEqual({
      subject: 'clients.updated',
      body: '{"n":5}',
      recipient: 'webhooks 5,6',
      payload: '{"webhook_ids":[5,6]}',
      created_at: 1005,
      state: 'waiting',
    });
    expect(rows.map((r) => r.body)).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map((n) => `{"n":${n}}`));
  });

  it('answers false outside a transaction, where the caller inserts the rows itself', () => {
    expect(insertAtCommit(db, 'outbox', event(9))).toBe(false);
  });
});
