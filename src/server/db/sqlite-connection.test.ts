import type BetterSqlite3 from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { cachingConnection } from './sqlite-connection';
import Sqlite from './sqlite-driver';

let raw: BetterSqlite3.Database;
afterEach(() => raw?.open && raw.close());

describe('cachingConnection', () => {
  it('prepares each SQL text once and hands back the same statement after', () => {
    raw = new Sqlite(':memory:');
    const connection = cachingConnection(raw);
    const first = connection.prepare('select 1 as one');
    expect(connection.prepare('select 1 as one')).toBe(first);
    expect(connection.prepare('select 2 as two')).not.toBe(first);
    expect(connection.prepared()).toBe(2);
    expect(first.all([])).toEqual([{ one: 1 }]);
    expect(first.all([])).toEqual([{ one: 1 }]); // reusable, not spent by the first run
  });

  it('past its capacity drops the least recently used statement', () => {
    raw = new Sqlite(':memory:');
    const connection = cachingConnection(raw, 2);
    const a = connection.prepare('select 1');
    const b = connection.prepare('select 2');
    connection.prepare('select 1'); // a is now the most recently used
    connection.prepare('select 3'); // so b goes
    expect(connection.prepared()).toBe(2);
    expect(connection.prepare('select 1')).toBe(a);
    expect(connection.prepare('select 2')).not.toBe(b);
  });

  it('forget() drops every statement: each is prepared again on its next use', () => {
    raw = new Sqlite(':memory:');
    const connection = cachingConnection(raw);
    const first = connection.prepare('select 1 as one');
    connection.forget();
    expect(connection.prepared()).toBe(0);
    const again = connection.prepare('select 1 as one');
    expect(again).not.toBe(first);
    expect(again.all([])).toEqual([{ one: 1 }]);
  });

  it('close() closes the database under it', () => {
    raw = new Sqlite(':memory:');
    const connection = cachingConnection(raw);
    const statement = connection.prepare('select 1');
    connection.close();
    expect(raw.open).toBe(false);
    expect(() => statement.all([])).toThrow(/database connection is not open/);
  });
});
