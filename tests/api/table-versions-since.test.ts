import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { listenForChanges } from '../../src/server/db/change-listener';
import { openDatabase } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';
import { VERSIONS_SINCE, tableVersionsOn } from '../../src/server/repositories/table-versions';
import { createTestDatabase, currentTemplate } from './support/test-database';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A migrated database, the versions read on a listener's connection, and a connection to write. */
async function setUp() {
  const database = await createTestDatabase(currentTemplate());
  cleanups.push(database.drop);
  const { db } = openDatabase(database.url);
  await migrateToLatest(db);
  await db.destroy();
  const listener = listenForChanges(database.url, {
    onChange: () => {},
    onListening: () => {},
    onLost: () => {},
  });
  cleanups.push(() => listener.close());
  await listener.started;
  const connect = async () => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    cleanups.push(() => client.end());
    return client;
  };
  return { versions: tableVersionsOn(listener.read), connect };
}

const insertClient = (c: pg.Client, name: string) =>
  c.query(`insert into clients (organization_name) values ($1)`, [name]);

describe.runIf(process.env.TEST_DIALECT === 'postgres')('the versions read on PostgreSQL', () => {
  it('reads the counters again only after a commit, and then sees it', async () => {
    const { versions, connect } = await setUp();
    const first = await versions();
    expect(first.clients).toBeGreaterThanOrEqual(0);
    // Nothing committed here (other databases of the cluster may commit, which moves the snapshot).
    expect(await versions()).toEqual(first);
    const writer = await connect();
    await insertClient(writer, 'Acme');
    const second = await versions();
    expect(second.clients).toBe(first.clients! + 1);
    expect(second.projects).toBe(first.projects);
  });

  it('sums the counters only when the snapshot differs from the one it is given', async () => {
    const { connect } = await setUp();
    const reader = await connect();
    // One snapshot for the whole transaction: whatever else the cluster commits meanwhile.
    await reader.query('begin isolation level repeatable read');
    const all = (await reader.query(VERSIONS_SINCE, [''])).rows;
    expect(all.length).toBeGreaterThan(10);
    expect(all.map((r) => r.table_name)).toContain('clients');
    const same = (await reader.query(VERSIONS_SINCE, [all[0].snapshot])).rows;
    expect(same).toEqual([{ snapshot: all[0].snapshot, table_name: null, version: null }]);
    await reader.query('commit');
  });

  it('sees a transaction that was open at the last read once it commits', async () => {
    const { versions, connect } = await setUp();
    const [early, late] = [await connect(), await connect()];
    await early.query('begin');
    await insertClient(early, 'Early');
    // A later transaction commits first: the early one is then in the snapshot's in-progress list.
    await insertClient(late, 'Late');
    const before = await versions();
    await early.query('commit');
    expect((await versions()).clients).toBe(before.clients! + 1);
  });

  it('is not moved by a transaction that rolls back or only reads', async () => {
    const { versions, connect } = await setUp();
    const writer = await connect();
    const before = await versions();
    await writer.query('begin');
    await insertClient(writer, 'Gone');
    await writer.query('rollback');
    await writer.query('select count(*) from clients');
    expect((await versions()).clients).toBe(before.clients);
  });
});
