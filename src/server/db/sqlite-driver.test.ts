import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import Sqlite, { SQLITE_DRIVER } from './sqlite-driver';

const nodeMajor = Number(process.versions.node.split('.')[0]);

describe('sqlite-driver', () => {
  it('loads better-sqlite3 13 on Node 22+ and 12 on Node 20', () => {
    const { version } = createRequire(import.meta.url)(`${SQLITE_DRIVER}/package.json`) as {
      version: string;
    };
    expect(Number(version.split('.')[0])).toBe(nodeMajor >= 22 ? 13 : 12);
    const db = new Sqlite(':memory:');
    expect(db.prepare('select 1 + 1 as two').get()).toEqual({ two: 2 });
    db.close();
  });

  it('lets the collector free statements in threads and at exit without aborting the process', () => {
    // better-sqlite3 12 under Node 24 aborted (`Assertion failed: (env) != nullptr`) when garbage
    // statements were freed as a worker thread or the process ended: 7 runs in 8 of this one. So a
    // child process (an abort would take the test worker down) and three worker threads each
    // prepare 10,000 statements they drop at once, with the driver this module picks.
    const work = `const db = new (require(driver))(':memory:');
      for (let i = 0; i < 10000; i++) db.prepare('select ' + i).get();`;
    const worker = `const driver = require('node:worker_threads').workerData; ${work}`;
    const main = `const driver = process.argv[1]; ${work}
      const { Worker } = require('node:worker_threads');
      const thread = () => new Promise((resolve, reject) =>
        new Worker(${JSON.stringify(worker)}, { eval: true, workerData: driver })
          .on('exit', resolve).on('error', reject));
      thread().then(thread).then(thread).then(() => console.log('done'));`;
    const driver = createRequire(import.meta.url).resolve(SQLITE_DRIVER);
    const child = spawnSync(process.execPath, ['-e', main, driver], {
      encoding: 'utf8',
      timeout: 120_000,
    });
    expect({ status: child.status, signal: child.signal, stderr: child.stderr }).toEqual({
      status: 0,
      signal: null,
      stderr: '',
    });
    expect(child.stdout.trim()).toBe('done');
  }, 120_000);
});
