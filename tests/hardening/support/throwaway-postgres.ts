import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../../support/processes';
import { POSTGRES_15_BIN as BIN } from '../../../scripts/test-requirements.mjs';

const run = promisify(execFile);

export type ThrowawayPostgres = {
  /** postgres://postgres@127.0.0.1:PORT/postgres */
  url: string;
  port: number;
  /** `pg_ctl restart -m fast`: ends every session at once, then starts again. */
  restart: () => Promise<void>;
  /** `pg_ctl stop -m fast`, and `pg_ctl start`: for an outage of a chosen length. */
  stop: () => Promise<void>;
  start: () => Promise<void>;
  /** The cluster's own log, for a failure message. */
  log: () => string;
  /** Stops the cluster (immediately) and removes its folder; safe to call twice. */
  destroy: () => Promise<void>;
};

/**
 * A PostgreSQL 15 cluster of the test's own, on a free port in a temporary folder, so a fault
 * test may restart it freely: the machine's shared server (5432) is never touched. We run as root
 * and PostgreSQL refuses root, so every binary runs as the postgres user.
 */
export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  if (!existsSync(join(BIN, 'initdb'))) {
    throw new Error(
      `PostgreSQL 15 binaries not found in ${BIN}: install postgresql-15 (initdb and pg_ctl are needed to start a throwaway cluster)`,
    );
  }
  const dir = mkdtempSync(join(tmpdir(), 'throwaway-pg-'));
  const { uid, gid } = await postgresIds();
  chownSync(dir, uid, gid);
  const data = join(dir, 'data');
  const logFile = join(dir, 'server.log');
  const port = await freePort();
  const asPostgres = (bin: string, args: string[]) =>
    run('runuser', ['-u', 'postgres', '--', join(BIN, bin), ...args], { timeout: 120_000 });
  // Sockets in our own folder, TCP on 127.0.0.1 only; fsync off: the data is thrown away.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const pgCtl = (...args: string[]) =>
    asPostgres('pg_ctl', ['-D', data, '-l', logFile, '-w', '-t', '60', ...args]);

  let destroyed = false;
  const destroy = async () => {
    if (destroyed) return;
    destroyed = true;
    await asPostgres('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => {});
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await asPostgres('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
    await pgCtl('-o', options, 'start');
  } catch (err) {
    const log = existsSync(logFile) ? readFileSync(logFile, 'utf8') : '';
    await destroy();
    throw new Error(`could not start a throwaway PostgreSQL: ${String(err)}\n${log}`);
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    restart: async () => void (await pgCtl('-m', 'fast', '-o', options, 'restart')),
    stop: async () => void (await pgCtl('-m', 'fast', 'stop')),
    start: async () => void (await pgCtl('-o', options, 'start')),
    log: () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : ''),
    destroy,
  };
}

async function postgresIds(): Promise<{ uid: number; gid: number }> {
  const [uid, gid] = await Promise.all(
    ['-u', '-g'].map(async (flag) => Number((await run('id', [flag, 'postgres'])).stdout.trim())),
  );
  if (!Number.isInteger(uid) || !Number.isInteger(gid))
    throw new Error('no postgres user on this machine: the throwaway cluster runs as postgres');
  return { uid: uid!, gid: gid! };
}
