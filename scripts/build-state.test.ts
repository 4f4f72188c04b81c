import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUILD_LOCK, BUILD_OUTPUTS, buildState, stampBuild } from './build-state.mjs';

// A project folder with sources and a build, every file dated explicitly (seconds since epoch).
let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'build-state-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

function file(path: string, at: number) {
  const full = join(root, path);
  mkdirSync(dirname(full), { recursive: true });
  writeFileSync(full, 'x');
  utimesSync(full, at, at);
}

function completeBuild(startedAt: number) {
  for (const output of BUILD_OUTPUTS) file(output, startedAt + 30);
  stampBuild(root, startedAt * 1000);
}

describe('buildState', () => {
  beforeEach(() => {
    file('src/server/main.ts', 1000);
    file('src/web/app/app.tsx', 1000);
    file('package-lock.json', 1000);
  });

  it('is missing before any build', () => {
    expect(buildState(root)).toBe('missing');
  });

  it('is missing when a build stopped before its stamp (outputs alone do not count)', () => {
    for (const output of BUILD_OUTPUTS) file(output, 2000);
    expect(buildState(root)).toBe('missing');
  });

  it('is missing when an output was deleted after a complete build', () => {
    completeBuild(2000);
    rmSync(join(root, 'dist/server/main.js'));
    expect(buildState(root)).toBe('missing');
  });

  it('is current after a complete build started later than every source', () => {
    completeBuild(2000);
    expect(buildState(root)).toBe('current');
  });

  it.each([
    ['a server source', 'src/server/routes/health.ts'],
    ['a web source, deep in a folder', 'src/web/features/pages/list.tsx'],
    ['the lockfile (dependencies changed)', 'package-lock.json'],
    ['a build script', 'scripts/build-server.mjs'],
  ])('is stale when %s is newer than the build', (_label, path) => {
    completeBuild(2000);
    file(path, 3000);
    expect(buildState(root)).toBe('stale');
  });

  it('is stale when a source was saved while the build ran (the stamp is its start)', () => {
    completeBuild(2000);
    file('src/server/main.ts', 2010); // before the outputs were written, after the build began
    expect(buildState(root)).toBe('stale');
  });

  it('ignores test files, which the build does not read', () => {
    completeBuild(2000);
    file('src/server/config.test.ts', 3000);
    file('src/web/kit/table.test.tsx', 3000);
    expect(buildState(root)).toBe('current');
  });

  it('ignores files outside the sources (docs, tests/)', () => {
    completeBuild(2000);
    file('docs/operations.md', 3000);
    file('tests/hardening/shutdown.test.ts', 3000);
    file('tests/support/child-server.ts', 3000);
    expect(buildState(root)).toBe('current');
  });
});

describe('ensureBuild', () => {
  // A stand-in for scripts/build.mjs: notes each run, takes a while, then leaves a complete build.
  const FAKE_BUILD = `
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { stampBuild } from ${JSON.stringify(resolve('scripts/build-state.mjs'))};
const started = Date.now();
appendFileSync('builds.txt', process.pid + '\\n');
await new Promise((r) => setTimeout(r, 1500));
for (const out of ${JSON.stringify(BUILD_OUTPUTS)}) {
  mkdirSync(out.slice(0, out.lastIndexOf('/')), { recursive: true });
  writeFileSync(out, 'x');
}
stampBuild('.', started);
`;
  const ensureBuildIn = (dir: string) =>
    new Promise<number | null>((done) => {
      const script = `import { ensureBuild } from ${JSON.stringify(resolve('scripts/build-state.mjs'))};
ensureBuild(${JSON.stringify(dir)});`;
      const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
        stdio: 'inherit',
      });
      child.on('exit', done);
    });

  beforeEach(() => {
    file('src/server/main.ts', 1000);
    mkdirSync(join(root, 'scripts'), { recursive: true });
    writeFileSync(join(root, 'scripts/build.mjs'), FAKE_BUILD);
  });

  it('builds once when two callers find the build missing at the same time', async () => {
    expect(await Promise.all([ensureBuildIn(root), ensureBuildIn(root)])).toEqual([0, 0]);
    const builds = readFileSync(join(root, 'builds.txt'), 'utf8').trim().split('\n');
    expect(builds).toHaveLength(1);
    expect(buildState(root)).toBe('current');
    expect(existsSync(join(root, BUILD_LOCK))).toBe(false);
  }, 30_000);

  it('takes over the lock of a builder that died', async () => {
    mkdirSync(join(root, BUILD_LOCK), { recursive: true });
    writeFileSync(join(root, BUILD_LOCK, 'pid'), '2147483646'); // no such process
    expect(await ensureBuildIn(root)).toBe(0);
    expect(readFileSync(join(root, 'builds.txt'), 'utf8').trim().split('\n')).toHaveLength(1);
    expect(existsSync(join(root, BUILD_LOCK))).toBe(false);
  }, 30_000);
});
