import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-errors';

const err = (message: string, code?: string, cause?: unknown) =>
  Object.assign(new Error(message, { cause }), code ? { code } : {});

describe('isDatabaseUnavailable', () => {
  it.each([
    ['connection refused', err('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['connection reset', err('read ECONNRESET', 'ECONNRESET')],
    ['admin shutdown (restart -m fast)', err('terminating connection', '57P01')],
    ['crash shutdown', err('terminating connection', '57P02')],
    ['starting up', err('the database system is starting up', '57P03')],
    ['a connection exception class', err('connection failure', '08006')],
    ['read-only transaction', err('cannot execute INSERT in a read-only transaction', '25006')],
    ['disk full', err('could not extend file', '53100')],
    ['connection ended', err('Connection terminated unexpectedly')],
    ['pool wait timeout', err('timeout exceeded when trying to connect')],
    ['dead client', err('Client has encountered a connection error and is not queryable')],
    ['SQLite read-only', err('attempt to write a readonly database', 'SQLITE_READONLY')],
    ['SQLite disk full', err('database or disk is full', 'SQLITE_FULL')],
    ['SQLite I/O', err('disk I/O error', 'SQLITE_IOERR_WRITE')],
    ['wrapped (a failed migration)', err('Migration failed', undefined, err('x', 'ECONNREFUSED'))],
  ])('%s: yes', (_name, error) => expect(isDatabaseUnavailable(error)).toBe(true));

  it.each([
    ['a unique violation', err('duplicate key', '23505')],
    ['a syntax error (a bug)', err('syntax error at or near', '42601')],
    ['SQLite constraint', err('UNIQUE constraint failed', 'SQLITE_CONSTRAINT_UNIQUE')],
    ['a plain error', new Error('boom')],
    ['not an error', 'ECONNREFUSED'],
    ['nothing', undefined],
  ])('%s: no', (_name, error) => expect(isDatabaseUnavailable(error)).toBe(false));
});
